import { reportEndpoints, ROLE_DEFAULT_PERMISSIONS, staffEndpoints } from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { login, staffValues } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

const S = staffEndpoints;
const sorted = (keys: readonly string[]) => [...keys].sort();

describe('a new staff member starts with their role’s default permissions', () => {
  test('staff and managers get their defaults when the admin sends no permissions', async ({
    callers,
  }) => {
    const { call } = await callers.admin();
    for (const role of ['staff', 'manager'] as const) {
      const res = await call(S.create, { payload: staffValues({ role }) });
      expect(res.status).toBe(201);
      expect(res.ok.data.permissions).toEqual(sorted(ROLE_DEFAULT_PERMISSIONS[role]));
    }
  });

  test('a manager so made reads reports at once; a staff member so made does not', async ({
    app: t,
    callers,
  }) => {
    const { call } = await callers.admin();
    const answers: Record<string, number> = {};
    for (const role of ['manager', 'staff'] as const) {
      const m = (await call(S.create, { payload: staffValues({ role }) })).ok.data;
      const token = await login(t.app, m.user.email, 'Staff-pass-123');
      answers[role] = (await callEndpoint(t.app, reportEndpoints.receivables, { token })).status;
    }
    expect(answers).toEqual({ manager: 200, staff: 403 });
  });

  test('an explicit list is granted as sent, even an empty one', async ({ callers }) => {
    const { call } = await callers.admin();
    const some = await call(S.create, {
      payload: staffValues({ role: 'manager', permissions: ['view_bookings', 'view_bookings'] }),
    });
    expect(some.ok.data.permissions).toEqual(['view_bookings']);
    const none = await call(S.create, { payload: staffValues({ permissions: [] }) });
    expect(none.ok.data.permissions).toEqual([]);
  });

  test('refuses an unknown key or a list that is not a list, and creates nobody', async ({
    callers,
  }) => {
    const { call } = await callers.admin();
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
