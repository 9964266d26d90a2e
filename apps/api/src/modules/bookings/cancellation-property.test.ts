import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  addDays,
  accountEndpoints,
  bookingEndpoints as bookings,
  inclusiveGst,
  money,
  refundEndpoints as refunds,
  sameState,
  supplierEndpoints as suppliers,
  supplierPaymentEndpoints as supplierPayments,
  taxProfileEndpoints,
  todayIn,
  toMoney,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import type { Caller } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { createAgent, TAX_PROFILE } from '../../../test/factories.ts';
import { toBase } from '../currencies/rates.ts';

/**
 * Cancellation that settles (the cancellation property; decision 052): for
 * random files (a guest's or an agent's, in rupees, dirhams or dollars, with services owed to
 * suppliers, some cancelled with a supplier's charge and that charge paid in part, payments of
 * both kinds, invoiced under the agency's tax profile, some overseas packages collecting TCS),
 * cancelled keeping a random charge (none, the policy's quote, or any share of the sale), what
 * the payer still owes collected and exactly the refundable refunded (at once, in two parts, or
 * refunded, voided and refunded again), after each case:
 * (a) the books balance: every entry, and the trial balance;
 * (b) the file owes nothing and is owed nothing: its balance due, the settlement's refundable
 *     and owed are 0, and its payer's receivable holds nothing of it in its currency, nor in
 *     rupees but the rounding of its lines (what the rates moved is in Exchange Gain/Loss);
 * (c) tax output equals tax on what was finally supplied: its documents' GST (invoices and
 *     debit notes less credit notes) is the GST inside the charge at the invoice's rule, and is
 *     the file's movement on the CGST/SGST/IGST Output accounts;
 * (d) each service owes its supplier exactly its cancellation charge less what was paid;
 * (e) the TCS collected stays (a refund returns none of it), and TCS Payable is the live
 *     collections.
 * `npm test` runs CANCELLATION_PROPERTY_RUNS cases (20); by hand, e.g.
 * `CANCELLATION_PROPERTY_RUNS=1000 npx vitest run src/modules/bookings/cancellation-property.test.ts`,
 * and CANCELLATION_PROPERTY_SEED replays a failure's seed.
 */
const RUNS = Number(process.env.CANCELLATION_PROPERTY_RUNS ?? 20);

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => toMoney(money(c).div(100)));
const service = fc.record({
  kind: fc.constantFrom('accommodations' as const, 'tours' as const),
  /** The supplier kept in rupees or in dirhams. */
  dirhams: fc.boolean(),
  cost: cents(100, 20_000_000),
  /** Left confirmed, or cancelled with the supplier keeping a share of its cost, paid in part. */
  cancelled: fc.option(
    fc.record({ keep: fc.integer({ min: 0, max: 100 }), paid: fc.integer({ min: 0, max: 100 }) }),
  ),
});
const payment = fc.record({ agent: fc.boolean(), share: fc.integer({ min: 1, max: 100 }) });
const scenario = fc.record({
  agent: fc.boolean(),
  currency: fc.constantFrom('INR', 'AED', 'USD'),
  sale: cents(100, 50_000_000),
  /** A guest's state: the agency's (CGST + SGST), another (IGST), or none on record. */
  guestState: fc.constantFrom('Maharashtra', 'Karnataka', null),
  /** A tour abroad with a flight, a hotel or a tour: TCS on its receipts. */
  overseas: fc.boolean(),
  pan: fc.boolean(),
  services: fc.array(service, { minLength: 0, maxLength: 3 }),
  payments: fc.array(payment, { minLength: 0, maxLength: 3 }),
  charge: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.constant({ kind: 'quote' as const }),
    fc.record({ kind: fc.constant('share' as const), share: fc.integer({ min: 0, max: 100 }) }),
  ),
  refund: fc.constantFrom('once' as const, 'twice' as const, 'voided' as const),
  /** Refunded into the bank kept in the file's currency when there is one. */
  ownCurrency: fc.boolean(),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

interface Desk {
  app: TestContext;
  admin: Caller;
  today: string;
  agent: number;
  /** The rupee bank, and one kept in each foreign currency. */
  banks: Record<string, number>;
  /** A supplier in rupees and one in dirhams. */
  suppliers: { INR: number; AED: number };
}

/** Percent of a figure, to the paisa (half-up). */
const share = (v: string, pct: number) => toMoney(money(v).times(pct).div(100));

async function q<T extends Record<string, unknown>>(d: Desk, query: ReturnType<typeof sql>) {
  return (await d.app.db.execute<T>(query)).rows;
}

/** One case: the file made, served, paid, cancelled and settled; its id and what was kept. */
async function run(d: Desk, s: Scenario) {
  const { admin, today } = d;
  const travel = addDays(today, 3 + (Number(s.sale.replace('.', '')) % 60));
  const lines = s.services.map((v, i) =>
    v.kind === 'accommodations'
      ? {
          hotel_name: `Hotel ${i}`,
          check_in_date: travel,
          check_out_date: addDays(travel, 2),
          supplier_id: v.dirhams ? d.suppliers.AED : d.suppliers.INR,
          cost: v.cost,
        }
      : {
          service_name: `Tour ${i}`,
          service_date: travel,
          transfer_type: 'SIC',
          supplier_id: v.dirhams ? d.suppliers.AED : d.suppliers.INR,
          cost: v.cost,
        },
  );
  const created = await admin.call(bookings.create, {
    payload: {
      guest_name: 'Asha Kulkarni',
      guest_state: s.agent ? null : s.guestState,
      guest_pan: s.pan ? 'ABCPK1234K' : null,
      agent_id: s.agent ? d.agent : null,
      currency: s.currency,
      sale_amount: s.sale,
      purchase_amount: lines.length ? null : share(s.sale, 70),
      status: 'confirmed',
      travel_start_date: travel,
      travel_abroad: s.overseas,
      accommodations: lines.filter((l) => 'hotel_name' in l),
      tours: lines.filter((l) => 'service_name' in l),
      // An overseas package: a flight besides its hotel or tour (two of the three).
      flights: s.overseas
        ? [
            {
              flight_type: 'arrival',
              airline: 'Emirates',
              flight_number: 'EK 501',
              flight_date: travel,
            },
          ]
        : [],
    },
  });
  expect(created.status).toBe(201);
  const file = created.ok.data;
  // Each service confirmed with its supplier; some then cancelled keeping a share of their
  // cost, which is paid in part.
  const owedToSuppliers: { kind: string; id: number; charge: string; paid: string }[] = [];
  for (const [i, v] of s.services.entries()) {
    // The lines answer in the order they were sent, each kind apart.
    const nth = s.services.slice(0, i).filter((x) => x.kind === v.kind).length;
    const line = (v.kind === 'tours' ? file.tours : file.accommodations)[nth]!;
    expect(money(line.cost!).eq(v.cost)).toBe(true);
    const move = (payload: object) =>
      admin.call(bookings.serviceState, {
        params: { id: file.id, kind: v.kind, lineId: line.id },
        payload,
      });
    expect((await move({ state: 'confirmed', confirmation_number: `C-${i}` })).status).toBe(200);
    if (!v.cancelled) {
      owedToSuppliers.push({ kind: v.kind, id: line.id, charge: '0.00', paid: '0.00' });
      continue;
    }
    const charge = share(v.cost, v.cancelled.keep);
    const res = await move({ state: 'cancelled', cancellation_charge: charge });
    expect(res.status).toBe(200);
    let paid = '0.00';
    const [open] = await q<{ id: number }>(
      d,
      sql`select id from supplier_payables where booking_id = ${file.id} and line_id = ${line.id}
        and line_kind = ${v.kind} and reversed_at is null`,
    );
    const part = share(charge, v.cancelled.paid);
    if (open && money(part).gt(0)) {
      const pay = await admin.call(supplierPayments.create, {
        payload: {
          supplier_id: v.dirhams ? d.suppliers.AED : d.suppliers.INR,
          account_id: d.banks.INR!,
          payment_date: today,
          lines: [{ payable_id: open.id, amount: part }],
        },
      });
      expect(pay.status).toBe(201);
      paid = part;
    }
    owedToSuppliers.push({ kind: v.kind, id: line.id, charge, paid });
  }
  // Payments of both kinds (an agent's file takes its agent's and its guest's), each a share of
  // what is still owed.
  for (const p of s.payments) {
    const b = (await admin.call(bookings.get, { params: { id: file.id } })).ok.data;
    const amount = share(b.balance_due, p.share);
    if (money(amount).lte(0)) continue;
    const into = { deposit_account_id: d.banks.INR! };
    const res =
      p.agent && s.agent
        ? await admin.call(bookings.addAgentPayment, {
            params: { id: file.id },
            payload: { amount, payment_date: today, ...into },
          })
        : await admin.call(bookings.addPayment, {
            params: { id: file.id },
            payload: { amount, payment_date: today, payment_method: 'bank_transfer', ...into },
          });
    expect(res.status).toBe(201);
  }
  const tcsBefore = await q<{ id: number; tcs: string }>(
    d,
    sql`select id, tcs::text from tcs_collections where booking_id = ${file.id} and voided_at is null order by id`,
  );
  // Cancelled keeping nothing, the policy's charge for today, or a share of the sale.
  const charge =
    s.charge.kind === 'none'
      ? null
      : s.charge.kind === 'quote'
        ? (await admin.call(refunds.quote, { params: { id: file.id } })).ok.data.suggested_charge
        : share(s.sale, s.charge.share);
  const cancelled = await admin.call(bookings.cancel, {
    params: { id: file.id },
    payload: { reason: 'Guest changed plans', cancellation_charge: charge },
  });
  expect(cancelled.status).toBe(200);
  // What the payer still owes of the charge is collected; what it paid beyond it refunded.
  const settlement = async () =>
    (await admin.call(refunds.list, { params: { id: file.id } })).ok.data;
  const { owed } = (await settlement()).settlement;
  if (money(owed).gt(0)) {
    const res = s.agent
      ? await admin.call(bookings.addAgentPayment, {
          params: { id: file.id },
          payload: { amount: owed, payment_date: today, deposit_account_id: d.banks.INR! },
        })
      : await admin.call(bookings.addPayment, {
          params: { id: file.id },
          payload: {
            amount: owed,
            payment_date: today,
            payment_method: 'bank_transfer',
            deposit_account_id: d.banks.INR!,
          },
        });
    expect(res.status).toBe(201);
  }
  const account = s.ownCurrency ? (d.banks[s.currency] ?? d.banks.INR!) : d.banks.INR!;
  const refund = (amount: string) =>
    admin.call(refunds.create, {
      params: { id: file.id },
      payload: { amount, refund_date: today, account_id: account },
    });
  const { refundable } = (await settlement()).settlement;
  if (money(refundable).gt(0)) {
    if (s.refund === 'twice' && money(refundable).gt('0.01')) {
      const first = toMoney(money(refundable).div(3));
      expect((await refund(first)).status).toBe(201);
      expect((await refund(toMoney(money(refundable).minus(first)))).status).toBe(201);
    } else {
      const made = await refund(refundable);
      expect(made.status).toBe(201);
      if (s.refund === 'voided') {
        const r = made.ok.data.refunds.find((x) => !x.voided_at)!;
        const voided = await admin.call(refunds.void, {
          params: { id: r.id },
          payload: { reason: 'Sent to the wrong account' },
        });
        expect(voided.status).toBe(200);
        expect(voided.ok.data.settlement.refundable).toBe(refundable);
        expect((await refund(refundable)).status).toBe(201);
      }
    }
  }
  return { id: file.id, charge, tcsBefore, owedToSuppliers };
}

async function check(d: Desk, s: Scenario, c: Awaited<ReturnType<typeof run>>) {
  const { admin } = d;
  // (a) Every entry balances, and so does the trial balance.
  expect(
    await q(
      d,
      sql`select entry_id from journal_lines group by entry_id having sum(debit) <> sum(credit)`,
    ),
  ).toEqual([]);
  const [tb] = await q<{ debit: string; credit: string }>(
    d,
    sql`select coalesce(sum(debit), 0)::text as debit, coalesce(sum(credit), 0)::text as credit from journal_lines`,
  );
  expect(tb!.debit).toBe(tb!.credit);

  // (b) The file owes nothing and is owed nothing.
  const b = (await admin.call(bookings.get, { params: { id: c.id } })).ok.data;
  expect(b.status).toBe('cancelled');
  expect(b.balance_due).toBe('0.00');
  const settled = (await admin.call(refunds.list, { params: { id: c.id } })).ok.data.settlement;
  expect({ refundable: settled.refundable, owed: settled.owed }).toEqual({
    refundable: '0.00',
    owed: '0.00',
  });
  const [sub] = await q<{ native: string; rupees: string; lines: number }>(
    d,
    sql`
    with src as (
      select e.id as entry_id, coalesce(o.source_type, e.source_type) as st,
        coalesce(o.source_id, e.source_id) as sid
      from journal_entries e left join journal_entries o on o.id = e.reverses_id
    )
    select coalesce(sum(case when l.debit > 0 then l.amount else -l.amount end), 0)::text as native,
      coalesce(sum(l.debit - l.credit), 0)::text as rupees, count(*)::int as lines
    from journal_lines l join src on src.entry_id = l.entry_id
      join accounts a on a.id = l.account_id
        and a.system_key = ${s.agent ? 'agent_receivables' : 'customer_receivables'}
    where case src.st
        when 'booking' then src.sid
        when 'payment' then (select booking_id from booking_payments p where p.id = src.sid)
        when 'agent_payment' then (select booking_id from agent_payments p where p.id = src.sid)
        when 'refund' then (select booking_id from booking_refunds r where r.id = src.sid)
      end = ${c.id}`,
  );
  expect(money(sub!.native).toFixed(2)).toBe('0.00');
  // In rupees every line is at the rate the file was booked at (what the day's rates moved is
  // in Exchange Gain/Loss), each its own amount × rate half-up: nothing is left but the
  // rounding of those lines, at most half a paisa each (none on a rupee file).
  const residue = money(sub!.rupees).abs();
  if (s.currency === 'INR') expect(residue.toFixed(2)).toBe('0.00');
  else expect(residue.lte(money('0.005').times(sub!.lines))).toBe(true);

  // (c) Tax output is the tax on what was finally supplied: the charge.
  const docs = await q<{
    kind: string;
    gst: string;
    rate: string;
    gst_rate: string;
    place_of_supply: string;
    entry_id: number | null;
  }>(
    d,
    sql`select kind, (cgst + sgst + igst)::text as gst, rate::text, gst_rate::text, place_of_supply, entry_id
      from tax_documents where booking_id = ${c.id} order by id`,
  );
  const invoice = docs.find((x) => x.kind === 'invoice');
  // Confirmed under the agency's tax profile: the file was invoiced.
  expect(invoice).toBeDefined();
  const output = docs
    .reduce((t, x) => (x.kind === 'credit_note' ? t.minus(x.gst) : t.plus(x.gst)), money(0))
    .toFixed(2);
  const expected = inclusiveGst(
    toBase(c.charge ?? '0', invoice!.rate),
    invoice!.gst_rate,
    sameState(invoice!.place_of_supply, TAX_PROFILE.state),
  ).tax;
  expect(output).toBe(expected);
  const [moved] = await q<{ gst: string }>(
    d,
    sql`select coalesce(sum(l.credit - l.debit), 0)::text as gst
      from journal_lines l join accounts a on a.id = l.account_id
        and a.system_key in ('gst_output_cgst', 'gst_output_sgst', 'gst_output_igst')
      join journal_entries e on e.id = l.entry_id and e.source_type = 'tax_document'
      join tax_documents t on t.id = e.source_id and t.booking_id = ${c.id}`,
  );
  expect(money(moved!.gst).toFixed(2)).toBe(expected);

  // (d) Each service owes its supplier its cancellation charge less what was paid, no more.
  for (const o of c.owedToSuppliers) {
    const [left] = await q<{ owed: string; open: string; n: number }>(
      d,
      sql`select coalesce(sum(amount), 0)::text as owed, coalesce(sum(amount - paid), 0)::text as open,
          count(*)::int as n
        from supplier_payables where booking_id = ${c.id} and line_kind = ${o.kind}
          and line_id = ${o.id} and reversed_at is null`,
    );
    expect({
      line: o,
      owed: money(left!.owed).toFixed(2),
      open: money(left!.open).toFixed(2),
    }).toEqual({
      line: o,
      owed: o.charge,
      open: money(o.charge).minus(o.paid).toFixed(2),
    });
  }

  // (e) The TCS collected stays with the government's account; TCS Payable is the live rows.
  const tcsAfter = await q<{ id: number; tcs: string }>(
    d,
    sql`select id, tcs::text from tcs_collections where booking_id = ${c.id} and voided_at is null
      and id <= ${c.tcsBefore.at(-1)?.id ?? 0} order by id`,
  );
  expect(tcsAfter).toEqual(c.tcsBefore);
  const [tcs] = await q<{ payable: string; live: string }>(
    d,
    sql`select (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l
          join accounts a on a.id = l.account_id and a.system_key = 'tcs_payable')::text as payable,
        (select coalesce(sum(tcs), 0) from tcs_collections where voided_at is null)::text as live`,
  );
  expect(money(tcs!.payable).toFixed(2)).toBe(money(tcs!.live).toFixed(2));
}

describe('cancellation that settles', () => {
  test(
    `leaves nothing owed either way and tax only on the charge, in ${RUNS} random files`,
    async ({ app, callers }) => {
      const admin = await callers.admin();
      expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(
        200,
      );
      const bank = async (code: string, currency: string) =>
        (
          await admin.call(accountEndpoints.create, {
            payload: { name: `Bank ${code}`, code, type: 'asset', currency, opening_balance: '0' },
          })
        ).ok.data.id;
      const supplier = async (name: string, currency: string) =>
        (
          await admin.call(suppliers.create, {
            payload: {
              name,
              kind: 'hotel',
              currency,
              payment_terms: 'after_booking',
              payment_days: 7,
            },
          })
        ).ok.data.id;
      const agent = await createAgent(app.app, {
        company_name: 'Sahyadri Travels',
        gst_number: '27AABCS1234F1ZR',
        pan_number: 'AABCS1234F',
        state: 'Maharashtra',
      });
      const d: Desk = {
        app,
        admin,
        today: todayIn(app.app.appTimezone),
        agent: agent.id,
        banks: {
          INR: await bank('CP-INR', 'INR'),
          AED: await bank('CP-AED', 'AED'),
          USD: await bank('CP-USD', 'USD'),
        },
        suppliers: {
          INR: await supplier('Konkan Stays', 'INR'),
          AED: await supplier('Gulf Hotels', 'AED'),
        },
      };
      let cases = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          cases++;
          await check(d, s, await run(d, s));
        }),
        {
          numRuns: RUNS,
          // Each case adds to the same database: a failure is reported as it ran, unshrunk.
          endOnFailure: true,
          ...(process.env.CANCELLATION_PROPERTY_SEED
            ? { seed: Number(process.env.CANCELLATION_PROPERTY_SEED) }
            : {}),
        },
      );
      expect(cases).toBe(RUNS);
    },
    Math.max(120_000, RUNS * 3_000),
  );
});
