import { sql } from 'drizzle-orm';
import {
  addDays,
  accountEndpoints,
  bookingEndpoints,
  supplierEndpoints,
  supplierPaymentEndpoints,
  todayEndpoints,
  todayIn,
} from '@app/contract';
import type { BookingWithLines } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * What a confirmed service owes its supplier (decision 046 point 8): a payable in the
 * supplier's currency posted Dr Cost of Tours / Cr Supplier Payables, the file's own entry then
 * accruing only the rest, so the file's cost in the books is its purchase however many of its
 * services are confirmed; reversed when the service is no longer confirmed or the file leaves
 * the books; never twice for one service.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const supplier = async (name: string, currency: string, terms: object) =>
    (
      await admin.call(supplierEndpoints.create, {
        payload: { name, kind: 'hotel', currency, ...terms },
      })
    ).ok.data.id;
  const hotel = await supplier('Palm Hotel', 'AED', {
    payment_terms: 'before_check_in',
    payment_days: 7,
  });
  const guide = await supplier('Kerala Guides', 'INR', {
    payment_terms: 'month_end',
    payment_days: 15,
  });
  const file = async () =>
    (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Nair Family',
          sale_amount: '5000.00',
          purchase_amount: null,
          status: 'confirmed',
          accommodations: [
            {
              hotel_name: 'Palm Hotel',
              check_in_date: '2027-01-20',
              check_out_date: '2027-01-23',
              supplier_id: hotel,
              cost: '3000.00',
            },
          ],
          // ₹11,350 is AED 500.00 at the standing AED 22.70.
          tours: [
            {
              service_name: 'Backwater walk',
              service_date: '2027-01-21',
              transfer_type: 'PVT',
              supplier_id: guide,
              cost: '11350.00',
            },
          ],
        },
      })
    ).ok.data;
  const move = (b: BookingWithLines, kind: 'accommodations' | 'tours', body: object) =>
    admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind, lineId: (kind === 'tours' ? b.tours : b.accommodations)[0]!.id },
      payload: body,
    });
  /** The file's Cost of Tours in the books (its entries and its payables'), and its payables. */
  const books = async (b: BookingWithLines) => {
    const [cost] = (
      await t.db.execute<{ total: string; payable: string }>(sql`
        with e as (
          select id from journal_entries where source_type = 'booking' and source_id = ${b.id}
          union all select sp.entry_id from supplier_payables sp where sp.booking_id = ${b.id}
          union all select sp.reversal_entry_id from supplier_payables sp
            where sp.booking_id = ${b.id} and sp.reversal_entry_id is not null
        )
        select coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'cost_of_tours'), 0)::text as total,
          coalesce(sum(l.credit - l.debit) filter (where a.system_key = 'supplier_payables'), 0)::text as payable
        from journal_lines l join accounts a on a.id = l.account_id where l.entry_id in (select id from e)`)
    ).rows;
    const payables = (
      await t.db.execute<{
        line_kind: string;
        currency: string;
        amount: string;
        due_date: string;
        live: boolean;
      }>(sql`
        select line_kind, currency, amount::text, due_date::text, reversed_at is null as live
        from supplier_payables where booking_id = ${b.id} order by id`)
    ).rows;
    return { ...cost!, payables };
  };
  return { admin, file, move, books, t, hotel };
});

describe("suppliers' payables", () => {
  it('confirming posts what the supplier is owed in its currency, due by its terms; the file accrues the rest', async ({
    desk: { admin, file, move, books, hotel },
  }) => {
    const b = await file();
    // AED 3,500 purchase at 22.70: ₹79,450 of cost, all accrued by the file.
    expect(await books(b)).toMatchObject({ total: '79450.00', payable: '79450.00', payables: [] });
    await move(b, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-1' });
    await move(b, 'tours', { state: 'confirmed', confirmation_number: 'KG-9' });
    const after = await books(b);
    // The same cost, now owed to the two suppliers: none counted twice.
    expect(after).toMatchObject({ total: '79450.00', payable: '79450.00' });
    expect(after.payables).toEqual([
      // Seven days before check-in.
      {
        line_kind: 'accommodations',
        currency: 'AED',
        amount: '3000.00',
        due_date: '2027-01-13',
        live: true,
      },
      // The month's end after the service, plus fifteen days.
      {
        line_kind: 'tours',
        currency: 'INR',
        amount: '11350.00',
        due_date: '2027-02-15',
        live: true,
      },
    ]);
    // The supplier's page: what it is owed, in its currency, line by line.
    const owed = (await admin.call(supplierEndpoints.get, { params: { id: hotel } })).ok.data;
    expect(owed.payables).toEqual({
      balance: [{ currency: 'AED', amount: '3000.00' }],
      open: [
        expect.objectContaining({
          booking: expect.objectContaining({ id: b.id }),
          service: 'Palm Hotel',
          amount: '3000.00',
          due_date: '2027-01-13',
        }),
      ],
    });
  });

  it('a service marked changed owes nothing until confirmed again; a cancelled file owes and costs nothing', async ({
    desk: { admin, file, move, books },
  }) => {
    const b = await file();
    await move(b, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-2' });
    await move(b, 'accommodations', { state: 'changed', notes: 'Dates moved' });
    const changed = await books(b);
    expect(changed.payables.map((p) => p.live)).toEqual([false]);
    expect(changed).toMatchObject({ total: '79450.00', payable: '79450.00' });
    await move(b, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-3' });
    expect((await books(b)).payables.map((p) => p.live)).toEqual([false, true]);
    await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled' },
    });
    const cancelled = await books(b);
    expect(cancelled).toMatchObject({ total: '0.00', payable: '0.00' });
    expect(cancelled.payables.every((p) => !p.live)).toBe(true);
  });

  it('a cancelled service keeps only its charge owed and costs the file only that; the rest is reversed', async ({
    desk: { admin, file, move, books },
  }) => {
    const b = await file();
    await move(b, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-4' });
    // A charge is for cancelling only, and never more than the cost.
    const early = await move(b, 'tours', { state: 'requested', cancellation_charge: '10' });
    expect(early.failure.errors).toEqual({
      cancellation_charge: ['A cancellation charge goes with cancelling the service.'],
    });
    const above = await move(b, 'accommodations', {
      state: 'cancelled',
      cancellation_charge: '3000.01',
    });
    expect(above.failure.errors).toEqual({
      cancellation_charge: [
        "The cancellation charge may not be more than the service's cost, AED 3,000.00.",
      ],
    });
    const cancelled = await move(b, 'accommodations', {
      state: 'cancelled',
      cancellation_charge: '450',
      notes: 'Cancelled 10 days out: one night kept',
    });
    expect(cancelled.status).toBe(200);
    const after = cancelled.ok.data;
    expect(after.accommodations[0]).toMatchObject({
      service_state: 'cancelled',
      cancellation_charge: '450.00',
    });
    // The purchase: the hotel's AED 450 kept and the tour's AED 500 (₹11,350 at 22.70).
    expect(after.purchase_amount).toBe('950.00');
    expect(after.profit_amount).toBe('4050.00');
    const held = await books(b);
    // AED 950 at 22.70 in Cost of Tours; AED 3,000 reversed, AED 450 owed to the hotel.
    expect(held).toMatchObject({ total: '21565.00', payable: '21565.00' });
    expect(held.payables.map((p) => [p.amount, p.live])).toEqual([
      ['3000.00', false],
      ['450.00', true],
    ]);
    // A service cancelled with nothing kept costs nothing.
    const c = await file();
    await move(c, 'tours', { state: 'cancelled' });
    const read = (await admin.call(bookingEndpoints.get, { params: { id: c.id } })).ok.data;
    expect(read.purchase_amount).toBe('3000.00');
  });

  it("a cancelled file keeps its cancelled services' charges owed, paid in part or not; its confirmed services owe nothing", async ({
    desk: { t, admin, file, move, books, hotel },
  }) => {
    const b = await file();
    await move(b, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-9' });
    await move(b, 'tours', { state: 'confirmed', confirmation_number: 'KG-7' });
    await move(b, 'accommodations', { state: 'cancelled', cancellation_charge: '450' });
    const [charge] = (
      await t.db.execute<{ id: number }>(
        sql`select id from supplier_payables where booking_id = ${b.id} and reversed_at is null
          and line_kind = 'accommodations'`,
      )
    ).rows;
    const bank = (
      await admin.call(accountEndpoints.create, {
        payload: { name: 'Hotel Bank', code: 'SP-CXL', type: 'asset', opening_balance: '0' },
      })
    ).ok.data.id;
    const paid = await admin.call(supplierPaymentEndpoints.create, {
      payload: {
        supplier_id: hotel,
        account_id: bank,
        payment_date: todayIn(t.app.appTimezone),
        lines: [{ payable_id: charge!.id, amount: '200' }],
      },
    });
    expect(paid.status).toBe(201);
    const cancelled = await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled' },
    });
    expect(cancelled.status).toBe(200);
    // The hotel keeps its AED 450 (₹10,215 at 22.70), AED 200 of it paid; the tour owes nothing.
    const held = await books(b);
    expect(held).toMatchObject({ total: '10215.00', payable: '10215.00' });
    expect(held.payables.filter((p) => p.live).map((p) => [p.line_kind, p.amount])).toEqual([
      ['accommodations', '450.00'],
    ]);
  });

  it('two confirmations of one service at once owe once; of two services, both', async ({
    desk: { file, move, books, t },
  }) => {
    const b = await file();
    const same = await Promise.all(
      ['A', 'B', 'C'].map((n) =>
        move(b, 'accommodations', { state: 'confirmed', confirmation_number: n }),
      ),
    );
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    const c = await file();
    const both = await Promise.all([
      move(c, 'accommodations', { state: 'confirmed', confirmation_number: 'X' }),
      move(c, 'tours', { state: 'confirmed', confirmation_number: 'Y' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    for (const f of [b, c]) {
      const { payables, total, payable } = await books(f);
      expect(payables.filter((p) => p.live)).toHaveLength(f === b ? 1 : 2);
      expect([total, payable]).toEqual(['79450.00', '79450.00']);
    }
    // Every entry balances.
    const unbalanced = await t.db.execute(sql`
      select entry_id from journal_lines group by entry_id having sum(debit) <> sum(credit)`);
    expect(unbalanced.rows).toEqual([]);
  });

  it('Today lists what falls due this week, the overdue included, and not what is due later', async ({
    desk: { admin, move, t, hotel },
  }) => {
    const today = todayIn(t.app.appTimezone);
    const inDays = (n: number) => addDays(today, n);
    // Check-in in 5 days, paid 7 days before it: due two days ago.
    const soon = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Soon Guest',
          sale_amount: '2000.00',
          purchase_amount: null,
          status: 'confirmed',
          accommodations: [
            {
              hotel_name: 'Palm Hotel',
              check_in_date: inDays(5),
              check_out_date: inDays(8),
              supplier_id: hotel,
              cost: '1500.00',
            },
          ],
        },
      })
    ).ok.data;
    await move(soon, 'accommodations', { state: 'confirmed', confirmation_number: 'PH-9' });
    const due = (await admin.call(todayEndpoints.get)).ok.data.payables_due!.items;
    expect(due).toContainEqual(
      expect.objectContaining({ booking_id: soon.id, amount: '1500.00', due_date: inDays(-2) }),
    );
    // The January check-ins' payables (due 13 January) are not this week's.
    expect(due.every((d) => d.due_date <= inDays(7))).toBe(true);
  });
});
