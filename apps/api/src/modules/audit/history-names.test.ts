import {
  auditEndpoints,
  bookingEndpoints as ep,
  driverEndpoints,
  tripEndpoints,
} from '@app/contract';
import { createAgent, createUser } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * History reads like the record's page: the records a record points at by their names, no key
 * that only links records for the code, and a void's reason once.
 */
const values = (o: Record<string, unknown> = {}) => ({
  guest_name: 'Rahul Kapoor',
  sale_amount: '5000.00',
  purchase_amount: '3000.00',
  ...o,
});
/** The file's tests act as its admin; `history` reads a booking's History. */
const it = test.extend('desk', { scope: 'file' }, async ({ callers }) => {
  const { call } = await callers.admin();
  const history = async (id: number) =>
    (await call(auditEndpoints.bookingHistory, { params: { id } })).ok.data;
  return { call, history };
});

describe('History names what a record points at', () => {
  it('an agent and a person by name, on a create and on a change', async ({
    app: t,
    desk: { call, history },
  }) => {
    const first = await createAgent(t.app, { name: 'Blue Sky Tours' });
    const second = await createAgent(t.app, { name: 'Desert Rose Travel' });
    const ops = await createUser(t.app, { name: 'Priya Nair' });
    const b = (
      await call(ep.create, { payload: values({ agent_id: first.id, ops_person_id: ops.id }) })
    ).ok.data;
    await call(ep.update, { params: { id: b.id }, payload: values({ agent_id: second.id }) });
    const [changed, created] = await history(b.id);
    expect(created!.changes).toContainEqual(
      expect.objectContaining({ field: 'agent_id', label: 'Agent', after: 'Blue Sky Tours' }),
    );
    expect(created!.changes).toContainEqual(
      expect.objectContaining({ field: 'ops_person_id', label: 'Ops person', after: 'Priya Nair' }),
    );
    expect(changed!.changes).toContainEqual(
      expect.objectContaining({
        field: 'agent_id',
        before: 'Blue Sky Tours',
        after: 'Desert Rose Travel',
      }),
    );
  });

  it('a scheduled service names its driver and shows no internal source keys', async ({
    desk: { call, history },
  }) => {
    const driver = await call(driverEndpoints.create, {
      payload: { name: 'Imran Khan', mobile: '+971 50 1234567' },
    });
    expect(driver.status).toBe(201);
    const b = (
      await call(ep.create, {
        payload: values({
          tours: [
            {
              service_name: 'City tour',
              service_date: '2026-12-02',
              pickup_time: '09:00',
              transfer_type: 'PVT',
            },
          ],
        }),
      })
    ).ok.data;
    const tour = (await call(ep.get, { params: { id: b.id } })).ok.data.tours[0]!;
    const scheduled = await call(tripEndpoints.schedule, {
      params: { id: b.id },
      payload: { items: [{ kind: 'tour', line_id: tour.id }], driver_id: driver.ok.data.id },
    });
    expect(scheduled.status).toBe(201);
    const service = (await history(b.id)).find((e) => e.record_type === 'day_plan')!;
    expect(service.changes).toContainEqual(
      expect.objectContaining({ field: 'driver_id', label: 'Driver', after: 'Imran Khan' }),
    );
    const fields = service.changes.map((c) => c.field);
    for (const internal of ['source_kind', 'source_line_id', 'booking_id'])
      expect(fields).not.toContain(internal);
    // The file is still named, by its number.
    expect(service.changes).toContainEqual(
      expect.objectContaining({ field: 'file_number', after: b.file_number }),
    );
  });

  it('a void says its reason once, as its note, and what was voided', async ({
    desk: { call, history },
  }) => {
    const b = (await call(ep.create, { payload: values() })).ok.data;
    const paid = await call(ep.addPayment, {
      params: { id: b.id },
      payload: { payment_date: '2026-01-05', amount: '1000', payment_method: 'cash' },
    });
    await call(ep.voidPayment, {
      params: { id: b.id, paymentId: paid.ok.data.payments[0]!.id },
      payload: { reason: 'Bounced' },
    });
    const voided = (await history(b.id)).find((e) => e.action === 'void')!;
    expect(voided.note).toBe('Bounced');
    expect(JSON.stringify(voided.changes)).not.toContain('Bounced');
    expect(voided.changes).toEqual([
      expect.objectContaining({ field: 'amount', kind: 'money', before: null, after: '1000.00' }),
    ]);
  });
});
