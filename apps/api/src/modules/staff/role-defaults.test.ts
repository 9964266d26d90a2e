import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import { reportEndpoints, ROLE_DEFAULT_PERMISSIONS, staffEndpoints } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { login, signIn, staffValues } from '../../../test/factories.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin', withStaff: true })).token;
});
afterAll(() => t.close());

const S = staffEndpoints;
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: admin, ...args });
const sorted = (keys: readonly string[]) => [...keys].sort();

describe('a new staff member starts with their role’s default permissions', () => {
  it('staff and managers get their defaults when the admin sends no permissions', async () => {
    for (const role of ['staff', 'manager'] as const) {
      const res = await call(S.create, { payload: staffValues({ role }) });
      expect(res.status).toBe(201);
      expect(res.ok.data.permissions).toEqual(sorted(ROLE_DEFAULT_PERMISSIONS[role]));
    }
  });

  it('a manager so made reads reports at once; a staff member so made does not', async () => {
    const answers: Record<string, number> = {};
    for (const role of ['manager', 'staff'] as const) {
      const m = (await call(S.create, { payload: staffValues({ role }) })).ok.data;
      const token = await login(t.app, m.user.email, 'Staff-pass-123');
      answers[role] = (await callEndpoint(t.app, reportEndpoints.receivables, { token })).status;
    }
    expect(answers).toEqual({ manager: 200, staff: 403 });
  });

  it('an explicit list is granted as sent, even an empty one', async () => {
    const some = await call(S.create, {
      payload: staffValues({ role: 'manager', permissions: ['view_bookings', 'view_bookings'] }),
    });
    expect(some.ok.data.permissions).toEqual(['view_bookings']);
    const none = await call(S.create, { payload: staffValues({ permissions: [] }) });
    expect(none.ok.data.permissions).toEqual([]);
  });

  it('refuses an unknown key or a list that is not a list, and creates nobody', async () => {
    const email = 'not-made@test.example';
    const bad = await call(S.create, {
      payload: staffValues({ email, permissions: ['view_bookings', 'fly_planes'] }),
    });
    expect(bad.status).toBe(422);
    expect(bad.failure.errors).toMatchObject({
      'permissions.1': ['The permission is not known.'],
    });
    const notList = await call(S.create, {
      payload: staffValues({ email, permissions: 'view_bookings' }),
    });
    expect(notList.status).toBe(422);
    expect(notList.failure.errors).toMatchObject({
      permissions: ['The permissions must be a list.'],
    });
    const list = await call(S.list, { query: { search: email } });
    expect(list.ok.data).toHaveLength(0);
  });
});
