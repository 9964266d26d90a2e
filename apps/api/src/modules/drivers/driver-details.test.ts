import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPlanEndpoints as plans, driverEndpoints as ep } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';

/** A picked driver's mobile and vehicle on a service: the driver's own, never another's. */
let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
});
afterAll(() => t.close());

const driver = async (payload: Record<string, unknown>) =>
  (await callEndpoint(t.app, ep.create, { payload, token: me.token })).ok.data;
const base = {
  plan_date: '2027-03-01',
  guest_name: 'Sharma Family',
  service_description: 'Pickup',
};
const create = async (o: object) =>
  (await callEndpoint(t.app, plans.create, { payload: { ...base, ...o }, token: me.token })).ok
    .data;
const update = (id: number, o: object) =>
  callEndpoint(t.app, plans.update, {
    params: { id },
    payload: { ...base, ...o },
    token: me.token,
  });
const read = async (id: number) =>
  (await callEndpoint(t.app, plans.get, { params: { id }, token: me.token })).ok.data;

describe('a day plan’s picked driver', () => {
  it('refuses another driver’s mobile and vehicle with a new driver, and takes the new one’s when blank', async () => {
    const imran = await driver({
      name: 'Imran Khan',
      mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
    });
    const suresh = await driver({
      name: 'Suresh Kumar',
      mobile: '+971 55 987 6543',
      vehicle_number: 'DXB M 10977',
    });
    const plan = await create({ driver_id: imran.id });
    expect(plan).toMatchObject({
      driver_mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
    });

    // The driver changed, the first one's details left behind: refused, both fields at once.
    const stale = await update(plan.id, {
      driver_id: suresh.id,
      driver_name: 'Suresh Kumar',
      driver_mobile: '+971 50 123 4567',
      vehicle_number: 'DXB K 48213',
    });
    expect(stale.status).toBe(422);
    expect(stale.failure.errors).toEqual({
      driver_mobile: ['The driver mobile must be blank or the picked driver’s own mobile.'],
      vehicle_number: ['The vehicle number must be blank or the picked driver’s own vehicle.'],
    });
    expect(await read(plan.id)).toMatchObject({ driver_id: imran.id, driver_name: 'Imran Khan' });

    const changed = await update(plan.id, { driver_id: suresh.id, driver_name: 'Suresh Kumar' });
    expect(changed.status).toBe(200);
    expect(await read(plan.id)).toMatchObject({
      driver_id: suresh.id,
      driver_name: 'Suresh Kumar',
      driver_mobile: '+971 55 987 6543',
      vehicle_number: 'DXB M 10977',
    });
  });

  it('stores the driver’s own details as typed, what the record lacks as sent, and the service’s own after the record changes', async () => {
    const ahmed = await driver({
      name: 'Ahmed Ali',
      mobile: '+971 52 444 1188',
      vehicle_number: null,
    });
    const plan = await create({
      driver_id: ahmed.id,
      driver_mobile: '+971-52-444-1188',
      vehicle_number: 'AUH 7 55120',
    });
    expect(plan).toMatchObject({
      driver_mobile: '+971-52-444-1188',
      vehicle_number: 'AUH 7 55120',
    });

    // The driver's record gets a new mobile: the service's unchanged details still save.
    const renamed = await callEndpoint(t.app, ep.update, {
      params: { id: ahmed.id },
      payload: { name: 'Ahmed Ali', mobile: '+971 52 999 0000', vehicle_number: 'AUH 7 55120' },
      token: me.token,
    });
    expect(renamed.status).toBe(200);
    const same = await update(plan.id, {
      driver_id: ahmed.id,
      driver_mobile: '+971-52-444-1188',
      vehicle_number: 'AUH 7 55120',
      remarks: 'Meet at gate 3',
    });
    expect(same.status).toBe(200);
    // A new service for Ahmed may not take the old mobile: it is no longer his.
    const fresh = await callEndpoint(t.app, plans.create, {
      payload: { ...base, driver_id: ahmed.id, driver_mobile: '+971 52 444 1188' },
      token: me.token,
    });
    expect(fresh.failure.errors).toEqual({
      driver_mobile: ['The driver mobile must be blank or the picked driver’s own mobile.'],
    });
  });

  it('keeps a typed driver’s details as sent', async () => {
    await driver({
      name: 'Rashid Khan',
      mobile: '+971 56 210 7788',
      vehicle_number: 'DXB L 30311',
    });
    const plan = await create({
      driver_name: 'Someone Else',
      driver_mobile: '+971 56 210 7788',
      vehicle_number: 'DXB L 30311',
    });
    expect(plan).toMatchObject({ driver_id: null, driver_mobile: '+971 56 210 7788' });
  });
});
