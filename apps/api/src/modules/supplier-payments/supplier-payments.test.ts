import { sql } from 'drizzle-orm';
import {
  accountEndpoints,
  bookingEndpoints,
  exchangeRateEndpoints,
  money,
  PAYABLES_AGEING_BUCKETS,
  payablesAgeingBucket,
  supplierEndpoints,
  supplierPaymentEndpoints as ep,
  todayEndpoints,
  todayIn,
} from '@app/contract';
import type { BookingWithLines, SupplierStatement } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { aFileOwedToSuppliers, aSupplier } from '../../../test/supplier-files.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { callEndpoint } from '../../../test/answers.ts';

/**
 * What ageing and a statement must answer, recomputed the straightforward way from the payables,
 * the payments and their entries (as decision 048's first version read them), to hold the totals
 * migration 0070 keeps (decision 056) to it.
 */
async function recomputed(db: DbOrTx, today: string) {
  const { rows: open } = await db.execute<{
    supplier_id: number;
    currency: string;
    days: number;
    open: string;
  }>(sql`select supplier_id, currency, ${today}::date - due_date as days, (amount - paid)::text as open
    from supplier_payables where reversed_at is null and paid < amount`);
  const ageing = new Map<string, Record<string, string>>();
  for (const r of open) {
    const key = `${r.supplier_id}/${r.currency}`;
    const row =
      ageing.get(key) ?? Object.fromEntries(PAYABLES_AGEING_BUCKETS.map((b) => [b, '0.00']));
    const b = payablesAgeingBucket(r.days);
    row[b] = money(row[b]!).plus(r.open).toFixed(2);
    ageing.set(key, row);
  }
  const statement = async (supplierId: number, from: string, to: string) => {
    const { rows } = await db.execute<{
      date: string;
      kind: string;
      currency: string;
      owed: string;
      paid: string;
      base: string;
    }>(sql`
      with ap as (select id from accounts where system_key = 'supplier_payables')
      select e.entry_date::text as date, x.kind, p.currency, (x.sign * p.amount)::text as owed,
        '0' as paid, case when p.currency = 'INR' then (x.sign * p.amount)::text
          else (select coalesce(sum(j.credit - j.debit), 0) from journal_lines j, ap
                where j.entry_id = e.id and j.account_id = ap.id)::text end as base, e.id
      from supplier_payables p
      cross join lateral (values ('payable', p.entry_id, 1), ('payable_reversed', p.reversal_entry_id, -1))
        as x(kind, entry_id, sign)
      join journal_entries e on e.id = x.entry_id
      where p.supplier_id = ${supplierId} and e.entry_date <= ${to}::date
      union all
      select e.entry_date::text, x.kind, sp.currency, '0', (x.sign * sp.amount)::text,
        case when sp.currency = 'INR' then (-x.sign * sp.amount)::text
          else (select coalesce(sum(j.credit - j.debit), 0) from journal_lines j, ap
                where j.entry_id = e.id and j.account_id = ap.id)::text end, e.id
      from supplier_payments sp
      cross join lateral (values ('payment', sp.entry_id, 1), ('payment_voided', sp.void_entry_id, -1))
        as x(kind, entry_id, sign)
      join journal_entries e on e.id = x.entry_id
      where sp.supplier_id = ${supplierId} and e.entry_date <= ${to}::date
      order by currency, date, id`);
    const out = new Map<
      string,
      { currency: string; opening: string; lines: unknown[]; closing: string; closing_base: string }
    >();
    for (const r of rows) {
      const c = out.get(r.currency) ?? {
        currency: r.currency,
        opening: '0.00',
        lines: [],
        closing: '0.00',
        closing_base: '0.00',
      };
      const balance = money(c.closing).plus(r.owed).minus(r.paid).toFixed(2);
      if (r.date < from) c.opening = balance;
      else
        c.lines.push({
          date: r.date,
          kind: r.kind,
          owed: money(r.owed).toFixed(2),
          paid: money(r.paid).toFixed(2),
          balance,
          base: money(r.base).toFixed(2),
        });
      c.closing = balance;
      c.closing_base = money(c.closing_base).plus(r.base).toFixed(2);
      out.set(r.currency, c);
    }
    return [...out.values()];
  };
  return { ageing, statement };
}

/** A statement read page by page, its lines joined again: what one page of everything says. */
function joined(pages: SupplierStatement[]) {
  const out = new Map<
    string,
    { currency: string; opening: string; lines: unknown[]; closing: string; closing_base: string }
  >();
  for (const p of pages)
    for (const c of p.currencies) {
      const o = out.get(c.currency) ?? {
        currency: c.currency,
        opening: c.opening,
        lines: [],
        closing: c.closing,
        closing_base: c.closing_base,
      };
      // Each page's lines read on from what it carried: the last balance before them.
      const last = o.lines.at(-1) as { balance: string } | undefined;
      expect(c.carried).toBe(last?.balance ?? c.opening);
      for (const l of c.lines)
        o.lines.push({
          date: l.date,
          kind: l.kind,
          owed: l.owed,
          paid: l.paid,
          balance: l.balance,
          base: l.base,
        });
      out.set(c.currency, o);
    }
  return [...out.values()];
}

/**
 * Paying suppliers (decision 048): a payment settles open services of one supplier in one
 * currency, posts Dr Supplier Payables at the rupees each payable was credited with / Cr the
 * money account at the day's rate (the difference to Exchange Gain/Loss), waits for a second
 * person above the admin's amount, is voided by its reverse, and never pays more than is owed.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const today = todayIn(t.app.appTimezone);
  const supplier = (name: string, currency: string) => aSupplier(admin, name, currency);
  const account = async (code: string, currency: string) =>
    (
      await admin.call(accountEndpoints.create, {
        payload: { name: `Bank ${code}`, code, type: 'asset', currency, opening_balance: '0' },
      })
    ).ok.data.id;
  const hotel = await supplier('Palm Hotel', 'AED');
  const guide = await supplier('Kerala Guides', 'INR');
  const aedBank = await account('BANK-AED', 'AED');
  const inrBank = await account('BANK-INR', 'INR');
  /** A confirmed AED file: a hotel at AED 3,000 and a transfer at AED 800 from Palm Hotel, a tour at ₹11,350 from the guides. */
  const file = (hotelId = hotel) => aFileOwedToSuppliers(admin, { hotel: hotelId, guide });
  /** The file's payables by service, with what is still open. */
  const payables = async (b: BookingWithLines) =>
    (await admin.call(ep.payables, { query: { per_page: 100 } })).ok.data.filter(
      (p) => p.booking.id === b.id,
    );
  /** Every account's balance in the books, and whether they balance. */
  const books = async () => {
    const { rows } = await t.db.execute<{ key: string | null; id: number; balance: string }>(sql`
      select a.system_key as key, a.id, coalesce(sum(l.debit - l.credit), 0)::text as balance
      from accounts a left join journal_lines l on l.account_id = a.id group by a.id`);
    const of = (id: number | string) =>
      money(rows.find((r) => r.id === id || r.key === id)?.balance ?? 0).toFixed(2);
    const total = rows.reduce((s, r) => s + Math.round(Number(r.balance) * 100), 0);
    return { of, balanced: total === 0 };
  };
  const pay = (
    by: { call: typeof admin.call },
    supplierId: number,
    accountId: number,
    lines: { payable_id: number; amount: string }[],
    extra: object = {},
  ) =>
    by.call(ep.create, {
      payload: {
        supplier_id: supplierId,
        account_id: accountId,
        payment_date: today,
        lines,
        ...extra,
      },
    });
  const person = async (role: 'manager' | 'staff', permissions: string[]) => {
    const u = await createUser(t.app, { role, permissions });
    const token = await tokenFor(t.app, u.id);
    return {
      id: u.id,
      call: ((e, args = {}) => callEndpoint(t.app, e, { token, ...args })) as typeof admin.call,
    };
  };
  return { t, admin, hotel, guide, aedBank, inrBank, file, payables, books, pay, person, today };
});

describe('supplier payments', () => {
  it('a part payment posts at the rupees the payable was credited with; its void restores what is owed', async ({
    desk: { admin, hotel, aedBank, file, payables, books, pay },
  }) => {
    const b = await file();
    const before = await books();
    const [room, transfer] = (await payables(b)).filter((p) => p.supplier.name === 'Palm Hotel');
    expect([room!.service, room!.open, transfer!.open]).toEqual([
      'Palm Hotel',
      '3000.00',
      '800.00',
    ]);

    // AED 1,000 of the room and all of the transfer, from the dirham account.
    const res = await pay(admin, hotel, aedBank, [
      { payable_id: room!.id, amount: '1000' },
      { payable_id: transfer!.id, amount: '800.00' },
    ]);
    expect(res.status).toBe(201);
    const paid = res.ok.data;
    expect(paid).toMatchObject({ status: 'paid', currency: 'AED', amount: '1800.00' });
    expect(paid.lines.map((l) => l.amount)).toEqual(['1000.00', '800.00']);
    const after = await books();
    // AED 1,800 at 22.70: ₹40,860 out of the bank and off Supplier Payables; no difference.
    expect(money(after.of(aedBank)).minus(before.of(aedBank)).toFixed(2)).toBe('-40860.00');
    expect(
      money(after.of('supplier_payables')).minus(before.of('supplier_payables')).toFixed(2),
    ).toBe('40860.00');
    expect(after.of('exchange_difference')).toBe(before.of('exchange_difference'));
    expect(after.balanced).toBe(true);
    const open = await payables(b);
    expect(open.find((p) => p.id === room!.id)).toMatchObject({ paid: '1000.00', open: '2000.00' });
    // Paid in full: no longer listed as open.
    expect(open.find((p) => p.id === transfer!.id)).toBeUndefined();
    // The supplier's page: what is still owed, line by line and in all.
    const owed = (await admin.call(supplierEndpoints.get, { params: { id: hotel } })).ok.data
      .payables!;
    expect(owed.open.find((p) => p.id === room!.id)?.amount).toBe('2000.00');
    expect(owed.open.find((p) => p.id === transfer!.id)).toBeUndefined();

    const voided = await admin.call(ep.void, {
      params: { id: paid.id },
      payload: { reason: 'Paid from the wrong account' },
    });
    expect(voided.ok.data).toMatchObject({
      status: 'voided',
      void_reason: 'Paid from the wrong account',
    });
    const undone = await books();
    expect(undone.of(aedBank)).toBe(before.of(aedBank));
    expect(undone.of('supplier_payables')).toBe(before.of('supplier_payables'));
    expect(undone.balanced).toBe(true);
    expect((await payables(b)).find((p) => p.id === transfer!.id)).toMatchObject({
      open: '800.00',
    });
    // Once.
    const again = await admin.call(ep.void, {
      params: { id: paid.id },
      payload: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses more than is owed, services of another supplier, two currencies in one payment and the wrong account', async ({
    desk: { admin, hotel, guide, aedBank, inrBank, file, payables, pay },
  }) => {
    const b = await file();
    const ps = await payables(b);
    const room = ps.find((p) => p.kind === 'accommodations')!;
    const tour = ps.find((p) => p.supplier.name === 'Kerala Guides')!;
    const over = await pay(admin, hotel, aedBank, [{ payable_id: room.id, amount: '3000.01' }]);
    expect(over.status).toBe(422);
    expect(over.failure.errors).toEqual({
      'lines.0.amount': ['Only AED 3,000.00 is still owed on this service.'],
    });
    const other = await pay(admin, hotel, aedBank, [{ payable_id: tour.id, amount: '10' }]);
    expect(other.failure.errors).toEqual({
      'lines.0.payable_id': [`Service ${tour.id} is not owed to this supplier.`],
    });
    // An INR service and an AED one of the same supplier: the guides' tour is INR, so pay it
    // with a dirham account to see the account refused.
    const wrong = await pay(admin, guide, aedBank, [{ payable_id: tour.id, amount: '10' }]);
    expect(Object.keys(wrong.failure.errors ?? {})).toEqual(['account_id']);
    const repeated = await pay(admin, hotel, aedBank, [
      { payable_id: room.id, amount: '10' },
      { payable_id: room.id, amount: '10' },
    ]);
    expect(repeated.failure.errors).toEqual({
      lines: ['Each service may appear once in a payment.'],
    });
    const future = await pay(admin, guide, inrBank, [{ payable_id: tour.id, amount: '10' }], {
      payment_date: '2099-01-01',
    });
    expect(future.failure.errors).toEqual({
      payment_date: ['The payment date cannot be in the future.'],
    });
    // Nothing was written by the refusals.
    expect((await payables(b)).find((p) => p.id === room.id)).toMatchObject({ open: '3000.00' });
  });

  it('two payments at once never pay more than is owed', async ({
    desk: { admin, hotel, aedBank, file, payables, pay },
  }) => {
    const b = await file();
    const room = (await payables(b)).find((p) => p.kind === 'accommodations')!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        pay(admin, hotel, aedBank, [{ payable_id: room.id, amount: '1200.00' }]),
      ),
    );
    // AED 3,000 owed: two payments of 1,200 fit, the third and fourth would overpay.
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422]);
    expect((await payables(b)).find((p) => p.id === room.id)).toMatchObject({
      paid: '2400.00',
      open: '600.00',
    });
  });

  it('above the admin’s amount a payment waits for another manager, who approves or rejects it', async ({
    desk: { admin, guide, inrBank, file, payables, books, pay, person },
  }) => {
    const b = await file();
    const tour = (await payables(b)).find((p) => p.supplier.name === 'Kerala Guides')!;
    expect(
      (await admin.call(ep.setSettings, { payload: { approval_limit: '5000' } })).ok.data,
    ).toEqual({ approval_limit: '5000.00' });
    const clerk = await person('staff', [
      'view_supplier_payments',
      'create_supplier_payments',
      'approve_supplier_payments',
    ]);
    const maker = await person('manager', [
      'view_supplier_payments',
      'create_supplier_payments',
      'approve_supplier_payments',
    ]);
    const checker = await person('manager', [
      'view_supplier_payments',
      'approve_supplier_payments',
    ]);
    const before = await books();

    // At the limit: paid at once. Above it: waits, posts nothing, but holds what it pays.
    const small = await pay(clerk, guide, inrBank, [{ payable_id: tour.id, amount: '5000' }]);
    expect(small.ok.data.status).toBe('paid');
    const big = await pay(maker, guide, inrBank, [{ payable_id: tour.id, amount: '6000' }]);
    expect(big.ok.data).toMatchObject({ status: 'pending', entry_id: null });
    expect(big.ok.message).toBe('Supplier payment saved: it waits for a manager’s approval.');
    expect((await books()).of(inrBank)).toBe(money(before.of(inrBank)).minus(5000).toFixed(2));
    expect((await payables(b)).find((p) => p.id === tour.id)).toMatchObject({ open: '350.00' });

    // A staff member never approves (the key needs a manager); the maker neither (four-eyes).
    const byClerk = await clerk.call(ep.decide, {
      params: { id: big.ok.data.id },
      payload: { decision: 'approved' },
    });
    expect(byClerk.status).toBe(403);
    const byMaker = await maker.call(ep.decide, {
      params: { id: big.ok.data.id },
      payload: { decision: 'approved' },
    });
    expect(byMaker.status).toBe(403);
    expect(byMaker.failure.message).toBe('Another manager decides a supplier payment you made.');

    const approved = await checker.call(ep.decide, {
      params: { id: big.ok.data.id },
      payload: { decision: 'approved', notes: 'Invoice checked' },
    });
    expect(approved.ok.data).toMatchObject({ status: 'paid', decision_notes: 'Invoice checked' });
    expect(approved.ok.data.decided_by?.id).toBe(checker.id);
    expect((await books()).of(inrBank)).toBe(money(before.of(inrBank)).minus(11000).toFixed(2));
    const twice = await checker.call(ep.decide, {
      params: { id: big.ok.data.id },
      payload: { decision: 'rejected' },
    });
    expect(twice.status).toBe(409);

    // A rejected payment posts nothing and frees what it held.
    const third = await pay(maker, guide, inrBank, [{ payable_id: tour.id, amount: '350' }]);
    expect(third.ok.data.status).toBe('paid'); // under the limit
    const voided = await admin.call(ep.void, {
      params: { id: third.ok.data.id },
      payload: { reason: 'Duplicate' },
    });
    expect(voided.ok.data.status).toBe('voided');
    await admin.call(ep.setSettings, { payload: { approval_limit: '100' } });
    const pending = await pay(maker, guide, inrBank, [{ payable_id: tour.id, amount: '350' }]);
    const rejected = await checker.call(ep.decide, {
      params: { id: pending.ok.data.id },
      payload: { decision: 'rejected', notes: 'Not yet due' },
    });
    expect(rejected.ok.data.status).toBe('rejected');
    expect((await payables(b)).find((p) => p.id === tour.id)).toMatchObject({ open: '350.00' });
    expect((await books()).balanced).toBe(true);
    await admin.call(ep.setSettings, { payload: { approval_limit: null } });
  });

  it('a paid service keeps its payable: the change that would reverse it is refused until the payment is voided', async ({
    desk: { admin, hotel, aedBank, file, payables, pay },
  }) => {
    const b = await file();
    const room = (await payables(b)).find((p) => p.kind === 'accommodations')!;
    const paid = await pay(admin, hotel, aedBank, [{ payable_id: room.id, amount: '500' }]);
    const change = () =>
      admin.call(bookingEndpoints.serviceState, {
        params: { id: b.id, kind: 'accommodations', lineId: b.accommodations[0]!.id },
        payload: { state: 'changed', notes: 'One night less' },
      });
    const refused = await change();
    expect(refused.status).toBe(409);
    expect(refused.failure.message).toBe(
      'This service has supplier payments of AED 500.00 against it: void them before changing its supplier, cost or state.',
    );
    await admin.call(ep.void, {
      params: { id: paid.ok.data.id },
      payload: { reason: 'Service changed' },
    });
    expect((await change()).status).toBe(200);
    expect((await payables(b)).find((p) => p.id === room.id)).toBeUndefined();
  });

  it('a payment at another day’s rate posts the difference to Exchange Gain/Loss, and the service leaves nothing owed', async ({
    desk: { t, admin, file, payables, books, pay, today },
  }) => {
    const usd = (
      await admin.call(supplierEndpoints.create, {
        payload: {
          name: 'Desert Camps',
          kind: 'activity',
          currency: 'USD',
          payment_terms: 'after_booking',
          payment_days: 0,
        },
      })
    ).ok.data.id;
    const usdBank = (
      await admin.call(accountEndpoints.create, {
        payload: {
          name: 'Bank USD',
          code: 'BANK-USD',
          type: 'asset',
          currency: 'USD',
          opening_balance: '0',
        },
      })
    ).ok.data.id;
    const b = await file(usd);
    const camp = (await payables(b)).find((p) => p.kind === 'accommodations')!;
    // Confirmed at the standing 83.40 (USD 3,000 = ₹250,200); paid at 84.00 today.
    await t.db.execute(
      sql`delete from exchange_rates where currency = 'USD' and rate_date = ${today}`,
    );
    const rate = await admin.call(exchangeRateEndpoints.create, {
      payload: { currency: 'USD', rate_date: today, rate: '84' },
    });
    expect(rate.status).toBe(201);
    const before = await books();
    await pay(admin, usd, usdBank, [{ payable_id: camp.id, amount: '1000' }]);
    await pay(admin, usd, usdBank, [{ payable_id: camp.id, amount: '2000' }]);
    const after = await books();
    const moved = (k: string | number) => money(after.of(k)).minus(before.of(k)).toFixed(2);
    expect(moved(usdBank)).toBe('-252000.00');
    // The whole ₹250,200 the payable was credited with leaves Supplier Payables...
    expect(moved('supplier_payables')).toBe('250200.00');
    // ...and the ₹1,800 more it cost is a loss.
    expect(moved('exchange_difference')).toBe('1800.00');
    expect(after.balanced).toBe(true);
    const statement = await admin.call(ep.statement, {
      params: { id: usd },
      query: { from: today, to: today },
    });
    const [c] = statement.ok.data.currencies;
    // A period ending before it starts is refused, not answered empty.
    const backwards = await admin.call(ep.statement, {
      params: { id: usd },
      query: { from: today, to: '2000-01-01' },
    });
    expect(backwards.failure.errors).toEqual({
      to: ['The to date must be on or after the from date.'],
    });
    expect(c).toMatchObject({ currency: 'USD', opening: '0.00', closing: '800.00' });
    expect(c!.lines.map((l) => [l.kind, l.owed, l.paid, l.balance])).toEqual([
      ['payable', '3000.00', '0.00', '3000.00'],
      ['payable', '800.00', '0.00', '3800.00'],
      ['payment', '0.00', '1000.00', '2800.00'],
      ['payment', '0.00', '2000.00', '800.00'],
    ]);
    // The transfer's USD 800 at 83.40 is what the books still hold for it.
    expect(c!.closing_base).toBe('66720.00');
  });

  it('payables due and ageing read what is still open, by due date', async ({
    desk: { t, admin, file, payables },
  }) => {
    const b = await file();
    const mine = await payables(b);
    // Due ten days after the booking: today + 10 → not yet due.
    const ageing = (await admin.call(ep.ageing)).ok.data;
    const palm = ageing.rows.find((r) => r.supplier.name === 'Palm Hotel' && r.currency === 'AED')!;
    expect(palm.buckets.current).toBe(palm.total);
    // Move one payable 45 days past due: it lands in 31–60 and in the overdue filter.
    const room = mine.find((p) => p.kind === 'accommodations')!;
    await t.db.execute(
      sql`update supplier_payables set due_date = current_date - 45 where id = ${room.id}`,
    );
    const later = (await admin.call(ep.ageing)).ok.data.rows.find(
      (r) => r.supplier.name === 'Palm Hotel' && r.currency === 'AED',
    )!;
    expect(money(later.buckets['31-60']).gte(room.open)).toBe(true);
    const overdue = (await admin.call(ep.payables, { query: { due: 'overdue', per_page: 100 } })).ok
      .data;
    expect(overdue.map((p) => p.id)).toContain(room.id);
    expect(overdue.every((p) => p.days_overdue > 0)).toBe(true);
    const staff = await admin.call(ep.payables, { query: { due: 'later' } });
    expect(staff.status).toBe(422);
  });
  it('a service paid in parts leaves none of its rupees in Supplier Payables: the paise rounding left go to Rounding', async ({
    desk: { t, admin, aedBank, books, pay },
  }) => {
    const camp = (
      await admin.call(supplierEndpoints.create, {
        payload: {
          name: 'Tiny Tours',
          kind: 'activity',
          currency: 'AED',
          payment_terms: 'after_booking',
          payment_days: 0,
        },
      })
    ).ok.data.id;
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Rao',
          sale_amount: '1.00',
          purchase_amount: null,
          status: 'confirmed',
          tours: [
            {
              service_name: 'Souvenir',
              service_date: '2027-01-21',
              transfer_type: 'SIC',
              supplier_id: camp,
              cost: '0.03',
            },
          ],
        },
      })
    ).ok.data;
    await admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind: 'tours', lineId: b.tours[0]!.id },
      payload: { state: 'confirmed', confirmation_number: 'T-1' },
    });
    const [payable] = (
      await t.db.execute<{ id: number; base: string }>(sql`
        select p.id, j.credit::text as base from supplier_payables p
        join journal_lines j on j.entry_id = p.entry_id and j.credit > 0
        where p.booking_id = ${b.id}`)
    ).rows;
    // AED 0.03 at 22.70 is ₹0.68; each AED 0.01 is ₹0.23 (0.227 half-up): three make ₹0.69.
    expect(payable!.base).toBe('0.68');
    const before = await books();
    for (let i = 0; i < 3; i++)
      expect(
        (await pay(admin, camp, aedBank, [{ payable_id: payable!.id, amount: '0.01' }])).status,
      ).toBe(201);
    const after = await books();
    const moved = (k: string | number) => money(after.of(k)).minus(before.of(k)).toFixed(2);
    expect(moved('supplier_payables')).toBe('0.68');
    expect(moved(aedBank)).toBe('-0.69');
    expect(moved('rounding')).toBe('0.01');
    expect(after.balanced).toBe(true);
  });
  it("Today's payables due show what a part payment left, and drop a service paid in full", async ({
    desk: { t, admin, hotel, aedBank, file, payables, pay },
  }) => {
    const b = await file();
    const [room, transfer] = (await payables(b)).filter((p) => p.supplier.name === 'Palm Hotel');
    // Due ten days after the booking: beyond Today's week, so bring both within it.
    await t.db.execute(
      sql`update supplier_payables set due_date = current_date + 3 where id in (${room!.id}, ${transfer!.id})`,
    );
    await pay(admin, hotel, aedBank, [
      { payable_id: room!.id, amount: '1000.00' },
      { payable_id: transfer!.id, amount: '800.00' },
    ]);
    const due = (await admin.call(todayEndpoints.get)).ok.data.payables_due!.items;
    expect(due.find((i) => i.id === room!.id)?.amount).toBe('2000.00');
    expect(due.find((i) => i.id === transfer!.id)).toBeUndefined();
  });
  it('ageing and the statement, read from what migration 0070 keeps, equal a recomputation after every payable, part payment, pending, rejection, void and cancellation', async ({
    desk: { t, admin, hotel, guide, aedBank, inrBank, file, payables, pay, person, today },
  }) => {
    const checker = await person('manager', [
      'view_supplier_payments',
      'approve_supplier_payments',
    ]);
    const check = async (step: string) => {
      const want = await recomputed(t.db, today);
      const ageing = (await admin.call(ep.ageing)).ok.data;
      expect(
        new Map(ageing.rows.map((r) => [`${r.supplier.id}/${r.currency}`, r.buckets])),
        step,
      ).toEqual(want.ageing);
      for (const r of ageing.rows)
        expect(r.total, step).toBe(
          PAYABLES_AGEING_BUCKETS.reduce((a, b) => a.plus(r.buckets[b]), money(0)).toFixed(2),
        );
      for (const id of [hotel, guide])
        for (const [from, to] of [
          ['2000-01-01', today],
          [today, today],
          ['2000-01-01', '2000-01-31'],
        ] as const) {
          // Three lines a page: every page boundary carries its balance on.
          const first = (
            await admin.call(ep.statement, { params: { id }, query: { from, to, per_page: 3 } })
          ).ok.data;
          const pages = [first];
          for (let page = 2; page <= first.last_page; page++)
            pages.push(
              (
                await admin.call(ep.statement, {
                  params: { id },
                  query: { from, to, per_page: 3, page },
                })
              ).ok.data,
            );
          expect(joined(pages), `${step}: supplier ${id}, ${from} to ${to}`).toEqual(
            await want.statement(id, from, to),
          );
          expect(first.total).toBe(first.currencies.reduce((n, c) => n + c.line_count, 0));
        }
      // The kept sums hold no row without an open payable.
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from supplier_open_totals where payables <= 0`,
      );
      expect(rows[0]!.n, step).toBe(0);
    };
    await check('as the earlier tests left it');
    const b = await file();
    await check('a file confirmed: three payables');
    const [room, transfer] = (await payables(b)).filter((p) => p.supplier.name === 'Palm Hotel');
    const tour = (await payables(b)).find((p) => p.supplier.name === 'Kerala Guides')!;
    const part = await pay(admin, hotel, aedBank, [
      { payable_id: room!.id, amount: '1000' },
      { payable_id: transfer!.id, amount: '800' },
    ]);
    expect(part.status).toBe(201);
    await check('part of the room and all of the transfer paid');
    await admin.call(ep.setSettings, { payload: { approval_limit: '100' } });
    const waiting = await pay(admin, guide, inrBank, [{ payable_id: tour.id, amount: '4000' }]);
    expect(waiting.ok.data.status).toBe('pending');
    await check('a payment waiting for approval holds what it pays');
    await checker.call(ep.decide, {
      params: { id: waiting.ok.data.id },
      payload: { decision: 'rejected', notes: 'Not yet' },
    });
    await check('rejected: it holds nothing');
    await admin.call(ep.setSettings, { payload: { approval_limit: null } });
    await admin.call(ep.void, {
      params: { id: part.ok.data.id },
      payload: { reason: 'Wrong account' },
    });
    await check('the part payment voided');
    // Past due by 45 days: its sum moves to another due date's row.
    await t.db.execute(
      sql`update supplier_payables set due_date = current_date - 45 where id = ${room!.id}`,
    );
    await check('a due date moved');
    const cancelled = await admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind: 'tours', lineId: b.tours[1]!.id },
      payload: { state: 'cancelled', cancellation_charge: '0.00' },
    });
    expect(cancelled.status).toBe(200);
    await check('the transfer cancelled: its payable reversed');
    const whole = await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest changed plans' },
    });
    expect(whole.status).toBe(200);
    await check('the file cancelled');
  });
});
