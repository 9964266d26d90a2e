import {
  auditEndpoints,
  bookingEndpoints,
  dayPlanEndpoints as plans,
  driverEndpoints as ep,
  tripEndpoints,
} from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { composeStored } from '../outbox/outbox.service.ts';
import { AGENCY_FROM } from '../documents/voucher-model.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/** The file's users and what its tests do, made once before its first test. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
  let n = 0;
  const driver = async (o: Record<string, unknown> = {}) => {
    n++;
    const payload = {
      name: `Driver ${n}`,
      mobile: '+971 50 123 4567',
      email: `driver${n}@fleet.example`,
      vehicle_number: `DXB ${n}`,
      ...o,
    };
    return (await callEndpoint(t.app, ep.create, { payload, token: me.token })).ok.data;
  };
  const addService = (payload: object) =>
    callEndpoint(t.app, plans.create, { payload, token: me.token });
  const service = async (o: Record<string, unknown>) =>
    (
      await addService({
        plan_date: '2027-02-01',
        guest_name: 'Sharma Family',
        service_description: 'Airport pickup',
        ...o,
      })
    ).ok.data;
  const drivers = async (query: Record<string, string>) =>
    (await callEndpoint(t.app, ep.list, { query, token: me.token })).ok.data;
  const dayPlans = async (query: Record<string, string>) =>
    (await callEndpoint(t.app, plans.list, { query, token: me.token })).ok.data;
  const dayPlan = async (id: number) =>
    (await callEndpoint(t.app, plans.get, { params: { id }, token: me.token })).ok.data;
  const updateDriver = (id: number, payload: object, token = me.token) =>
    callEndpoint(t.app, ep.update, { params: { id }, payload, token });
  const removeDriver = (id: number, token = me.token) =>
    callEndpoint(t.app, ep.remove, { params: { id }, token });
  const history = async (id: number) =>
    (await callEndpoint(t.app, auditEndpoints.driverHistory, { params: { id }, token: me.token }))
      .ok.data;
  const clashCheck = (payload: object, token = me.token) =>
    callEndpoint(t.app, ep.clashCheck, { payload, token });
  const emailSheet = (id: number, date: string, token = me.token) =>
    callEndpoint(t.app, ep.dutySheetEmail, { params: { id }, payload: { date }, token });
  return {
    me,
    driver,
    addService,
    service,
    drivers,
    dayPlans,
    dayPlan,
    updateDriver,
    removeDriver,
    history,
    clashCheck,
    emailSheet,
  };
});

describe('drivers', () => {
  it('creates, lists, edits and deletes a driver, with its history', async ({
    app: t,
    desk: { me, driver, drivers, updateDriver, removeDriver, history },
  }) => {
    const d = await driver({ name: 'Imran Pathan' });
    expect(d).toMatchObject({
      name: 'Imran Pathan',
      active: true,
      vehicle_number: expect.any(String),
    });
    const list = await drivers({ search: 'imran' });
    expect(list.map((x) => x.id)).toContain(d.id);
    const put = (await updateDriver(d.id, { name: 'Imran Pathan', active: false })).ok.data;
    expect(put).toMatchObject({ active: false, mobile: null });
    expect((await drivers({ active: 'true' })).map((x) => x.id)).not.toContain(d.id);
    expect((await history(d.id)).map((e) => e.action)).toEqual(['update', 'create']);
    expect((await removeDriver(d.id)).status).toBe(200);
    const gone = await callEndpoint(t.app, ep.get, { params: { id: d.id }, token: me.token });
    expect(gone.status).toBe(404);
  });

  it('validates the name, mobile and email', async ({ app: t, desk: { me } }) => {
    const res = await callEndpoint(t.app, ep.create, {
      payload: { mobile: 'call me', email: 'nope' },
      token: me.token,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.failure.errors ?? {}).sort()).toEqual(['email', 'mobile', 'name']);
  });

  it('lets a service pick a driver (copying name, mobile, vehicle) or keep a free-text name', async ({
    app: t,
    desk: { me, driver, addService, service, updateDriver, removeDriver },
  }) => {
    const d = await driver({ name: 'Suresh Kumar' });
    const picked = await service({ driver_id: d.id });
    expect(picked).toMatchObject({
      driver_id: d.id,
      driver_name: 'Suresh Kumar',
      driver_mobile: '+971 50 123 4567',
      vehicle_number: d.vehicle_number,
    });
    const typed = await service({ driver_name: 'Someone Else' });
    expect(typed).toMatchObject({ driver_id: null, driver_name: 'Someone Else' });
    const mismatch = await addService({
      plan_date: '2027-02-01',
      guest_name: 'X',
      service_description: 'Y',
      driver_id: d.id,
      driver_name: 'Not Suresh',
    });
    expect(mismatch.failure.errors).toEqual({
      driver_name: ['The driver name must be blank or the picked driver’s own name.'],
    });
    // A driver with services is kept.
    expect((await removeDriver(d.id)).status).toBe(409);
    expect((await updateDriver(d.id, { name: 'Suresh Kumar', active: false })).status).toBe(200);
    const inactive = await addService({
      plan_date: '2027-02-02',
      guest_name: 'X',
      service_description: 'Y',
      driver_id: d.id,
    });
    expect(inactive.failure.errors).toEqual({
      driver_id: ['This driver is inactive. Pick an active driver or type a name.'],
    });
    // The service that already had them keeps them when edited.
    const kept = await callEndpoint(t.app, plans.update, {
      params: { id: picked.id },
      token: me.token,
      payload: {
        plan_date: '2027-02-01',
        guest_name: 'Sharma Family',
        service_description: 'Airport pickup',
        driver_id: d.id,
      },
    });
    expect(kept.status).toBe(200);
  });
});

describe('clashes', () => {
  it('clashes at 59 minutes apart, not at 60, not on another day, not when cancelled', async ({
    desk: { driver, service, dayPlans, dayPlan },
  }) => {
    const d = await driver();
    const day = '2027-03-01';
    const a = await service({ plan_date: day, service_time: '09:00', driver_id: d.id });
    const b = await service({ plan_date: day, service_time: '09:59', driver_id: d.id });
    const c = await service({ plan_date: day, service_time: '11:00', driver_id: d.id });
    const other = await service({
      plan_date: '2027-03-02',
      service_time: '09:30',
      driver_id: d.id,
    });
    // A typed name is the same driver as the picked one of that name (any case).
    const typed = await service({
      plan_date: day,
      service_time: '11:59',
      driver_name: d.name.toUpperCase(),
    });
    await service({ plan_date: day, service_time: '11:30', driver_id: d.id, status: 'cancelled' });
    const list = await dayPlans({ date: day });
    const marks = new Map(list.map((p) => [p.id, p.clashes_with]));
    expect(marks.get(a.id)).toEqual([b.id]);
    expect(marks.get(b.id)).toEqual([a.id]);
    expect(marks.get(c.id)).toEqual([typed.id]); // 59 minutes; 09:59 to 11:00 is 61
    expect(marks.get(typed.id)).toEqual([c.id]);
    expect((await dayPlan(other.id)).clashes_with).toEqual([]);
    expect((await dayPlan(a.id)).clashes_with).toEqual([b.id]);
    // Filtering the list does not hide a clash with a service left out of the filter.
    const filtered = await dayPlans({ date: day, search: 'zzz-none' });
    expect(filtered).toEqual([]);
    const byStatus = await dayPlans({ date: day, status: 'pending' });
    expect(byStatus.find((p) => p.id === c.id)!.clashes_with).toEqual([typed.id]);
  });

  it('checks proposed services before saving, against stored ones and each other', async ({
    desk: { driver, service, clashCheck },
  }) => {
    const d = await driver();
    const day = '2027-03-05';
    const stored = await service({ plan_date: day, service_time: '10:00', driver_id: d.id });
    const res = await clashCheck({
      driver_id: d.id,
      services: [
        { plan_date: day, service_time: '10:59' },
        { plan_date: day, service_time: '11:00' },
        { plan_date: day, service_time: '09:00' },
        { plan_date: '2027-03-06', service_time: '10:00' },
      ],
    });
    expect(res.status).toBe(200);
    const [late, hour, early, nextDay] = res.ok.data;
    expect(late!.clashes).toEqual([
      expect.objectContaining({ id: stored.id, service_time: '10:00', minutes_apart: 59 }),
    ]);
    expect(late!.clashes_in_request).toEqual([1]);
    expect(hour!.clashes).toEqual([]);
    expect(early!.clashes).toEqual([]); // exactly 60 minutes before
    expect(nextDay!.clashes).toEqual([]);
    // The service being edited does not clash with itself; a typed name is checked by name.
    const self = await clashCheck({
      driver_name: d.name,
      exclude_id: stored.id,
      services: [{ plan_date: day, service_time: '10:30' }],
    });
    expect(self.ok.data[0]!.clashes).toEqual([]);
  });
});

describe('duty sheet', () => {
  it('lists the driver’s day in time order with guest, pickup, hotel, flight and mobile; the PDF says the same', async ({
    app: t,
    desk: { me, driver, service },
  }) => {
    const d = await driver({ name: 'Ahmed Ali' });
    const created = await callEndpoint(t.app, bookingEndpoints.create, {
      token: me.token,
      payload: {
        guest_name: 'Kapoor Family',
        guest_mobile: '+91 99000 11122',
        sale_amount: '100.00',
        purchase_amount: '50.00',
        accommodations: [
          {
            hotel_name: 'Atlantis The Palm',
            check_in_date: '2027-04-01',
            check_out_date: '2027-04-03',
          },
        ],
        flights: [
          {
            flight_type: 'arrival',
            airline: 'Emirates',
            flight_number: 'EK 501',
            flight_date: '2027-04-01',
          },
        ],
      },
    });
    // The lines are the detail's: the create answers the booking itself.
    const b = (
      await callEndpoint(t.app, bookingEndpoints.get, {
        params: { id: created.ok.data.id },
        token: me.token,
      })
    ).ok.data;
    await service({
      plan_date: '2027-04-01',
      service_time: '18:00',
      driver_id: d.id,
      guest_name: 'Evening Guest',
    });
    const scheduled = await callEndpoint(t.app, tripEndpoints.schedule, {
      params: { id: b.id },
      token: me.token,
      payload: {
        items: [{ kind: 'flight', line_id: b.flights[0]!.id, service_time: '06:30' }],
        driver_id: d.id,
      },
    });
    expect(scheduled.status).toBe(201);
    await service({
      plan_date: '2027-04-01',
      service_time: '07:00',
      driver_name: 'ahmed ali',
      guest_name: 'Typed Guest',
    });
    await service({ plan_date: '2027-04-01', service_time: '12:00', driver_name: 'Someone Else' });
    const sheet = (
      await callEndpoint(t.app, ep.dutySheet, {
        params: { id: d.id },
        query: { date: '2027-04-01' },
        token: me.token,
      })
    ).ok.data;
    expect(sheet.services.map((s) => [s.service_time, s.guest_name])).toEqual([
      ['06:30', 'Kapoor Family'],
      ['07:00', 'Typed Guest'],
      ['18:00', 'Evening Guest'],
    ]);
    expect(sheet.services[0]).toMatchObject({
      hotel_name: 'Atlantis The Palm',
      flight: 'EK 501 · Arrival',
      mobile: '+91 99000 11122',
      file_number: b.file_number,
      clash: true,
    });
    expect(sheet.services[2]!.clash).toBe(false);
    expect(sheet.document.columns).toEqual([
      'Time',
      'Guest',
      'Pickup',
      'Hotel',
      'Flight',
      'Mobile',
      'File',
    ]);
    expect(sheet.document.rows[0]![0]).toBe('06:30 (clash)');
    const pdf = await requestFile(t.app, {
      url: `/api/drivers/${d.id}/duty-sheet/pdf?date=2027-04-01`,
      token: me.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.raw)).join(' ');
    expect(text).toContain('Driver Duty Sheet');
    expect(text).toContain('Ahmed Ali');
    expect(text.indexOf('Kapoor Family')).toBeLessThan(text.indexOf('Typed Guest'));
    expect(text.indexOf('Typed Guest')).toBeLessThan(text.indexOf('Evening Guest'));
    expect(text).toContain('EK 501 · Arrival');
    expect(text).toContain('+91 99000 11122');
    expect(text).not.toContain('Someone Else');
  });

  it('emails the duty sheet to the driver, and refuses without an address or services', async ({
    app: t,
    desk: { driver, service, history, emailSheet },
  }) => {
    const d = await driver({ name: 'Mail Driver' });
    await service({ plan_date: '2027-05-01', service_time: '08:00', driver_id: d.id });
    const res = await emailSheet(d.id, '2027-05-01');
    expect(res.status).toBe(202);
    expect(res.ok).toMatchObject({
      message: 'Duty sheet emailed successfully!',
      data: { state: 'queued', to: d.email },
    });
    const eml = (await composeStored(t.db, res.ok.data.id, AGENCY_FROM)).toString();
    expect(eml).toContain(`filename=Duty-Sheet-${d.id}-2027-05-01.pdf`);
    expect(eml).toMatch(new RegExp(`^To: ${d.email}`, 'm'));
    const empty = await emailSheet(d.id, '2027-05-02');
    expect(empty.failure.errors).toEqual({ date: ['This driver has no services on that day.'] });
    const noMail = await driver({ email: null });
    const none = await emailSheet(noMail.id, '2027-05-01');
    expect(none.failure.errors).toEqual({
      email: ['This driver has no email address. Enter one to send the duty sheet to.'],
    });
    expect((await history(d.id))[0]).toMatchObject({
      action: 'duty_sheet_email',
      note: `2027-05-01 to ${d.email}`,
    });
  });
});

describe('permissions', () => {
  it('refuses staff without the day-plan keys', async ({
    app: t,
    desk: { driver, updateDriver, removeDriver, clashCheck, emailSheet },
  }) => {
    const d = await driver();
    const viewer = await signIn(t.app, { role: 'staff', permissions: ['view_day_plans'] });
    const nobody = await signIn(t.app, { role: 'staff', permissions: [] });
    const calls: [string, (token: string) => Promise<{ status: number }>][] = [
      ['GET /api/drivers', (token) => callEndpoint(t.app, ep.list, { token })],
      [
        'GET duty-sheet',
        (token) => callEndpoint(t.app, ep.dutySheet, { params: { id: d.id }, token }),
      ],
      [
        'POST clash-check',
        (token) =>
          clashCheck({ services: [{ plan_date: '2027-01-01', service_time: '10:00' }] }, token),
      ],
    ];
    for (const [name, call] of calls) {
      expect((await call(nobody.token)).status, name).toBe(403);
      expect((await call(viewer.token)).status, name).toBe(200);
    }
    const create = await callEndpoint(t.app, ep.create, {
      payload: { name: 'X' },
      token: viewer.token,
    });
    expect(create.status).toBe(403);
    expect((await updateDriver(d.id, { name: 'X' }, viewer.token)).status).toBe(403);
    expect((await removeDriver(d.id, viewer.token)).status).toBe(403);
    expect((await emailSheet(d.id, '2027-01-01', viewer.token)).status).toBe(403);
  });
});
