import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints, staffEndpoints } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn, staffValues } from '../../../test/factories.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

/** The counts and the staff list, each answer parsed with its endpoint's schema. */
const counts = (search: string, token = admin) =>
  callEndpoint(t.app, dashboardEndpoints.staffCounts, { query: { search }, token });
const list = (search: string, token = admin) =>
  callEndpoint(t.app, staffEndpoints.list, { query: { search }, token });

describe('GET /api/dashboard/staff-counts', () => {
  it("counts every staff member the list's search matches, not the loaded page", async () => {
    const tag = `Counted${Date.now() % 100_000}`;
    const made: { id: number }[] = [];
    // 14 staff: more than one page of 10; 3 admins, 2 of the 14 deactivated.
    for (let i = 0; i < 14; i++) {
      const res = await callEndpoint(t.app, staffEndpoints.create, {
        token: admin,
        payload: staffValues({ name: `${tag} ${i}`, role: i < 3 ? 'admin' : 'staff' }),
      });
      expect(res.status).toBe(201);
      made.push(res.ok.data);
    }
    for (const m of made.slice(-2)) {
      const res = await callEndpoint(t.app, staffEndpoints.status, {
        params: { id: m.id },
        token: admin,
        payload: { is_active: false },
      });
      expect(res.status).toBe(200);
    }

    for (const search of [tag, `${tag} 1`, '']) {
      const c = (await counts(search)).ok.data;
      // The list's own total, whatever the page size; the parts add up to it.
      expect(c.total).toBe((await list(search)).ok.total);
      expect(c.active + c.inactive).toBe(c.total);
    }
    expect((await counts(tag)).ok.data).toEqual({
      total: 14,
      active: 12,
      inactive: 2,
      administrators: 3,
    });
  });

  it('is for admins only, like the staff list', async () => {
    const manager = (await signIn(t.app, { role: 'manager' })).token;
    expect((await counts('', manager)).status).toBe(403);
    expect((await list('', manager)).status).toBe(403);
  });
});
