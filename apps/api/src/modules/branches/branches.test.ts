import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchEndpoints as ep, staffEndpoints } from '@app/contract';
import type { Endpoint } from '@app/contract';
import { staffMembers } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { branchValues, createBranch, createUser, signIn } from '../../../test/factories.ts';

let t: TestContext;
let admin: string;
let staff: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
  // Staff with every branch permission still may not: branches are admin-only (decisions 4).
  staff = (
    await signIn(t.app, {
      role: 'staff',
      permissions: ['view_branches', 'create_branches', 'edit_branches', 'delete_branches'],
    })
  ).token;
  manager = (await signIn(t.app, { role: 'manager' })).token;
});
afterAll(() => t.close());

/** A catalogued call as the admin, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: admin, ...args });

describe('access', () => {
  it.each(Object.values(ep))(
    '$method $path is 401 anonymous and 403 for staff and managers',
    async (e: Endpoint) => {
      const args = { params: { id: 1 }, payload: e.body ? branchValues() : undefined };
      expect((await callEndpoint(t.app, e, args)).status).toBe(401);
      const forbidden = await callEndpoint(t.app, e, { ...args, token: staff });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ success: false, message: 'Not authorised' });
      expect((await callEndpoint(t.app, e, { ...args, token: manager })).status).toBe(403);
    },
  );

  it('GET /api/managers/list is 401 anonymous and 403 for staff and managers', async () => {
    const managers = (token?: string) => callEndpoint(t.app, staffEndpoints.managers, { token });
    expect((await managers()).status).toBe(401);
    expect((await managers(staff)).status).toBe(403);
    expect((await managers(manager)).status).toBe(403);
  });
});

describe('POST /api/branches', () => {
  it('creates a branch with defaults and returns it', async () => {
    const { opening_time: _o, closing_time: _c, ...values } = branchValues({ code: 'NEW-01' });
    const res = await call(ep.create, { payload: { ...values, timezone: 'Asia/Dubai' } });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Branch created successfully');
    expect(res.ok.data).toMatchObject({
      code: 'NEW-01',
      opening_time: '09:00',
      closing_time: '18:00',
      is_active: true,
      manager: null,
      timezone: 'Asia/Dubai',
      additional_notes: null,
    });
    const read = await call(ep.get, { params: { id: res.ok.data.id } });
    expect(read.ok.data).toEqual(res.ok.data);
  });

  it('requires every field the spec marks required', async () => {
    const res = await call(ep.create, { payload: {} });
    expect(res.status).toBe(422);
    const required = [
      'name',
      'code',
      'phone',
      'email',
      'address',
      'city',
      'state',
      'country',
      'postal_code',
    ];
    for (const f of required) {
      expect(res.failure.errors?.[f], f).toEqual([`The ${f.replace('_', ' ')} field is required.`]);
    }
    const blanks = await call(ep.create, {
      payload: branchValues({ name: '   ', opening_time: '' }),
    });
    expect(blanks.failure.errors?.name).toEqual(['The name field is required.']);
    expect(blanks.failure.errors?.opening_time).toEqual(['The opening time field is required.']);
  });

  it('checks email, times, time zone and lengths', async () => {
    const res = await call(ep.create, {
      payload: branchValues({
        email: 'not-an-email',
        opening_time: '25:00',
        timezone: 'Mars/Olympus',
        code: 'X'.repeat(21),
      }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toMatchObject({
      email: ['The email must be a valid email address.'],
      opening_time: ['The opening time must be a time as HH:MM.'],
      timezone: ['The timezone must be a valid time zone, e.g. Asia/Kolkata.'],
      code: ['The code may not be greater than 20 characters.'],
    });
    const order = await call(ep.create, {
      payload: branchValues({ opening_time: '18:00', closing_time: '09:00' }),
    });
    expect(order.failure.errors).toEqual({
      closing_time: ['The closing time must be after the opening time.'],
    });
  });

  it('rejects wrong types with 422, not 500', async () => {
    const res = await call(ep.create, {
      payload: { ...branchValues(), name: 42, is_active: 'yes', manager_id: 'abc' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.failure.errors ?? {}).sort()).toEqual([
      'is_active',
      'manager_id',
      'name',
    ]);
  });

  it('answers a duplicate code (in any case) on the code field', async () => {
    await createBranch(t.app, { code: 'DUP-01' });
    const res = await call(ep.create, { payload: branchValues({ code: 'dup-01' }) });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('accepts only a manager-role staff member as manager', async () => {
    const m = await createUser(t.app, { role: 'manager', withStaff: true, name: 'Maya Manager' });
    const s = await createUser(t.app, { role: 'staff', withStaff: true });
    const ok = await call(ep.create, { payload: branchValues({ manager_id: m.staffId }) });
    expect(ok.status).toBe(201);
    expect(ok.ok.data.manager).toEqual({
      id: m.staffId,
      employee_id: expect.any(String),
      user: { name: 'Maya Manager' },
    });
    for (const bad of [s.staffId, 999999]) {
      const res = await call(ep.create, { payload: branchValues({ manager_id: bad }) });
      expect(res.status).toBe(422);
      expect(res.failure.errors).toEqual({ manager_id: ['The selected manager is invalid.'] });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(ep.create, {
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(res.failure).toEqual({ success: false, message: 'Malformed JSON in request body.' });
  });
});

describe('GET /api/branches', () => {
  it('pages 10 at a time with the paging envelope', async () => {
    const ctx = await createTestApp(); // an empty database, so totals are exact
    try {
      const token = (await signIn(ctx.app, { role: 'admin' })).token;
      const list = (query: CallArgs<typeof ep.list>['query'] = {}) =>
        callEndpoint(ctx.app, ep.list, { token, query });
      for (let i = 0; i < 23; i++)
        await createBranch(ctx.app, { name: `Paged ${String(i).padStart(2, '0')}` });
      const p1 = await list();
      expect(p1.ok).toMatchObject({
        success: true,
        current_page: 1,
        last_page: 3,
        total: 23,
        per_page: 10,
      });
      expect(p1.ok.data).toHaveLength(10);
      expect(p1.ok.data[0]?.name).toBe('Paged 00');
      const p3 = await list({ page: 3 });
      expect(p3.ok.data.map((b) => b.name)).toEqual(['Paged 20', 'Paged 21', 'Paged 22']);
      // The server still reads the perPage spelling; the web sends per_page.
      const big = await list({ perPage: 20 });
      expect(big.ok).toMatchObject({ per_page: 20, last_page: 2 });
      expect((await list({ per_page: 500 })).status).toBe(422);
      expect((await list({ page: 0 })).status).toBe(422);
      const beyond = await list({ page: 9 });
      expect(beyond.ok).toMatchObject({ data: [], total: 23, current_page: 9 });
    } finally {
      await ctx.close();
    }
  });

  it('searches code, name, city and country case-insensitively', async () => {
    await createBranch(t.app, {
      name: 'Zanzibar Stone Town',
      code: 'ZNZ-01',
      city: 'Stone Town',
      country: 'Tanzania',
    });
    for (const q of ['zanzibar', 'znz-01', 'STONE TOWN', 'tanzan']) {
      const res = await call(ep.list, { query: { search: q } });
      expect(
        res.ok.data.map((b) => b.code),
        q,
      ).toEqual(['ZNZ-01']);
    }
    const none = await call(ep.list, { query: { search: '%%nothing' } });
    expect(none.ok).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('treats % and _ in a search as text', async () => {
    await createBranch(t.app, { name: 'Promo 50% Office' });
    const res = await call(ep.list, { query: { search: '50%' } });
    expect(res.ok.data.map((b) => b.name)).toEqual(['Promo 50% Office']);
  });
});

describe('GET, PUT and DELETE /api/branches/:id', () => {
  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const res = await call(ep.get, { params: { id } });
      expect(res.status, id).toBe(404);
    }
    const missing = { params: { id: 999999 } };
    expect((await call(ep.get, missing)).failure.message).toBe('Branch not found');
    expect((await call(ep.update, { ...missing, payload: branchValues() })).status).toBe(404);
    expect((await call(ep.remove, missing)).status).toBe(404);
  });

  it('updates every field', async () => {
    const b = await createBranch(t.app);
    const next = branchValues({
      name: 'Renamed',
      is_active: false,
      opening_time: '08:15',
      additional_notes: 'Closed Sundays',
    });
    const res = await call(ep.update, { params: { id: b.id }, payload: next });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Branch updated successfully');
    expect(res.ok.data).toMatchObject({
      name: 'Renamed',
      is_active: false,
      opening_time: '08:15',
      additional_notes: 'Closed Sundays',
      code: next.code,
    });
  });

  it('keeps its own code on update but refuses another branch code', async () => {
    const a = await createBranch(t.app);
    const b = await createBranch(t.app);
    const update = (code: string) =>
      call(ep.update, { params: { id: a.id }, payload: branchValues({ code }) });
    expect((await update(a.code)).status).toBe(200);
    const clash = await update(b.code);
    expect(clash.status).toBe(422);
    expect(clash.failure.errors?.code).toEqual(['The code has already been taken.']);
  });

  it('deletes a branch without staff', async () => {
    const b = await createBranch(t.app);
    const res = await call(ep.remove, { params: { id: b.id } });
    expect(res.status).toBe(200);
    expect(res.ok).toEqual({ success: true, message: 'Branch deleted successfully' });
    expect((await call(ep.get, { params: { id: b.id } })).status).toBe(404);
  });

  it('refuses to delete a branch that has staff (409) and keeps it', async () => {
    const b = await createBranch(t.app);
    const u = await createUser(t.app, { withStaff: true });
    const { eq } = await import('drizzle-orm');
    await t.db.update(staffMembers).set({ branch_id: b.id }).where(eq(staffMembers.id, u.staffId!));
    const res = await call(ep.remove, { params: { id: b.id } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toMatch(/has staff assigned/);
    expect((await call(ep.get, { params: { id: b.id } })).status).toBe(200);
  });
});

describe('dropdowns', () => {
  it('GET /api/branches/list gives active branches as id, name, code', async () => {
    const active = await createBranch(t.app, { name: 'AAA Listed' });
    const inactive = await createBranch(t.app, { name: 'AAA Closed', is_active: false });
    const res = await call(ep.options);
    expect(res.status).toBe(200);
    expect(res.ok.data).toContainEqual({ id: active.id, name: 'AAA Listed', code: active.code });
    expect(res.ok.data.find((b) => b.id === inactive.id)).toBeUndefined();
    expect(Object.keys(res.ok.data[0]!).sort()).toEqual(['code', 'id', 'name']);
  });

  it('GET /api/managers/list gives manager-role staff as id, name, employee_id', async () => {
    const m = await createUser(t.app, { role: 'manager', withStaff: true, name: 'Listed Manager' });
    await createUser(t.app, { role: 'staff', withStaff: true, name: 'Not A Manager' });
    const res = await callEndpoint(t.app, staffEndpoints.managers, { token: admin });
    expect(res.ok.data).toContainEqual({
      id: m.staffId,
      name: 'Listed Manager',
      employee_id: expect.stringMatching(/^EMP-/),
    });
    expect(res.ok.data.map((x) => x.name)).not.toContain('Not A Manager');
  });
});
