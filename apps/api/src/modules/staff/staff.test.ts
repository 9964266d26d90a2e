import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, users } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app.ts';
import type { Endpoint } from '@app/contract';
import { authEndpoints, branchEndpoints, staffEndpoints } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { createUser } from '../../../test/factories.ts';
import { createBranch, login, signIn, staffValues } from '../../../test/factories.ts';

let t: TestContext;
let admin: { user: Awaited<ReturnType<typeof createUser>>; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { role: 'admin', withStaff: true });
});
afterAll(() => t.close());

const S = staffEndpoints;
/** A call as the admin unless another token is given. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: admin.token, ...args });
/** `.ok` throws (with the answer) unless the create succeeded. */
const create = async (o: Record<string, unknown> = {}) =>
  (await call(S.create, { payload: staffValues(o) })).ok.data;
const me = (token: string) => callEndpoint(t.app, authEndpoints.me, { token });
const loginAs = (app: TestContext['app'], email: string, password: string) =>
  callEndpoint(app, authEndpoints.login, { payload: { email, password } });

describe('POST /api/staff', () => {
  it('creates the user and the staff record together', async () => {
    const branch = await createBranch(t.app);
    const res = await call(S.create, {
      payload: staffValues({
        name: 'Nisha Rao',
        email: 'Nisha.Rao@Test.example',
        branch_id: branch.id,
        salary: '45000.5',
        blood_group: 'O+',
        gender: 'female',
        date_of_birth: '1994-02-28',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Staff member created successfully!');
    expect(res.ok.data).toMatchObject({
      branch: { id: branch.id, name: branch.name },
      salary: '45000.50',
      blood_group: 'O+',
      gender: 'female',
      date_of_birth: '1994-02-28',
      department: null,
      user: { name: 'Nisha Rao', email: 'nisha.rao@test.example', role: 'staff', is_active: true },
    });
    expect(await login(t.app, 'nisha.rao@test.example', 'Staff-pass-123')).toBeTruthy();
  });

  it('requires the spec fields, the password and its confirmation', async () => {
    const res = await call(S.create, { payload: {} });
    expect(res.status).toBe(422);
    for (const f of [
      'name',
      'email',
      'employee_id',
      'position',
      'phone',
      'date_of_joining',
      'address',
      'city',
      'state',
      'country',
      'postal_code',
      'password',
    ]) {
      expect(res.failure.errors?.[f], f).toBeDefined();
    }
    const mismatch = await call(S.create, {
      payload: staffValues({ password_confirmation: 'other-pass-1' }),
    });
    expect(mismatch.failure.errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const short = await call(S.create, {
      payload: staffValues({ password: 'short', password_confirmation: 'short' }),
    });
    expect(short.failure.errors?.password).toEqual(['The password must be at least 8 characters.']);
  });

  it('checks email, blood group, role, salary steps, dates and branch', async () => {
    const res = await call(S.create, {
      payload: staffValues({
        email: 'nope',
        blood_group: 'C+',
        role: 'owner',
        salary: '10.005',
        date_of_joining: '2025-02-30',
        branch_id: 999999,
      }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toMatchObject({
      email: ['The email must be a valid email address.'],
      blood_group: ['The selected blood group is invalid.'],
      role: ['The selected role is invalid.'],
      salary: ['The salary may have at most 2 decimal places.'],
      date_of_joining: ['The date of joining must be a valid date (YYYY-MM-DD).'],
    });
    const branch = await call(S.create, { payload: staffValues({ branch_id: 999999 }) });
    expect(branch.failure.errors).toEqual({ branch_id: ['The selected branch is invalid.'] });
    const negative = await call(S.create, { payload: staffValues({ salary: -5 }) });
    expect(negative.failure.errors?.salary).toEqual(['The salary must not be negative.']);
  });

  it('answers a duplicate email or employee id on that field and creates nothing', async () => {
    const first = await create();
    const before = (await t.db.select().from(users)).length;
    const dupEmail = await call(S.create, {
      payload: staffValues({ email: first.user.email.toUpperCase() }),
    });
    expect(dupEmail.status).toBe(422);
    expect(dupEmail.failure.errors).toEqual({ email: ['The email has already been taken.'] });
    const dupEmp = await call(S.create, {
      payload: staffValues({ employee_id: first.employee_id }),
    });
    expect(dupEmp.status).toBe(422);
    expect(dupEmp.failure.errors).toEqual({
      employee_id: ['The employee id has already been taken.'],
    });
    expect((await t.db.select().from(users)).length).toBe(before); // the user insert was rolled back
  });
});

describe('GET /api/staff', () => {
  it('searches by name, email and employee id, 10 a page', async () => {
    const ctx = await createTestApp();
    try {
      const token = (await signIn(ctx.app, { role: 'admin', withStaff: true, name: 'Zed Admin' }))
        .token;
      for (let i = 0; i < 12; i++) {
        const r = await callEndpoint(ctx.app, S.create, {
          token,
          payload: staffValues({
            name: `Person ${String(i).padStart(2, '0')}`,
            employee_id: `EMP-S${i}`,
            email: `p${i}@find.example`,
          }),
        });
        expect(r.status).toBe(201);
      }
      const p1 = await callEndpoint(ctx.app, S.list, { token });
      expect(p1.ok).toMatchObject({ total: 13, per_page: 10, last_page: 2, current_page: 1 });
      expect(p1.ok.data[0]!.user.name).toBe('Person 00');
      for (const [q, expected] of [
        ['person 07', 'Person 07'],
        ['p3@find', 'Person 03'],
        ['emp-s11', 'Person 11'],
      ]) {
        const r = await callEndpoint(ctx.app, S.list, { token, query: { search: q! } });
        expect(
          r.ok.data.map((s) => s.user.name),
          q,
        ).toEqual([expected]);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('new staff passwords must be hard to guess', () => {
  const WEAK =
    'This password is too easy to guess. Avoid common words, names and your email address.';
  const PERSONAL = 'The password must not contain the name or the email address.';
  const cases = (first: string, last: string): [string, string][] => [
    ['aaaaaaaa', WEAK],
    ['Welcome@123', WEAK],
    [`${first}.${last}@test.example`, PERSONAL],
    [`${first}.${last}.2026`.toUpperCase(), PERSONAL],
    [`${first} ${last}`, PERSONAL],
    [`${first}${last}#Goa`.toLowerCase(), PERSONAL],
  ];

  it('refuses them on create, with the reason under the field', async () => {
    const person = { name: 'Arjun Menon', email: 'arjun.menon@test.example' };
    for (const [password, message] of cases('Arjun', 'Menon')) {
      const res = await call(S.create, {
        payload: staffValues({ ...person, password, password_confirmation: password }),
      });
      expect(res.status, password).toBe(422);
      expect(res.failure.errors, password).toEqual({ password: [message] });
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toBeUndefined();
  });

  it('refuses them on update, judged against the name and email being saved', async () => {
    const s = await create();
    const person = { name: 'Kiran Das', email: 'kiran.das@test.example' };
    for (const [password, message] of cases('Kiran', 'Das')) {
      const res = await call(S.update, {
        params: { id: s.id },
        payload: staffValues({
          ...person,
          employee_id: s.employee_id,
          password,
          password_confirmation: password,
        }),
      });
      expect(res.status, password).toBe(422);
      expect(res.failure.errors, password).toEqual({ password: [message] });
    }
    expect(await login(t.app, s.user.email, 'Staff-pass-123')).toBeTruthy(); // unchanged
  });
});

describe('GET /api/staff/:id', () => {
  it('reads one member, and 404 "Staff not found" otherwise', async () => {
    const s = await create({
      emergency_contact: '+91 99000 11223',
      emergency_contact_name: 'Ravi',
    });
    const res = await call(S.get, { params: { id: s.id } });
    expect(res.ok.data).toEqual(s);
    const missing = await call(S.get, { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Staff not found');
  });
});

describe('PUT /api/staff/:id', () => {
  it('keeps the password when left blank and changes it when typed', async () => {
    const s = await create();
    const keep = await call(S.update, {
      params: { id: s.id },
      payload: staffValues({
        email: s.user.email,
        employee_id: s.employee_id,
        password: '',
        password_confirmation: '',
        position: 'Senior Consultant',
      }),
    });
    expect(keep.status).toBe(200);
    expect(keep.ok.message).toBe('Staff member updated successfully!');
    expect(keep.ok.data.position).toBe('Senior Consultant');
    expect(await login(t.app, s.user.email, 'Staff-pass-123')).toBeTruthy();
    const mismatch = await call(S.update, {
      params: { id: s.id },
      payload: staffValues({
        email: s.user.email,
        employee_id: s.employee_id,
        password: 'Changed-pass-1',
        password_confirmation: '',
      }),
    });
    expect(mismatch.failure.errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const change = await call(S.update, {
      params: { id: s.id },
      payload: staffValues({
        email: s.user.email,
        employee_id: s.employee_id,
        password: 'Changed-pass-1',
        password_confirmation: 'Changed-pass-1',
      }),
    });
    expect(change.status).toBe(200);
    expect(await login(t.app, s.user.email, 'Changed-pass-1')).toBeTruthy();
  });

  it("revokes the member's tokens on a role change or password change", async () => {
    const s = await create();
    const token = await login(t.app, s.user.email, 'Staff-pass-123');
    await call(S.update, {
      params: { id: s.id },
      payload: staffValues({
        email: s.user.email,
        employee_id: s.employee_id,
        role: 'manager',
        password: '',
      }),
    });
    expect((await me(token)).status).toBe(401);
  });

  it('will not let an admin demote or deactivate themselves', async () => {
    const [mine] = await t.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.user_id, admin.user.id));
    const res = await call(S.update, {
      params: { id: mine!.id },
      payload: staffValues({
        email: admin.user.email,
        employee_id: mine!.employee_id,
        role: 'staff',
        is_active: false,
        password: '',
      }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      role: ['You cannot change your own role.'],
      is_active: ['You cannot deactivate your own account.'],
    });
  });

  it('answers 404 for a missing member and duplicate email on the field', async () => {
    expect(
      (await call(S.update, { params: { id: 999999 }, payload: staffValues({ password: '' }) }))
        .status,
    ).toBe(404);
    const a = await create();
    const b = await create();
    const res = await call(S.update, {
      params: { id: b.id },
      payload: staffValues({ email: a.user.email, employee_id: b.employee_id, password: '' }),
    });
    expect(res.failure.errors).toEqual({ email: ['The email has already been taken.'] });
  });
});

describe('POST /api/staff/:id/update-status', () => {
  it('deactivates (revoking tokens at once) and reactivates', async () => {
    const s = await create();
    const token = await login(t.app, s.user.email, 'Staff-pass-123');
    const off = await call(S.status, { params: { id: s.id }, payload: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.ok.message).toBe('Status updated successfully!');
    expect(off.ok.data.user.is_active).toBe(false);
    expect((await me(token)).status).toBe(401);
    const loginRes = await loginAs(t.app, s.user.email, 'Staff-pass-123');
    expect(loginRes.status).toBe(403);
    const on = await call(S.status, { params: { id: s.id }, payload: { is_active: true } });
    expect(on.ok.data.user.is_active).toBe(true);
    expect(await login(t.app, s.user.email, 'Staff-pass-123')).toBeTruthy();
  });

  it('requires a boolean and refuses to deactivate oneself', async () => {
    const s = await create();
    expect(
      (await call(S.status, { params: { id: s.id }, payload: { is_active: 'no' } })).status,
    ).toBe(422);
    const [mine] = await t.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.user_id, admin.user.id));
    const self = await call(S.status, { params: { id: mine!.id }, payload: { is_active: false } });
    expect(self.status).toBe(409);
    expect(self.failure.message).toBe('You cannot deactivate your own account.');
  });
});

describe('the last active admin', () => {
  it('cannot be deactivated, demoted or deleted, even by two admins at once', async () => {
    const ctx = await createTestApp();
    try {
      const a = await signIn(ctx.app, { role: 'admin', withStaff: true });
      const b = await signIn(ctx.app, { role: 'admin', withStaff: true });
      // Each admin deactivates the other at the same moment: one must be refused.
      const [r1, r2] = await Promise.all([
        callEndpoint(ctx.app, S.status, {
          params: { id: b.user.staffId! },
          token: a.token,
          payload: { is_active: false },
        }),
        callEndpoint(ctx.app, S.status, {
          params: { id: a.user.staffId! },
          token: b.token,
          payload: { is_active: false },
        }),
      ]);
      const statuses = [r1.status, r2.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]); // refused, or the caller was already deactivated
      const active = await ctx.db.select().from(users).where(eq(users.is_active, true));
      expect(active.filter((u) => u.role === 'admin')).toHaveLength(1);
      const survivor = r1.status === 200 ? a : b;
      const c = await signIn(ctx.app, { role: 'staff', withStaff: true });
      const demoteSelfViaOther = await callEndpoint(ctx.app, S.remove, {
        params: { id: c.user.staffId! },
        token: survivor.token,
      });
      expect(demoteSelfViaOther.status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('DELETE /api/staff/:id', () => {
  it('deletes the member and their login, clearing them as branch manager', async () => {
    const m = await create({ role: 'manager' });
    const branch = await createBranch(t.app, { manager_id: m.id });
    const res = await call(S.remove, { params: { id: m.id } });
    expect(res.ok).toEqual({ success: true, message: 'Staff member deleted successfully!' });
    expect((await call(S.get, { params: { id: m.id } })).status).toBe(404);
    expect(
      (await call(branchEndpoints.get, { params: { id: branch.id } })).ok.data.manager,
    ).toBeNull();
    expect((await loginAs(t.app, m.user.email, 'Staff-pass-123')).status).toBe(401);
  });

  it('refuses to delete oneself and answers 404 for a missing member', async () => {
    const [mine] = await t.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.user_id, admin.user.id));
    const self = await call(S.remove, { params: { id: mine!.id } });
    expect(self.status).toBe(409);
    expect(self.failure.message).toBe('You cannot delete your own account.');
    expect((await call(S.remove, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('PUT /api/staff/:id/permissions', () => {
  it('replaces the granted permissions with the list sent', async () => {
    const s = await create();
    const res = await call(S.permissions, {
      params: { id: s.id },
      payload: {
        permissions: ['view_accounts', 'create_transactions', 'view_accounts'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Permissions updated successfully!');
    expect(res.ok.data.permissions).toEqual(['create_transactions', 'view_accounts']);
    const cleared = await call(S.permissions, {
      params: { id: s.id },
      payload: { permissions: [] },
    });
    expect(cleared.ok.data.permissions).toEqual([]);
  });

  it('refuses unknown permission names', async () => {
    const s = await create();
    const res = await call(S.permissions, {
      params: { id: s.id },
      payload: { permissions: ['be_god'] },
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors?.['permissions.0']).toEqual(['The permission is not known.']);
  });
});

describe('GET /api/users/list', () => {
  it('offers the active users only, by name, as { id, name }', async () => {
    const zed = await create({ name: 'Zed Users-List' });
    const abe = await create({ name: 'Abe Users-List' });
    const off = await create({ name: 'Mid Users-List' });
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, off.user.id));
    const res = await call(S.users);
    expect(res.status).toBe(200);
    const mine = res.ok.data.filter((u) => u.name.endsWith('Users-List'));
    expect(mine).toEqual([
      { id: abe.user.id, name: 'Abe Users-List' },
      { id: zed.user.id, name: 'Zed Users-List' },
    ]);
  });
});
