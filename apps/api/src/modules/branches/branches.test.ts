import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
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

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => request(t.app, { method, url, token, payload });

describe('access', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', '/api/branches'],
    ['GET', '/api/branches/list'],
    ['GET', '/api/branches/1'],
    ['POST', '/api/branches'],
    ['PUT', '/api/branches/1'],
    ['DELETE', '/api/branches/1'],
    ['GET', '/api/managers/list'],
  ];
  it.each(routes)('%s %s is 401 anonymous and 403 for staff and managers', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? branchValues() : undefined;
    expect((await api(method, url, undefined, payload)).status).toBe(401);
    const forbidden = await api(method, url, staff, payload);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ success: false, message: 'Not authorised' });
    expect((await api(method, url, manager, payload)).status).toBe(403);
  });
});

describe('POST /api/branches', () => {
  it('creates a branch with defaults and returns it', async () => {
    const { opening_time: _o, closing_time: _c, ...values } = branchValues({ code: 'NEW-01' });
    const res = await api('POST', '/api/branches', admin, { ...values, timezone: 'Asia/Dubai' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Branch created successfully');
    expect(res.body.data).toMatchObject({
      code: 'NEW-01',
      opening_time: '09:00',
      closing_time: '18:00',
      is_active: true,
      manager: null,
      timezone: 'Asia/Dubai',
      additional_notes: null,
    });
    const read = await api('GET', `/api/branches/${res.body.data.id}`, admin);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('requires every field the spec marks required', async () => {
    const res = await api('POST', '/api/branches', admin, {});
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
      expect(res.body.errors[f], f).toEqual([`The ${f.replace('_', ' ')} field is required.`]);
    }
    const blanks = await api(
      'POST',
      '/api/branches',
      admin,
      branchValues({ name: '   ', opening_time: '' }),
    );
    expect(blanks.body.errors.name).toEqual(['The name field is required.']);
    expect(blanks.body.errors.opening_time).toEqual(['The opening time field is required.']);
  });

  it('checks email, times, time zone and lengths', async () => {
    const res = await api(
      'POST',
      '/api/branches',
      admin,
      branchValues({
        email: 'not-an-email',
        opening_time: '25:00',
        timezone: 'Mars/Olympus',
        code: 'X'.repeat(21),
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      email: ['The email must be a valid email address.'],
      opening_time: ['The opening time must be a time as HH:MM.'],
      timezone: ['The timezone must be a valid time zone, e.g. Asia/Kolkata.'],
      code: ['The code may not be greater than 20 characters.'],
    });
    const order = await api(
      'POST',
      '/api/branches',
      admin,
      branchValues({ opening_time: '18:00', closing_time: '09:00' }),
    );
    expect(order.body.errors).toEqual({
      closing_time: ['The closing time must be after the opening time.'],
    });
  });

  it('rejects wrong types with 422, not 500', async () => {
    const res = await api('POST', '/api/branches', admin, {
      ...branchValues(),
      name: 42,
      is_active: 'yes',
      manager_id: 'abc',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['is_active', 'manager_id', 'name']);
  });

  it('answers a duplicate code (in any case) on the code field', async () => {
    await createBranch(t.app, { code: 'DUP-01' });
    const res = await api('POST', '/api/branches', admin, branchValues({ code: 'dup-01' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('accepts only a manager-role staff member as manager', async () => {
    const m = await createUser(t.app, { role: 'manager', withStaff: true, name: 'Maya Manager' });
    const s = await createUser(t.app, { role: 'staff', withStaff: true });
    const ok = await api('POST', '/api/branches', admin, branchValues({ manager_id: m.staffId }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.manager).toEqual({
      id: m.staffId,
      employee_id: expect.any(String),
      user: { name: 'Maya Manager' },
    });
    for (const bad of [s.staffId, 999999]) {
      const res = await api('POST', '/api/branches', admin, branchValues({ manager_id: bad }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ manager_id: ['The selected manager is invalid.'] });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url: '/api/branches',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Malformed JSON in request body.' });
  });
});

describe('GET /api/branches', () => {
  it('pages 10 at a time with the paging envelope', async () => {
    const ctx = await createTestApp(); // an empty database, so totals are exact
    try {
      const token = (await signIn(ctx.app, { role: 'admin' })).token;
      for (let i = 0; i < 23; i++)
        await createBranch(ctx.app, { name: `Paged ${String(i).padStart(2, '0')}` });
      const p1 = await request(ctx.app, { method: 'GET', url: '/api/branches', token });
      expect(p1.body).toMatchObject({
        success: true,
        current_page: 1,
        last_page: 3,
        total: 23,
        per_page: 10,
      });
      expect(p1.body.data).toHaveLength(10);
      expect(p1.body.data[0].name).toBe('Paged 00');
      const p3 = await request(ctx.app, { method: 'GET', url: '/api/branches?page=3', token });
      expect(p3.body.data.map((b: { name: string }) => b.name)).toEqual([
        'Paged 20',
        'Paged 21',
        'Paged 22',
      ]);
      const big = await request(ctx.app, { method: 'GET', url: '/api/branches?perPage=20', token });
      expect(big.body).toMatchObject({ per_page: 20, last_page: 2 });
      const capped = await request(ctx.app, {
        method: 'GET',
        url: '/api/branches?per_page=500',
        token,
      });
      expect(capped.status).toBe(422);
      const bad = await request(ctx.app, { method: 'GET', url: '/api/branches?page=0', token });
      expect(bad.status).toBe(422);
      const beyond = await request(ctx.app, { method: 'GET', url: '/api/branches?page=9', token });
      expect(beyond.body).toMatchObject({ data: [], total: 23, current_page: 9 });
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
      const res = await api('GET', `/api/branches?search=${encodeURIComponent(q)}`, admin);
      expect(
        res.body.data.map((b: { code: string }) => b.code),
        q,
      ).toEqual(['ZNZ-01']);
    }
    const none = await api('GET', '/api/branches?search=%25%25nothing', admin);
    expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('treats % and _ in a search as text', async () => {
    await createBranch(t.app, { name: 'Promo 50% Office' });
    const res = await api('GET', `/api/branches?search=${encodeURIComponent('50%')}`, admin);
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(['Promo 50% Office']);
  });
});

describe('GET, PUT and DELETE /api/branches/:id', () => {
  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const res = await api('GET', `/api/branches/${id}`, admin);
      expect(res.status, id).toBe(404);
    }
    expect((await api('GET', '/api/branches/999999', admin)).body.message).toBe('Branch not found');
    expect((await api('PUT', '/api/branches/999999', admin, branchValues())).status).toBe(404);
    expect((await api('DELETE', '/api/branches/999999', admin)).status).toBe(404);
  });

  it('updates every field', async () => {
    const b = await createBranch(t.app);
    const next = branchValues({
      name: 'Renamed',
      is_active: false,
      opening_time: '08:15',
      additional_notes: 'Closed Sundays',
    });
    const res = await api('PUT', `/api/branches/${b.id}`, admin, next);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Branch updated successfully');
    expect(res.body.data).toMatchObject({
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
    const same = await api('PUT', `/api/branches/${a.id}`, admin, branchValues({ code: a.code }));
    expect(same.status).toBe(200);
    const clash = await api('PUT', `/api/branches/${a.id}`, admin, branchValues({ code: b.code }));
    expect(clash.status).toBe(422);
    expect(clash.body.errors.code).toEqual(['The code has already been taken.']);
  });

  it('deletes a branch without staff', async () => {
    const b = await createBranch(t.app);
    const res = await api('DELETE', `/api/branches/${b.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Branch deleted successfully' });
    expect((await api('GET', `/api/branches/${b.id}`, admin)).status).toBe(404);
  });

  it('refuses to delete a branch that has staff (409) and keeps it', async () => {
    const b = await createBranch(t.app);
    const u = await createUser(t.app, { withStaff: true });
    const { eq } = await import('drizzle-orm');
    await t.db.update(staffMembers).set({ branch_id: b.id }).where(eq(staffMembers.id, u.staffId!));
    const res = await api('DELETE', `/api/branches/${b.id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/has staff assigned/);
    expect((await api('GET', `/api/branches/${b.id}`, admin)).status).toBe(200);
  });
});

describe('dropdowns', () => {
  it('GET /api/branches/list gives active branches as id, name, code', async () => {
    const active = await createBranch(t.app, { name: 'AAA Listed' });
    const inactive = await createBranch(t.app, { name: 'AAA Closed', is_active: false });
    const res = await api('GET', '/api/branches/list', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: active.id, name: 'AAA Listed', code: active.code });
    expect(res.body.data.find((b: { id: number }) => b.id === inactive.id)).toBeUndefined();
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('GET /api/managers/list gives manager-role staff as id, name, employee_id', async () => {
    const m = await createUser(t.app, { role: 'manager', withStaff: true, name: 'Listed Manager' });
    await createUser(t.app, { role: 'staff', withStaff: true, name: 'Not A Manager' });
    const res = await api('GET', '/api/managers/list', admin);
    expect(res.body.data).toContainEqual({
      id: m.staffId,
      name: 'Listed Manager',
      employee_id: expect.stringMatching(/^EMP-/),
    });
    expect(res.body.data.map((x: { name: string }) => x.name)).not.toContain('Not A Manager');
  });
});
