import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { parsedRequest } from '../bookings/parsed-request.ts';
import { signIn, tourismStaff } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { composeStored } from '../outbox/outbox.service.ts';
import { AGENCY_FROM } from '../vouchers/voucher-model.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Ops Omar' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = me.token) =>
  parsedRequest(t.app, { method, url, token, payload });
const ok = async (method: Method, url: string, payload?: object) => {
  const r = await api(method, url, payload);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

let n = 0;
const driver = (o: Record<string, unknown> = {}) =>
  ok('POST', '/api/drivers', {
    name: `Driver ${++n}`,
    mobile: '+971 50 123 4567',
    email: `driver${n}@fleet.example`,
    vehicle_number: `DXB ${n}`,
    ...o,
  });
const service = (o: Record<string, unknown>) =>
  ok('POST', '/api/day-plans', {
    plan_date: '2027-02-01',
    guest_name: 'Sharma Family',
    service_description: 'Airport pickup',
    ...o,
  });

describe('drivers', () => {
  it('creates, lists, edits and deletes a driver, with its history', async () => {
    const d = await driver({ name: 'Imran Pathan' });
    expect(d).toMatchObject({
      name: 'Imran Pathan',
      active: true,
      vehicle_number: expect.any(String),
    });
    const list = await ok('GET', '/api/drivers?search=imran');
    expect(list.map((x: any) => x.id)).toContain(d.id);
    const put = await ok('PUT', `/api/drivers/${d.id}`, { name: 'Imran Pathan', active: false });
    expect(put).toMatchObject({ active: false, mobile: null });
    expect((await ok('GET', '/api/drivers?active=true')).map((x: any) => x.id)).not.toContain(d.id);
    const history = await ok('GET', `/api/drivers/${d.id}/history`);
    expect(history.map((e: any) => e.action)).toEqual(['update', 'create']);
    expect((await api('DELETE', `/api/drivers/${d.id}`)).status).toBe(200);
    expect((await api('GET', `/api/drivers/${d.id}`)).status).toBe(404);
  });

  it('validates the name, mobile and email', async () => {
    const res = await api('POST', '/api/drivers', { mobile: 'call me', email: 'nope' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'mobile', 'name']);
  });

  it('lets a service pick a driver (copying name, mobile, vehicle) or keep a free-text name', async () => {
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
    const mismatch = await api('POST', '/api/day-plans', {
      plan_date: '2027-02-01',
      guest_name: 'X',
      service_description: 'Y',
      driver_id: d.id,
      driver_name: 'Not Suresh',
    });
    expect(mismatch.body.errors).toEqual({
      driver_name: ['The driver name must be blank or the picked driver’s own name.'],
    });
    // A driver with services is kept.
    expect((await api('DELETE', `/api/drivers/${d.id}`)).status).toBe(409);
    await ok('PUT', `/api/drivers/${d.id}`, { name: 'Suresh Kumar', active: false });
    const inactive = await api('POST', '/api/day-plans', {
      plan_date: '2027-02-02',
      guest_name: 'X',
      service_description: 'Y',
      driver_id: d.id,
    });
    expect(inactive.body.errors).toEqual({
      driver_id: ['This driver is inactive. Pick an active driver or type a name.'],
    });
    // The service that already had them keeps them when edited.
    const kept = await api('PUT', `/api/day-plans/${picked.id}`, {
      plan_date: '2027-02-01',
      guest_name: 'Sharma Family',
      service_description: 'Airport pickup',
      driver_id: d.id,
    });
    expect(kept.status).toBe(200);
  });
});

describe('clashes', () => {
  it('clashes at 59 minutes apart, not at 60, not on another day, not when cancelled', async () => {
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
    const list = await ok('GET', `/api/day-plans?date=${day}`);
    const marks = new Map(list.map((p: any) => [p.id, p.clashes_with]));
    expect(marks.get(a.id)).toEqual([b.id]);
    expect(marks.get(b.id)).toEqual([a.id]);
    expect(marks.get(c.id)).toEqual([typed.id]); // 59 minutes; 09:59 to 11:00 is 61
    expect(marks.get(typed.id)).toEqual([c.id]);
    expect((await ok('GET', `/api/day-plans/${other.id}`)).clashes_with).toEqual([]);
    expect((await ok('GET', `/api/day-plans/${a.id}`)).clashes_with).toEqual([b.id]);
    // Filtering the list does not hide a clash with a service left out of the filter.
    const filtered = await ok('GET', `/api/day-plans?date=${day}&search=zzz-none`);
    expect(filtered).toEqual([]);
    const byStatus = await ok('GET', `/api/day-plans?date=${day}&status=pending`);
    expect(byStatus.find((p: any) => p.id === c.id).clashes_with).toEqual([typed.id]);
  });

  it('checks proposed services before saving, against stored ones and each other', async () => {
    const d = await driver();
    const day = '2027-03-05';
    const stored = await service({ plan_date: day, service_time: '10:00', driver_id: d.id });
    const res = await api('POST', '/api/day-plans/clash-check', {
      driver_id: d.id,
      services: [
        { plan_date: day, service_time: '10:59' },
        { plan_date: day, service_time: '11:00' },
        { plan_date: day, service_time: '09:00' },
        { plan_date: '2027-03-06', service_time: '10:00' },
      ],
    });
    expect(res.status).toBe(200);
    const [late, hour, early, nextDay] = res.body.data;
    expect(late.clashes).toEqual([
      expect.objectContaining({ id: stored.id, service_time: '10:00', minutes_apart: 59 }),
    ]);
    expect(late.clashes_in_request).toEqual([1]);
    expect(hour.clashes).toEqual([]);
    expect(early.clashes).toEqual([]); // exactly 60 minutes before
    expect(nextDay.clashes).toEqual([]);
    // The service being edited does not clash with itself; a typed name is checked by name.
    const self = await ok('POST', '/api/day-plans/clash-check', {
      driver_name: d.name,
      exclude_id: stored.id,
      services: [{ plan_date: day, service_time: '10:30' }],
    });
    expect(self[0].clashes).toEqual([]);
  });
});

describe('duty sheet', () => {
  it('lists the driver’s day in time order with guest, pickup, hotel, flight and mobile; the PDF says the same', async () => {
    const d = await driver({ name: 'Ahmed Ali' });
    const b = await ok('POST', '/api/bookings', {
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
    });
    await service({
      plan_date: '2027-04-01',
      service_time: '18:00',
      driver_id: d.id,
      guest_name: 'Evening Guest',
    });
    await ok('POST', `/api/bookings/${b.id}/services`, {
      items: [{ kind: 'flight', line_id: b.flights[0].id, service_time: '06:30' }],
      driver_id: d.id,
    });
    await service({
      plan_date: '2027-04-01',
      service_time: '07:00',
      driver_name: 'ahmed ali',
      guest_name: 'Typed Guest',
    });
    await service({ plan_date: '2027-04-01', service_time: '12:00', driver_name: 'Someone Else' });
    const sheet = await ok('GET', `/api/drivers/${d.id}/duty-sheet?date=2027-04-01`);
    expect(sheet.services.map((s: any) => [s.service_time, s.guest_name])).toEqual([
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
    expect(sheet.services[2].clash).toBe(false);
    expect(sheet.document.columns).toEqual([
      'Time',
      'Guest',
      'Pickup',
      'Hotel',
      'Flight',
      'Mobile',
      'File',
    ]);
    expect(sheet.document.rows[0][0]).toBe('06:30 (clash)');
    const pdf = await api('GET', `/api/drivers/${d.id}/duty-sheet/pdf?date=2027-04-01`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/drivers/${d.id}/duty-sheet/pdf?date=2027-04-01`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    const text = (await pdfPages(res.rawPayload)).join(' ');
    expect(text).toContain('Driver Duty Sheet');
    expect(text).toContain('Ahmed Ali');
    expect(text.indexOf('Kapoor Family')).toBeLessThan(text.indexOf('Typed Guest'));
    expect(text.indexOf('Typed Guest')).toBeLessThan(text.indexOf('Evening Guest'));
    expect(text).toContain('EK 501 · Arrival');
    expect(text).toContain('+91 99000 11122');
    expect(text).not.toContain('Someone Else');
  });

  it('emails the duty sheet to the driver, and refuses without an address or services', async () => {
    const d = await driver({ name: 'Mail Driver' });
    await service({ plan_date: '2027-05-01', service_time: '08:00', driver_id: d.id });
    const res = await api('POST', `/api/drivers/${d.id}/duty-sheet/email`, { date: '2027-05-01' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      message: 'Duty sheet emailed successfully!',
      data: { state: 'queued', to: d.email },
    });
    const eml = (await composeStored(t.db, res.body.data.id, AGENCY_FROM)).toString();
    expect(eml).toContain(`filename=Duty-Sheet-${d.id}-2027-05-01.pdf`);
    expect(eml).toMatch(new RegExp(`^To: ${d.email}`, 'm'));
    const empty = await api('POST', `/api/drivers/${d.id}/duty-sheet/email`, {
      date: '2027-05-02',
    });
    expect(empty.body.errors).toEqual({ date: ['This driver has no services on that day.'] });
    const noMail = await driver({ email: null });
    const none = await api('POST', `/api/drivers/${noMail.id}/duty-sheet/email`, {
      date: '2027-05-01',
    });
    expect(none.body.errors).toEqual({
      email: ['This driver has no email address. Enter one to send the duty sheet to.'],
    });
    const history = await ok('GET', `/api/drivers/${d.id}/history`);
    expect(history[0]).toMatchObject({
      action: 'duty_sheet_email',
      note: `2027-05-01 to ${d.email}`,
    });
  });
});

describe('permissions', () => {
  it('refuses staff without the day-plan keys', async () => {
    const d = await driver();
    const viewer = await signIn(t.app, { role: 'staff', permissions: ['view_day_plans'] });
    const nobody = await signIn(t.app, { role: 'staff', permissions: [] });
    const calls: [Method, string, object?][] = [
      ['GET', '/api/drivers'],
      ['GET', `/api/drivers/${d.id}/duty-sheet`],
      [
        'POST',
        '/api/day-plans/clash-check',
        { services: [{ plan_date: '2027-01-01', service_time: '10:00' }] },
      ],
    ];
    for (const [m, url, body] of calls) {
      expect((await api(m, url, body, nobody.token)).status).toBe(403);
      expect((await api(m, url, body, viewer.token)).status).toBe(200);
    }
    expect((await api('POST', '/api/drivers', { name: 'X' }, viewer.token)).status).toBe(403);
    expect((await api('PUT', `/api/drivers/${d.id}`, { name: 'X' }, viewer.token)).status).toBe(
      403,
    );
    expect((await api('DELETE', `/api/drivers/${d.id}`, undefined, viewer.token)).status).toBe(403);
    const email = { date: '2027-01-01' };
    expect(
      (await api('POST', `/api/drivers/${d.id}/duty-sheet/email`, email, viewer.token)).status,
    ).toBe(403);
  });
});
