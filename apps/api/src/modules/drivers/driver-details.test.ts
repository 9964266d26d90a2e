import { dayPlanEndpoints as plans, driverEndpoints as ep } from '@app/contract';
import type { Endpoint } from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** A picked driver's mobile and vehicle on a service: the driver's own, never another's. */
const base = {
  plan_date: '2027-03-01',
  guest_name: 'Sharma Family',
  service_description: 'Pickup',
};

/** A tourism desk user, and the drivers and services they make and read. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
  const call = <E extends Endpoint>(e: E, args: CallArgs<E>) =>
    callEndpoint(t.app, e, { token: me.token, ...args });
  return {
    me,
    driver: async (payload: Record<string, unknown>) =>
      (await call(ep.create, { payload })).ok.data,
    create: async (o: object) => (await call(plans.create, { payload: { ...base, ...o } })).ok.data,
    update: (id: number, o: object) =>
      call(plans.update, { params: { id }, payload: { ...base, ...o } }),
    read: async (id: number) => (await call(plans.get, { params: { id } })).ok.data,
  };
});

describe('a day plan’s picked driver', () => {
  it('refuses another driver’s mobile and vehicle with a new driver, and takes the new one’s when blank', async ({
    desk: { driver, create, update, read },
  }) => {
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

  it('stores the driver’s own details as typed, what the record lacks as sent, and the service’s own after the record changes', async ({
    app: t,
    desk: { me, driver, create, update },
  }) => {
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

  it('keeps a typed driver’s details as sent', async ({ desk: { driver, create } }) => {
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
