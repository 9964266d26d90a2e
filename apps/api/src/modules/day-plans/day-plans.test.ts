import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import { dayPlanEndpoints as ep, RATE_MESSAGES, todayIn } from '@app/contract';
import { buildApp } from '../../app.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, TEST_PASSWORD_COST } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { listDayPlans } from './day-plans.service.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, tourismStaff())).token;
});
afterAll(() => t.close());

/** A catalogued call as a tourism user, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token, ...args });
const create = (payload: object) => call(ep.create, { payload });
const plan = (o: Record<string, unknown> = {}) => ({
  plan_date: '2026-12-01',
  guest_name: 'Sharma Family',
  service_description: 'Airport pickup',
  ...o,
});

describe('day plans', () => {
  it('creates with the defaults (09:00, pending) and reads it back', async () => {
    const res = await create(
      plan({ amount: '45.50', driver_name: 'Imran', vehicle_number: 'DXB 12345' }),
    );
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Day plan created successfully!');
    expect(res.ok.data).toMatchObject({
      plan_date: '2026-12-01',
      service_time: '09:00',
      status: 'pending',
      amount: '45.50',
      // The spec's $: dollars unless another currency is chosen.
      currency: 'USD',
      hotel_name: null,
    });
    const read = await call(ep.get, { params: { id: res.ok.data.id } });
    expect(read.ok.data).toEqual(res.ok.data);
  });

  it('validates the required fields, time, status and amount', async () => {
    const res = await create({ service_time: '', status: 'later', amount: '1.234' });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      plan_date: ['The service date field is required.'],
      service_time: ['The service time field is required.'],
      guest_name: ['The guest name field is required.'],
      service_description: ['The service description field is required.'],
      status: ['The status field is required.'],
      amount: ['The amount may have at most 2 decimal places.'],
    });
    expect((await create(plan({ service_time: '24:10' }))).failure.errors).toEqual({
      service_time: ['The service time must be a time as HH:MM.'],
    });
  });

  it('lists one day in time order and filters by status, driver and search', async () => {
    const day = '2026-12-05';
    await create(
      plan({
        plan_date: day,
        service_time: '14:00',
        guest_name: 'Late Guest',
        driver_name: 'Ravi',
        status: 'confirmed',
      }),
    );
    await create(
      plan({
        plan_date: day,
        service_time: '07:30',
        guest_name: 'Early Guest',
        file_number: 'TF-2026-00077',
        driver_name: 'Imran',
      }),
    );
    await create(plan({ plan_date: '2026-12-06', guest_name: 'Other Day' }));
    const q = async (f: { status?: string; driver?: string; search?: string } = {}) =>
      (await call(ep.list, { query: { date: day, ...f } })).ok;
    const all = await q();
    expect(all).toMatchObject({ success: true, date: day });
    const guests = async (f: Parameters<typeof q>[0]) => (await q(f)).data.map((p) => p.guest_name);
    expect(all.data.map((p) => p.guest_name)).toEqual(['Early Guest', 'Late Guest']);
    expect(await guests({ status: 'confirmed' })).toEqual(['Late Guest']);
    expect(await guests({ driver: 'imr' })).toEqual(['Early Guest']);
    expect(await guests({ search: '00077' })).toEqual(['Early Guest']);
    expect(await guests({ search: 'late' })).toEqual(['Late Guest']);
    expect((await call(ep.list, { query: { date: '2026-02-30' } })).status).toBe(422);
  });

  it('takes the amount in any active currency, refused when not written as ISO writes it or switched off', async () => {
    const aed = await create(plan({ amount: '150.00', currency: 'AED' }));
    expect(aed.status).toBe(201);
    expect(aed.ok.data).toMatchObject({ amount: '150.00', currency: 'AED' });
    const refused = async (currency: string) =>
      (await create(plan({ amount: '1.00', currency }))).failure.errors;
    expect(await refused('usd')).toEqual({ currency: [RATE_MESSAGES.currencyInvalid] });
    expect(await refused('XYZ')).toEqual({ currency: [RATE_MESSAGES.currencyInvalid] });
    expect(await refused('EUR')).toEqual({ currency: [RATE_MESSAGES.currencyInactive('EUR')] });
    // Edited to another active currency, and kept on an edit that does not change it.
    const moved = await call(ep.update, {
      params: { id: aed.ok.data.id },
      payload: plan({ amount: '150.00', currency: 'INR' }),
    });
    expect(moved.ok.data).toMatchObject({ currency: 'INR' });
  });

  it('updates and deletes', async () => {
    const created = (await create(plan())).ok.data;
    const params = { id: created.id };
    const up = await call(ep.update, {
      params,
      payload: plan({ status: 'in_progress', service_time: '10:15' }),
    });
    expect(up.ok).toMatchObject({
      message: 'Day plan updated successfully!',
      data: { status: 'in_progress', service_time: '10:15' },
    });
    expect((await call(ep.remove, { params })).ok).toEqual({
      success: true,
      message: 'Day plan deleted successfully!',
    });
    expect((await call(ep.get, { params })).status).toBe(404);
    expect((await call(ep.remove, { params })).status).toBe(404);
  });
});

describe('"today" is the agency\'s day', () => {
  it('at 00:30 in Kolkata (19:00 UTC the evening before) the plan shown is the Kolkata date', async () => {
    const now = new Date('2026-11-20T19:00:00Z');
    await create(plan({ plan_date: '2026-11-21', guest_name: 'After Midnight' }));
    await create(plan({ plan_date: '2026-11-20', guest_name: 'Before Midnight' }));
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
        const res = await callEndpoint(app, ep.list, { token });
        expect(res.ok.date).toBe(todayIn(tz));
      } finally {
        await app.close();
      }
    }
  });
});
