import { eq, sql } from 'drizzle-orm';
import { categoryEndpoints as ep, LEDGER_SERVER } from '@app/contract';
import type { Endpoint } from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
} from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { transactionCategories } from '../../db/schema/index.ts';
import type { AppError } from '../../lib/http/app-error.ts';
import { mapCategoryAccounts } from './categories.service.ts';

/** Catalogued calls as a staff member holding the account keys, answers parsed by schema. */
const it = test.extend('call', { scope: 'file' }, async ({ app: t }) => {
  const { token } = await signIn(t.app, {
    role: 'staff',
    permissions: ['view_accounts', 'create_accounts', 'edit_accounts', 'delete_accounts'],
  });
  return <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
    callEndpoint(t.app, e, { token, ...args });
});

describe('transaction categories', () => {
  it('creates with a required, unique name', async ({ call }) => {
    const res = await call(ep.create, {
      payload: { name: 'Visa Services', description: 'Visa fees' },
    });
    expect(res.status).toBe(201);
    expect(res.ok.data).toMatchObject({
      name: 'Visa Services',
      description: 'Visa fees',
      is_active: true,
      transactions_count: 0,
    });
    const blank = await call(ep.create, { payload: { name: ' ' } });
    expect(blank.failure.errors).toEqual({ name: ['The name field is required.'] });
    const dup = await call(ep.create, { payload: { name: 'visa services' } });
    expect(dup.failure.errors).toEqual({ name: ['The name has already been taken.'] });
  });

  it('lists with search and counts transactions', async ({ app: t, call }) => {
    const c = await createCategory(t.app, { name: 'Searchable Hotels' });
    await createTransaction(t.app, (await createAccount(t.app)).id, c.id);
    const res = await call(ep.list, { query: { search: 'searchable' } });
    expect(res.ok.data).toEqual([expect.objectContaining({ id: c.id, transactions_count: 1 })]);
    expect(res.ok.per_page).toBe(10);
  });

  it('toggles the active state each time', async ({ app: t, call }) => {
    const c = await createCategory(t.app);
    const off = await call(ep.toggleStatus, { params: { id: c.id } });
    expect(off.ok.data.is_active).toBe(false);
    const on = await call(ep.toggleStatus, { params: { id: c.id } });
    expect(on.ok.data.is_active).toBe(true);
    expect((await call(ep.toggleStatus, { params: { id: 999999 } })).status).toBe(404);
  });

  it('updates, and deletes only when unused', async ({ app: t, call }) => {
    const c = await createCategory(t.app);
    const up = await call(ep.update, {
      params: { id: c.id },
      payload: { name: 'Renamed Category', is_active: false },
    });
    expect(up.ok.data).toMatchObject({ name: 'Renamed Category', is_active: false });
    expect((await call(ep.remove, { params: { id: c.id } })).ok.message).toBe(
      'Category deleted successfully',
    );
    const used = await createCategory(t.app);
    await createTransaction(t.app, (await createAccount(t.app)).id, used.id);
    const res = await call(ep.remove, { params: { id: used.id } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe('Categories with transactions cannot be deleted.');
  });

  it('offers only active categories in the dropdown', async ({ app: t, call }) => {
    const off = await createCategory(t.app, { is_active: false });
    const res = await call(ep.options);
    expect(res.ok.data.map((c) => c.id)).not.toContain(off.id);
  });

  it('reads one category, and answers 404 for an unknown one', async ({ app: t, call }) => {
    const c = await createCategory(t.app, { name: 'Read Back' });
    expect((await call(ep.get, { params: { id: c.id } })).ok.data).toMatchObject({
      id: c.id,
      name: 'Read Back',
    });
    const missing = await call(ep.get, { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Category not found');
  });
});

describe("a category's accounts in the books", () => {
  it('starts on the shared Other Income and Other Expenses, and maps only to accounts of each type', async ({
    app: t,
  }) => {
    const c = await createCategory(t.app);
    const shared = async () =>
      (
        await t.db
          .select({
            i: transactionCategories.income_account_id,
            e: transactionCategories.expense_account_id,
          })
          .from(transactionCategories)
          .where(eq(transactionCategories.id, c.id))
      )[0]!;
    const [other] = (
      await t.db.execute<{ i: number; e: number }>(sql`
        select (select id from accounts where system_key = 'other_income') as i,
               (select id from accounts where system_key = 'other_expenses') as e`)
    ).rows;
    expect(await shared()).toEqual(other);
    const fees = await createAccount(t.app, { type: 'income', opening_balance: '0.00' });
    const rent = await createAccount(t.app, { type: 'expense', opening_balance: '0.00' });
    const refused = (to: { income_account_id: number; expense_account_id: number }) =>
      mapCategoryAccounts(t.db, c.id, to).then(
        () => null,
        (e: AppError) => e.errors,
      );
    expect(await refused({ income_account_id: rent.id, expense_account_id: rent.id })).toEqual({
      income_account_id: [LEDGER_SERVER.notIncomeAccount],
    });
    expect(await refused({ income_account_id: fees.id, expense_account_id: fees.id })).toEqual({
      expense_account_id: [LEDGER_SERVER.notExpenseAccount],
    });
    expect(await shared()).toEqual(other);
    expect(await refused({ income_account_id: fees.id, expense_account_id: rent.id })).toBeNull();
    expect(await shared()).toEqual({ i: fees.id, e: rent.id });
  });
});
