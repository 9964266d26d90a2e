import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
} from '../../../test/factories.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (
    await signIn(t.app, {
      role: 'staff',
      permissions: ['view_accounts', 'create_accounts', 'edit_accounts', 'delete_accounts'],
    })
  ).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  request(t.app, { method, url, token, payload });

describe('transaction categories', () => {
  it('creates with a required, unique name', async () => {
    const res = await api('POST', '/api/transaction-categories', {
      name: 'Visa Services',
      description: 'Visa fees',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Visa Services',
      description: 'Visa fees',
      is_active: true,
      transactions_count: 0,
    });
    const blank = await api('POST', '/api/transaction-categories', { name: ' ' });
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] });
    const dup = await api('POST', '/api/transaction-categories', { name: 'visa services' });
    expect(dup.body.errors).toEqual({ name: ['The name has already been taken.'] });
  });

  it('lists with search and counts transactions', async () => {
    const c = await createCategory(t.app, { name: 'Searchable Hotels' });
    await createTransaction(t.app, (await createAccount(t.app)).id, c.id);
    const res = await api('GET', '/api/transaction-categories?search=searchable');
    expect(res.body.data).toEqual([expect.objectContaining({ id: c.id, transactions_count: 1 })]);
    expect(res.body.per_page).toBe(10);
  });

  it('toggles the active state each time', async () => {
    const c = await createCategory(t.app);
    const off = await api('POST', `/api/transaction-categories/${c.id}/toggle-status`);
    expect(off.body.data.is_active).toBe(false);
    const on = await api('POST', `/api/transaction-categories/${c.id}/toggle-status`);
    expect(on.body.data.is_active).toBe(true);
    expect((await api('POST', '/api/transaction-categories/999999/toggle-status')).status).toBe(
      404,
    );
  });

  it('updates, and deletes only when unused', async () => {
    const c = await createCategory(t.app);
    const up = await api('PUT', `/api/transaction-categories/${c.id}`, {
      name: 'Renamed Category',
      is_active: false,
    });
    expect(up.body.data).toMatchObject({ name: 'Renamed Category', is_active: false });
    expect((await api('DELETE', `/api/transaction-categories/${c.id}`)).body.message).toBe(
      'Category deleted successfully',
    );
    const used = await createCategory(t.app);
    await createTransaction(t.app, (await createAccount(t.app)).id, used.id);
    const res = await api('DELETE', `/api/transaction-categories/${used.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Categories with transactions cannot be deleted.');
  });

  it('offers only active categories in the dropdown', async () => {
    const off = await createCategory(t.app, { is_active: false });
    const res = await api('GET', '/api/transaction-categories/list/dropdown');
    expect(res.body.data.map((c: any) => c.id)).not.toContain(off.id);
  });
});
