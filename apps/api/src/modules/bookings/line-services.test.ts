import {
  addDays,
  bookingEndpoints,
  BOOKING_SERVER,
  todayEndpoints,
  todayIn,
  SUPPLIER_MESSAGES as M,
  supplierEndpoints,
} from '@app/contract';
import type { BookingWithLines } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * A file's services with their suppliers: each line's supplier and net cost in the
 * supplier's currency, the file's purchase as their sum in its own currency, and where each
 * service stands with its supplier, moved by its own call and kept across edits of the file.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ callers }) => {
  const admin = await callers.admin();
  const supplier = async (name: string, currency: string, o: object = {}) =>
    (
      await admin.call(supplierEndpoints.create, {
        payload: {
          name,
          kind: 'hotel',
          currency,
          payment_terms: 'before_check_in',
          payment_days: 7,
          ...o,
        },
      })
    ).ok.data.id;
  const dubaiHotel = await supplier('Marina Bay Hotel', 'AED');
  const keralaGuide = await supplier('Spice Coast Guides', 'INR', { kind: 'guide' });
  const closed = await supplier('Closed Camp', 'AED', { status: 'inactive' });
  const form = (o: Record<string, unknown> = {}) => ({
    guest_name: 'Meera Iyer',
    sale_amount: '5000.00',
    purchase_amount: null,
    currency: 'AED',
    status: 'confirmed',
    accommodations: [
      {
        hotel_name: 'Marina Bay Hotel',
        check_in_date: '2026-12-10',
        check_out_date: '2026-12-13',
        supplier_id: dubaiHotel,
        cost: '3000.00',
      },
    ],
    // ₹11,350 at AED 22.70 is AED 500.00.
    tours: [
      {
        service_name: 'Old Dubai walk',
        transfer_type: 'PVT',
        supplier_id: keralaGuide,
        cost: '11350',
      },
    ],
    ...o,
  });
  const create = (o: Record<string, unknown> = {}) =>
    admin.call(bookingEndpoints.create, { payload: form(o) });
  /** The file's form as its screen sends it back: every line with its id. */
  const formOf = (b: BookingWithLines, o: Record<string, unknown> = {}) =>
    form({
      accommodations: b.accommodations.map((a) => ({
        id: a.id,
        hotel_name: a.hotel_name,
        check_in_date: a.check_in_date,
        check_out_date: a.check_out_date,
        supplier_id: a.supplier?.id ?? null,
        cost: a.cost,
      })),
      tours: b.tours.map((l) => ({
        id: l.id,
        service_name: l.service_name,
        transfer_type: l.transfer_type,
        supplier_id: l.supplier?.id ?? null,
        cost: l.cost,
      })),
      ...o,
    });
  const move = (b: BookingWithLines, body: Record<string, unknown>, kind = 'accommodations') =>
    admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind, lineId: (kind === 'tours' ? b.tours : b.accommodations)[0]!.id },
      payload: body,
    });
  return { admin, create, formOf, move, dubaiHotel, keralaGuide, closed };
});

describe("a file's services", () => {
  it("works out the purchase from the lines' costs in the file's currency", async ({
    desk: { create },
  }) => {
    const res = await create();
    expect(res.status, res.text).toBe(201);
    const b = res.ok.data;
    expect(b.purchase_amount).toBe('3500.00');
    expect(b.profit_amount).toBe('1500.00');
    expect(b.accommodations[0]).toMatchObject({
      supplier: { name: 'Marina Bay Hotel' },
      cost: '3000.00',
      cost_currency: 'AED',
      service_state: 'to_request',
    });
    expect(b.tours[0]).toMatchObject({ cost: '11350.00', cost_currency: 'INR' });
  });

  it('refuses a typed purchase that is not the costs, a cost without its supplier and an inactive supplier', async ({
    desk: { create, closed },
  }) => {
    const typed = await create({ purchase_amount: '3400.00' });
    expect(typed.failure.errors).toEqual({
      purchase_amount: [BOOKING_SERVER.purchaseFromLines('AED 3500.00')],
    });
    const same = await create({ purchase_amount: '3500' });
    expect(same.status).toBe(201);
    const orphan = await create({
      tours: [{ service_name: 'Walk', transfer_type: 'PVT', cost: '10.00' }],
    });
    expect(orphan.failure.errors).toEqual({ 'tours.0.supplier_id': [M.costNeedsSupplier] });
    const inactive = await create({
      tours: [{ service_name: 'Camp', transfer_type: 'PVT', supplier_id: closed, cost: '10.00' }],
    });
    expect(inactive.failure.errors).toEqual({ 'tours.0.supplier_id': [M.invalid] });
    // No cost anywhere: the purchase is typed, as before.
    const none = await create({ accommodations: [], tours: [] });
    expect(none.failure.errors).toEqual({
      purchase_amount: ['The purchase amount field is required.'],
    });
    expect((await create({ accommodations: [], tours: [], purchase_amount: '10' })).status).toBe(
      201,
    );
  });

  it('confirms with the number, keeps the state across edits, and holds a confirmed cost until marked changed', async ({
    desk: { admin, create, formOf, move },
  }) => {
    const b = (await create()).ok.data;
    const noNumber = await move(b, { state: 'confirmed' });
    expect(noNumber.failure.errors).toEqual({
      confirmation_number: [M.confirmationNumberRequired],
    });
    const confirmed = await move(b, {
      state: 'confirmed',
      confirmation_number: 'MB-55821',
      confirmation_date: '2026-11-20',
    });
    expect(confirmed.ok.data.accommodations[0]).toMatchObject({
      service_state: 'confirmed',
      confirmation_number: 'MB-55821',
      confirmation_date: '2026-11-20',
      state_changed_by: { id: admin.id },
    });
    // An edit of the file that leaves the line alone keeps its state.
    const edited = await admin.call(bookingEndpoints.update, {
      params: { id: b.id },
      payload: formOf(confirmed.ok.data, { guest_name: 'Meera R. Iyer' }),
    });
    expect(edited.ok.data.accommodations[0]).toMatchObject({ service_state: 'confirmed' });
    // Its cost is what the supplier confirmed: not changed until the service is marked changed.
    const dearer = formOf(edited.ok.data);
    (dearer.accommodations as { cost: string }[])[0]!.cost = '3200.00';
    const refused = await admin.call(bookingEndpoints.update, {
      params: { id: b.id },
      payload: dearer,
    });
    expect(refused.failure.errors).toEqual({
      'accommodations.0.cost': [M.serviceFixed('confirmed')],
    });
    expect((await move(b, { state: 'changed', notes: 'Guest wants a sea view' })).status).toBe(200);
    const changed = await admin.call(bookingEndpoints.update, {
      params: { id: b.id },
      payload: dearer,
    });
    expect(changed.ok.data.purchase_amount).toBe('3700.00');
    // Cancelled is the end.
    expect((await move(b, { state: 'cancelled' }, 'tours')).status).toBe(200);
    const back = await move(b, { state: 'requested' }, 'tours');
    expect(back.failure.errors).toEqual({ state: [M.stateMove('cancelled', 'requested')] });
  });

  it('two people confirming one service at once: one succeeds, the other is told it is confirmed', async ({
    desk: { create, move },
  }) => {
    const b = (await create()).ok.data;
    const both = await Promise.all(
      ['A-1', 'B-2'].map((n) => move(b, { state: 'confirmed', confirmation_number: n })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("Today lists this week's services not confirmed, and the bookings list filters files by them", async ({
    app: t,
    desk: { admin, create, move },
  }) => {
    const today = todayIn(t.app.appTimezone);
    const inDays = (n: number) => addDays(today, n);
    const hotel = (checkIn: string) => [
      {
        hotel_name: 'Marina Bay Hotel',
        check_in_date: checkIn,
        check_out_date: inDays(20),
        supplier_id: null,
      },
    ];
    const soon = (
      await create({ accommodations: hotel(inDays(3)), tours: [], purchase_amount: '10' })
    ).ok.data;
    const later = (
      await create({ accommodations: hotel(inDays(12)), tours: [], purchase_amount: '10' })
    ).ok.data;
    const draft = (
      await create({
        accommodations: hotel(inDays(2)),
        tours: [],
        purchase_amount: '10',
        status: 'draft',
      })
    ).ok.data;
    const listed = async () =>
      (await admin.call(todayEndpoints.get)).ok.data.unconfirmed_services!.items.map(
        (i) => i.booking_id,
      );
    const week = await listed();
    expect(week).toContain(soon.id);
    expect(week).not.toContain(later.id);
    expect(week).not.toContain(draft.id);
    const filtered = async () =>
      (
        await admin.call(bookingEndpoints.list, {
          query: { services: 'unconfirmed', per_page: 100 },
        })
      ).ok.data.map((b) => b.id);
    expect(await filtered()).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(await filtered()).not.toContain(draft.id);
    await move(soon, { state: 'confirmed', confirmation_number: 'MB-1' });
    expect(await listed()).not.toContain(soon.id);
    expect(await filtered()).not.toContain(soon.id);
  });
});
