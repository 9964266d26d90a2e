import { dashboardEndpoints, staffEndpoints } from '@app/contract';
import { staffValues } from '../../../test/factories.ts';
import type { Caller } from '../../../test/fixture.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** The counts and the staff list, each answer parsed with its endpoint's schema. */
const counts = (caller: Caller, search: string) =>
  caller.call(dashboardEndpoints.staffCounts, { query: { search } });
const list = (caller: Caller, search: string) =>
  caller.call(staffEndpoints.list, { query: { search } });

describe('GET /api/dashboard/staff-counts', () => {
  test("counts every staff member the list's search matches, not the loaded page", async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const tag = `Counted${Date.now() % 100_000}`;
    const made: { id: number }[] = [];
    // 14 staff: more than one page of 10; 3 admins, 2 of the 14 deactivated.
    for (let i = 0; i < 14; i++) {
      const res = await admin.call(staffEndpoints.create, {
        payload: staffValues({ name: `${tag} ${i}`, role: i < 3 ? 'admin' : 'staff' }),
      });
      expect(res.status).toBe(201);
      made.push(res.ok.data);
    }
    for (const m of made.slice(-2)) {
      const res = await admin.call(staffEndpoints.status, {
        params: { id: m.id },
        payload: { is_active: false },
      });
      expect(res.status).toBe(200);
    }

    for (const search of [tag, `${tag} 1`, '']) {
      const c = (await counts(admin, search)).ok.data;
      // The list's own total, whatever the page size; the parts add up to it.
      expect(c.total).toBe((await list(admin, search)).ok.total);
      expect(c.active + c.inactive).toBe(c.total);
    }
    expect((await counts(admin, tag)).ok.data).toEqual({
      total: 14,
      active: 12,
      inactive: 2,
      administrators: 3,
    });
  });

  test('is for admins only, like the staff list', async ({ callers }) => {
    const manager = await callers.manager();
    expect((await counts(manager, '')).status).toBe(403);
    expect((await list(manager, '')).status).toBe(403);
  });
});
