import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@app/contract';
import { buildApp } from '../../app.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request, TEST_PASSWORD_COST } from '../../../test/app.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { listDayPlans } from './day-plans.service.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, tourismStaff())).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  request(t.app, { method, url, token, payload });
const plan = (o: Record<string, unknown> = {}) => ({
  plan_date: '2026-12-01',
  guest_name: 'Sharma Family',
  service_description: 'Airport pickup',
  ...o,
});

describe('day plans', () => {
  it('creates with the defaults (09:00, pending) and reads it back', async () => {
    const res = await api(
      'POST',
      '/api/day-plans',
      plan({ amount: '45.50', driver_name: 'Imran', vehicle_number: 'DXB 12345' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Day plan created successfully!');
    expect(res.body.data).toMatchObject({
      plan_date: '2026-12-01',
      service_time: '09:00',
      status: 'pending',
      amount: '45.50',
      hotel_name: null,
    });
    expect((await api('GET', `/api/day-plans/${res.body.data.id}`)).body.data).toEqual(
      res.body.data,
    );
  });

  it('validates the required fields, time, status and amount', async () => {
    const res = await api('POST', '/api/day-plans', {
      service_time: '',
      status: 'later',
      amount: '1.234',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      plan_date: ['The service date field is required.'],
      service_time: ['The service time field is required.'],
      guest_name: ['The guest name field is required.'],
      service_description: ['The service description field is required.'],
      status: ['The status field is required.'],
      amount: ['The amount may have at most 2 decimal places.'],
    });
    expect(
      (await api('POST', '/api/day-plans', plan({ service_time: '24:10' }))).body.errors,
    ).toEqual({ service_time: ['The service time must be a time as HH:MM.'] });
  });

  it('lists one day in time order and filters by status, driver and search', async () => {
    const day = '2026-12-05';
    await api(
      'POST',
      '/api/day-plans',
      plan({
        plan_date: day,
        service_time: '14:00',
        guest_name: 'Late Guest',
        driver_name: 'Ravi',
        status: 'confirmed',
      }),
    );
    await api(
      'POST',
      '/api/day-plans',
      plan({
        plan_date: day,
        service_time: '07:30',
        guest_name: 'Early Guest',
        file_number: 'TF-2026-00077',
        driver_name: 'Imran',
      }),
    );
    await api('POST', '/api/day-plans', plan({ plan_date: '2026-12-06', guest_name: 'Other Day' }));
    const q = async (s: string) => (await api('GET', `/api/day-plans?date=${day}${s}`)).body;
    const all = await q('');
    expect(all).toMatchObject({ success: true, date: day });
    expect(all.data.map((p: any) => p.guest_name)).toEqual(['Early Guest', 'Late Guest']);
    expect((await q('&status=confirmed')).data.map((p: any) => p.guest_name)).toEqual([
      'Late Guest',
    ]);
    expect((await q('&driver=imr')).data.map((p: any) => p.guest_name)).toEqual(['Early Guest']);
    expect((await q('&search=00077')).data.map((p: any) => p.guest_name)).toEqual(['Early Guest']);
    expect((await q('&search=late')).data.map((p: any) => p.guest_name)).toEqual(['Late Guest']);
    expect((await api('GET', '/api/day-plans?date=2026-02-30')).status).toBe(422);
  });

  it('updates and deletes', async () => {
    const created = (await api('POST', '/api/day-plans', plan())).body.data;
    const up = await api(
      'PUT',
      `/api/day-plans/${created.id}`,
      plan({ status: 'in_progress', service_time: '10:15' }),
    );
    expect(up.body).toMatchObject({
      message: 'Day plan updated successfully!',
      data: { status: 'in_progress', service_time: '10:15' },
    });
    expect((await api('DELETE', `/api/day-plans/${created.id}`)).body).toEqual({
      success: true,
      message: 'Day plan deleted successfully!',
    });
    expect((await api('GET', `/api/day-plans/${created.id}`)).status).toBe(404);
    expect((await api('DELETE', `/api/day-plans/${created.id}`)).status).toBe(404);
  });
});

describe('"today" is the agency\'s day', () => {
  it('at 00:30 in Kolkata (19:00 UTC the evening before) the plan shown is the Kolkata date', async () => {
    const now = new Date('2026-11-20T19:00:00Z');
    await api(
      'POST',
      '/api/day-plans',
      plan({ plan_date: '2026-11-21', guest_name: 'After Midnight' }),
    );
    await api(
      'POST',
      '/api/day-plans',
      plan({ plan_date: '2026-11-20', guest_name: 'Before Midnight' }),
    );
    const kolkata = await listDayPlans(t.db, {}, 'Asia/Kolkata', now);
    expect(kolkata.date).toBe('2026-11-21');
    expect(kolkata.plans.map((p) => p.guest_name)).toEqual(['After Midnight']);
    const utc = await listDayPlans(t.db, {}, 'UTC', now);
    expect(utc.date).toBe('2026-11-20');
    expect(utc.plans.map((p) => p.guest_name)).toEqual(['Before Midnight']);
  });

  it('the API defaults the date with APP_TIMEZONE', async () => {
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const app = await buildApp({
        db: t.db,
        dataDir: t.app.dataDir,
        passwordCost: TEST_PASSWORD_COST,
        appTimezone: tz,
      });
      try {
        const res = await request(app, { method: 'GET', url: '/api/day-plans', token });
        expect(res.body.date).toBe(todayIn(tz));
      } finally {
        await app.close();
      }
    }
  });
});
