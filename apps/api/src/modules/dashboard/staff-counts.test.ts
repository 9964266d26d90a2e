import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { signIn, staffValues } from '../../../test/factories.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  request(t.app, { method: 'GET', url: `/api${url}`, token });

describe('GET /api/dashboard/staff-counts (issue 17)', () => {
  it("counts every staff member the list's search matches, not the loaded page", async () => {
    const tag = `Counted${Date.now() % 100_000}`;
    const made: { id: number }[] = [];
    // 14 staff: more than one page of 10; 3 admins, 2 of the 14 deactivated.
    for (let i = 0; i < 14; i++) {
      const res = await request(t.app, {
        method: 'POST',
        url: '/api/staff',
        token: admin,
        payload: staffValues({ name: `${tag} ${i}`, role: i < 3 ? 'admin' : 'staff' }),
      });
      expect(res.status).toBe(201);
      made.push(res.body.data as { id: number });
    }
    for (const m of made.slice(-2)) {
      const res = await request(t.app, {
        method: 'POST',
        url: `/api/staff/${m.id}/update-status`,
        token: admin,
        payload: { is_active: false },
      });
      expect(res.status).toBe(200);
    }

    for (const search of [tag, `${tag} 1`, '']) {
      const q = search ? `?search=${encodeURIComponent(search)}` : '';
      const list = await get(`/staff${q}`);
      const counts = await get(`/dashboard/staff-counts${q}`);
      expect(counts.status).toBe(200);
      const c = counts.body.data;
      // The list's own total, whatever the page size; the parts add up to it.
      expect(c.total).toBe(list.body.total);
      expect(c.active + c.inactive).toBe(c.total);
    }
    const tagged = (await get(`/dashboard/staff-counts?search=${tag}`)).body.data;
    expect(tagged).toEqual({ total: 14, active: 12, inactive: 2, administrators: 3 });
  });

  it('is for admins only, like the staff list', async () => {
    const manager = (await signIn(t.app, { role: 'manager' })).token;
    expect((await get('/dashboard/staff-counts', manager)).status).toBe(403);
    expect((await get('/staff', manager)).status).toBe(403);
  });
});
