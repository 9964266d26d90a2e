import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  addDays,
  bookingEndpoints as bookings,
  ledgerEndpoints as ledger,
  money,
  refundEndpoints as refunds,
  supplierEndpoints as suppliers,
  supplierPaymentEndpoints as payables,
  todayIn,
  transactionEndpoints as transactions,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import type { Caller } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import {
  bookingValues,
  createAccount,
  createAgent,
  createCategory,
  createTransaction,
} from '../../../test/factories.ts';

/**
 * The books under random sequences of every money event (decision 040): files created,
 * confirmed, edited, sent back to draft and cancelled, payments and voids of both kinds,
 * transactions approved and reversed (on a rupee bank and on one kept in dirhams, today or a
 * month back), rate changes, month-end revaluations and lock-date moves, each through the API.
 * Whatever was accepted or refused, after each sequence (over the whole database after the
 * first 20, every 25th and the last; otherwise over what it added and the files it worked
 * on, see checkBooks): no answer was a 5xx; every entry
 * balances; the trial balance's debits equal its credits; every account's kept month totals
 * equal the sum of its lines, in rupees and in its own currency; every line on the dirham
 * account is in dirhams, and right after a revaluation its rupees are its dirhams at the
 * closing rate; each line's base amount is its document amount × rate rounded
 * half-up; every file's receivable in its own currency is what the file says is owed less what
 * was received; no supplier's service is paid beyond what it owes, and one paid in full leaves
 * none of its rupees in Supplier Payables; and the balance sheet balances (assets = liabilities +
 * equity + the year's profit). Supplier events too: services confirmed, paid in part or whole
 * from either bank, and payments voided. `npm test` runs BOOKS_PROPERTY_RUNS sequences (20); the note gives the 10,000 run.
 */
const RUNS = Number(process.env.BOOKS_PROPERTY_RUNS ?? 20);

const cents = fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));
const fileIx = fc.nat({ max: 30 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    agent: fc.boolean(),
    confirmed: fc.boolean(),
    sale: cents,
    margin: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    file: fileIx,
    to: fc.constantFrom('draft', 'confirmed', 'completed'),
  }),
  fc.record({ kind: fc.constant('edit' as const), file: fileIx, sale: cents }),
  // Cancelled keeping a charge of some share of the sale, or none (decision 052).
  fc.record({
    kind: fc.constant('cancel' as const),
    file: fileIx,
    charge: fc.option(fc.integer({ min: 0, max: 100 })),
  }),
  // A refund of a share of what a cancelled file may refund (above 100% refused), and voids.
  fc.record({
    kind: fc.constant('refund' as const),
    file: fileIx,
    share: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ kind: fc.constant('refundVoid' as const), file: fileIx, nth: fc.nat({ max: 3 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    file: fileIx,
    agent: fc.boolean(),
    // Into the dirham account (the files are in dirhams) or where the method sends it.
    dirhams: fc.boolean(),
    // Up to 120% of what is owed: beyond it must be refused.
    share: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ kind: fc.constant('void' as const), file: fileIx, nth: fc.nat({ max: 5 }) }),
  fc.record({
    kind: fc.constant('transaction' as const),
    type: fc.constantFrom('income', 'expense'),
    amount: cents,
    // On the rupee bank or the dirham one; today or about a month back.
    dirhams: fc.boolean(),
    back: fc.constantFrom(0, 35),
  }),
  fc.record({ kind: fc.constant('reverse' as const), nth: fc.nat({ max: 20 }) }),
  fc.record({
    kind: fc.constant('rate' as const),
    rate: fc.integer({ min: 2_000_000, max: 2_500_000 }).map((r) => (r / 100_000).toFixed(5)),
    back: fc.constantFrom(0, 35),
  }),
  fc.record({ kind: fc.constant('revalue' as const) }),
  fc.record({
    kind: fc.constant('lock' as const),
    daysBack: fc.option(fc.integer({ min: 1, max: 400 })),
  }),
  // Suppliers (decision 048): a confirmed file whose tour from the dirham supplier is
  // confirmed (its payable), payments of a share of what a service still owes (above 100%
  // refused) from the dirham or the rupee bank, and voids of them.
  fc.record({ kind: fc.constant('service' as const), cost: cents }),
  fc.record({
    kind: fc.constant('supplierPay' as const),
    nth: fc.nat({ max: 20 }),
    dirhams: fc.boolean(),
    share: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ kind: fc.constant('supplierVoid' as const), nth: fc.nat({ max: 20 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface World {
  app: TestContext;
  admin: Caller;
  agentId: number;
  bank: number;
  /** A bank account kept in dirhams (decision 044, point 16). */
  dirhams: number;
  category: number;
  /** A supplier kept in dirhams. */
  supplier: number;
  files: { id: number; agent: boolean }[];
  approved: number[];
  statuses: number[];
  /** The files a sequence worked on, for the check after it (checkBooks). */
  touched: Set<number>;
  /** The last journal line and entry the books were checked to. */
  checkedTo: { line: number; entry: number };
}

const day = (offset: number, today: string) => addDays(today, offset);

async function apply(w: World, o: Op, today: string) {
  const { admin } = w;
  // One of the last few files made, so the long run keeps working on files it has just made
  // rather than on its first 31 only.
  const file = 'file' in o ? w.files[w.files.length - 1 - (o.file % w.files.length)] : undefined;
  if (file) w.touched.add(file.id);
  const read = async (id: number) => (await admin.call(bookings.get, { params: { id } })).ok.data;
  switch (o.kind) {
    case 'create': {
      const res = await admin.call(bookings.create, {
        payload: bookingValues({
          sale_amount: o.sale,
          purchase_amount: money(o.sale)
            .times(100 - o.margin)
            .div(100)
            .toFixed(2),
          agent_id: o.agent ? w.agentId : null,
          status: o.confirmed ? 'confirmed' : 'draft',
        }),
      });
      w.statuses.push(res.status);
      if (res.status === 201) {
        w.files.push({ id: res.ok.data.id, agent: o.agent });
        w.touched.add(res.ok.data.id);
      }
      return;
    }
    case 'status':
    case 'edit': {
      if (!file) return;
      const b = await read(file.id);
      if (b.status === 'cancelled') return;
      const res = await admin.call(bookings.update, {
        params: { id: file.id },
        payload: bookingValues({
          sale_amount: o.kind === 'edit' ? o.sale : b.sale_amount,
          purchase_amount: b.purchase_amount,
          agent_id: b.agent?.id ?? null,
          agent_commission_rate: b.agent_commission_rate,
          status: o.kind === 'status' ? o.to : b.status,
        }),
      });
      w.statuses.push(res.status);
      return;
    }
    case 'cancel': {
      if (!file) return;
      const b = await read(file.id);
      const charge =
        o.charge === null ? null : money(b.sale_amount).times(o.charge).div(100).toFixed(2);
      const res = await admin.call(bookings.cancel, {
        params: { id: file.id },
        payload: { reason: 'Guest changed plans', cancellation_charge: charge },
      });
      w.statuses.push(res.status);
      return;
    }
    case 'refund': {
      if (!file) return;
      const { refundable } = (await admin.call(refunds.list, { params: { id: file.id } })).ok.data
        .settlement;
      const share = money(refundable).times(o.share).div(100);
      const amount = (share.lt('0.01') ? money('0.01') : share).toFixed(2);
      const res = await admin.call(refunds.create, {
        params: { id: file.id },
        payload: { amount, refund_date: today, account_id: w.dirhams },
      });
      w.statuses.push(res.status);
      // Never beyond what is refundable, nor on a file still sold: refused by field.
      if (money(amount).gt(refundable)) expect(res.status).toBe(422);
      return;
    }
    case 'refundVoid': {
      if (!file) return;
      const list = (await admin.call(refunds.list, { params: { id: file.id } })).ok.data.refunds;
      const r = list.filter((x) => !x.voided_at)[o.nth % Math.max(list.length, 1)];
      if (!r) return;
      const res = await admin.call(refunds.void, {
        params: { id: r.id },
        payload: { reason: 'Bounced' },
      });
      w.statuses.push(res.status);
      return;
    }
    case 'pay': {
      if (!file) return;
      const b = await read(file.id);
      const owed = money(file.agent ? (b.agent_balance ?? b.balance_due) : b.balance_due);
      const share = owed.times(o.share).div(100);
      const amount = (share.lt('0.01') ? money('0.01') : share).toFixed(2);
      const byAgent = o.agent && file.agent;
      const into = o.dirhams ? { deposit_account_id: w.dirhams } : {};
      const res = byAgent
        ? await admin.call(bookings.addAgentPayment, {
            params: { id: file.id },
            payload: { amount, payment_date: today, ...into },
          })
        : await admin.call(bookings.addPayment, {
            params: { id: file.id },
            payload: { amount, payment_date: today, payment_method: 'cash', ...into },
          });
      w.statuses.push(res.status);
      // Never beyond what is owed: above it, refused by field.
      if (money(amount).gt(owed)) expect(res.status).not.toBe(201);
      return;
    }
    case 'void': {
      if (!file) return;
      const b = await read(file.id);
      const customer = b.payments.filter((p) => !p.voided_at);
      const agent = file.agent
        ? (await admin.call(bookings.agentPayments, { params: { id: file.id } })).ok.data.filter(
            (p) => !p.voided_at,
          )
        : [];
      const all = [
        ...customer.map((p) => ['c', p.id] as const),
        ...agent.map((p) => ['a', p.id] as const),
      ];
      const chosen = all[o.nth % Math.max(all.length, 1)];
      if (!chosen) return;
      const res =
        chosen[0] === 'c'
          ? await admin.call(bookings.voidPayment, {
              params: { id: file.id, paymentId: chosen[1] },
              payload: { reason: 'Bounced' },
            })
          : await admin.call(bookings.voidAgentPayment, {
              params: { id: chosen[1] },
              payload: { reason: 'Bounced' },
            });
      w.statuses.push(res.status);
      return;
    }
    case 'transaction': {
      let t;
      try {
        t = await createTransaction(w.app.app, o.dirhams ? w.dirhams : w.bank, w.category, {
          type: o.type,
          amount: o.amount,
          transaction_date: day(-o.back, today),
        });
      } catch (e) {
        // A date in a locked period is refused when saved (422), as through the API.
        expect((e as { status?: number }).status).toBe(422);
        return;
      }
      const res = await admin.call(transactions.approve, {
        params: { id: t.id },
        payload: { updated_at: t.updated_at },
      });
      w.statuses.push(res.status);
      if (res.status === 200) w.approved.push(t.id);
      return;
    }
    case 'reverse': {
      const id = w.approved[o.nth % Math.max(w.approved.length, 1)];
      if (id === undefined) return;
      const res = await admin.call(transactions.reverse, {
        params: { id },
        payload: { reason: 'Wrong account' },
      });
      w.statuses.push(res.status);
      return;
    }
    case 'rate':
      await w.app.db.execute(sql`
        insert into exchange_rates (currency, rate_date, rate)
        values ('AED', ${day(-o.back, today)}, ${o.rate})
        on conflict (currency, rate_date) do update set rate = excluded.rate`);
      return;
    case 'revalue': {
      // Last month, at its closing rate: right after it, the dirham account's rupees up to
      // that day are its dirhams then at that day's rate (refused when the month is locked).
      const month = day(-Number(today.slice(8, 10)), today); // last month's last day
      const res = await admin.call(ledger.revalue, { payload: { month: month.slice(0, 7) } });
      w.statuses.push(res.status);
      if (res.status !== 200) return;
      const [r] = (
        await w.app.db.execute<{ base: string; worth: string }>(sql`
        with d as (select ${res.ok.data.date}::date as day)
        select round(coalesce((select sum(l.debit - l.credit) from journal_lines l
            join journal_entries e on e.id = l.entry_id
            where l.account_id = ${w.dirhams} and e.entry_date <= d.day), 0), 2)::text as base,
          round(coalesce((select sum(case when l.debit > 0 then l.amount else -l.amount end)
            from journal_lines l join journal_entries e on e.id = l.entry_id
            where l.account_id = ${w.dirhams} and e.entry_date <= d.day), 0)
            * (select rate from exchange_rates where currency = 'AED' and rate_date <= d.day
               order by rate_date desc limit 1), 2)::text as worth
        from d`)
      ).rows;
      expect(r!.base).toBe(r!.worth);
      return;
    }
    case 'service': {
      const res = await admin.call(bookings.create, {
        payload: bookingValues({
          sale_amount: money(o.cost).times(2).toFixed(2),
          purchase_amount: null,
          status: 'confirmed',
          accommodations: [],
          tours: [
            {
              service_name: 'Dhow cruise',
              service_date: day(20, today),
              transfer_type: 'SIC',
              supplier_id: w.supplier,
              cost: o.cost,
            },
          ],
        }),
      });
      w.statuses.push(res.status);
      if (res.status !== 201) return;
      const b = res.ok.data;
      w.files.push({ id: b.id, agent: false });
      w.touched.add(b.id);
      const moved = await admin.call(bookings.serviceState, {
        params: { id: b.id, kind: 'tours', lineId: b.tours[0]!.id },
        payload: { state: 'confirmed', confirmation_number: `DC-${b.id}` },
      });
      w.statuses.push(moved.status);
      return;
    }
    case 'supplierPay': {
      const open = (
        await admin.call(payables.payables, {
          query: { supplier_id: String(w.supplier), per_page: 100 },
        })
      ).ok.data;
      const p = open[o.nth % Math.max(open.length, 1)];
      if (!p) return;
      const share = money(p.open).times(o.share).div(100);
      const amount = (share.lt('0.01') ? money('0.01') : share).toFixed(2);
      const res = await admin.call(payables.create, {
        payload: {
          supplier_id: w.supplier,
          account_id: o.dirhams ? w.dirhams : w.bank,
          payment_date: today,
          lines: [{ payable_id: p.id, amount }],
        },
      });
      w.statuses.push(res.status);
      if (money(amount).gt(p.open)) expect(res.status).toBe(422);
      return;
    }
    case 'supplierVoid': {
      const paid = (await admin.call(payables.list, { query: { status: 'paid', per_page: 100 } }))
        .ok.data;
      const p = paid[o.nth % Math.max(paid.length, 1)];
      if (!p) return;
      const res = await admin.call(payables.void, {
        params: { id: p.id },
        payload: { reason: 'Sent twice' },
      });
      w.statuses.push(res.status);
      return;
    }
    case 'lock': {
      const res = await admin.call(ledger.setLockDate, {
        payload: { lock_date: o.daysBack === null ? null : day(-o.daysBack, today) },
      });
      w.statuses.push(res.status);
      return;
    }
  }
}

/**
 * Every invariant of the books. `whole`: over the whole database. Otherwise over what the
 * last sequence added (entries and lines are append-only, so one checked stays right) and the
 * files it worked on: the whole check after every sequence made the 10,000-sequence run
 * quadratic, as each check read every line so far. The run still checks the whole database
 * after each of its first sequences, every 25th and its last.
 */
async function checkBooks(w: World, whole: boolean) {
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await w.app.db.execute<T>(query)).rows;
  const fromLine = whole ? 0 : w.checkedTo.line;
  const fromEntry = whole ? 0 : w.checkedTo.entry;
  const [to] = await q<{ line: number; entry: number }>(
    sql`select coalesce((select max(id) from journal_lines), 0)::int as line,
      coalesce((select max(id) from journal_entries), 0)::int as entry`,
  );
  expect(w.statuses.filter((s) => s >= 500)).toEqual([]);
  // Every entry balances.
  expect(
    await q(sql`select entry_id from journal_lines where entry_id > ${fromEntry}
      group by entry_id having sum(debit) <> sum(credit)`),
  ).toEqual([]);
  // Base = document amount × rate, half-up, on every line but a revaluation's line on the
  // account it revalues (its rupees only, of no amount of its own).
  expect(
    await q(sql`select l.id from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.id > ${fromLine} and l.debit + l.credit <> round(l.amount * l.rate, 2)
        and not (e.source_type = 'revaluation' and l.amount = 0)`),
  ).toEqual([]);
  // No service is paid beyond what it owes, and one paid in full leaves nothing of its rupees in
  // Supplier Payables: its paid payments carried exactly what its payable was credited with.
  expect(
    await q(sql`
      with paid as (
        select l.payable_id, sum(l.amount) filter (where sp.status in ('pending', 'paid')) as held,
          sum(l.amount) filter (where sp.status = 'paid') as amount,
          sum(l.carried) filter (where sp.status = 'paid') as carried
        from supplier_payment_lines l join supplier_payments sp on sp.id = l.payment_id
        group by l.payable_id
      )
      select p.id from supplier_payables p join paid on paid.payable_id = p.id
      where paid.held > p.amount
        or (paid.amount = p.amount and paid.carried <> (
          select j.credit from journal_lines j join accounts a on a.id = j.account_id
          where j.entry_id = p.entry_id and a.system_key = 'supplier_payables'))`),
  ).toEqual([]);
  // Each file's receivable in its own currency (below), for the files the sequence worked on.
  await checkFiles(w, whole ? null : [...w.touched]);
  w.touched.clear();
  w.checkedTo = to!;
  // The balance sheet balances: assets = liabilities + equity + the year's profit.
  const bs = (await w.admin.call(ledger.balanceSheet)).ok.data.totals;
  expect(bs.assets).toBe(bs.liabilities_and_equity);
  if (!whole) return;
  // The trial balance's debits equal its credits.
  const [tb] = await q<{ debit: string; credit: string }>(
    sql`select coalesce(sum(debit), 0)::text as debit, coalesce(sum(credit), 0)::text as credit from journal_lines`,
  );
  expect(tb!.debit).toBe(tb!.credit);
  // Each account's kept month totals (its slots summed) are the sum of its lines, in rupees
  // and in its own currency (a line's document amount on an account kept in another currency).
  expect(
    await q(sql`
      with lines as (
        select l.account_id, date_trunc('month', e.entry_date)::date as month,
          count(distinct l.entry_id)::int as entries, sum(l.debit) as debit, sum(l.credit) as credit,
          sum(case when a.currency = 'INR' then l.debit when l.debit > 0 then l.amount else 0 end) as nd,
          sum(case when a.currency = 'INR' then l.credit when l.credit > 0 then l.amount else 0 end) as nc
        from journal_lines l join journal_entries e on e.id = l.entry_id
          join accounts a on a.id = l.account_id group by 1, 2
      )
      select * from lines full join (
        select account_id, month, sum(entries) as entries, sum(debit) as debit,
          sum(credit) as credit, sum(native_debit) as native_debit,
          sum(native_credit) as native_credit
        from ledger_month_totals group by 1, 2) m using (account_id, month)
      where coalesce(lines.debit, 0) <> coalesce(m.debit, 0)
        or coalesce(lines.credit, 0) <> coalesce(m.credit, 0)
        or coalesce(lines.entries, 0) <> coalesce(m.entries, 0)
        or coalesce(lines.nd, 0) <> coalesce(m.native_debit, 0)
        or coalesce(lines.nc, 0) <> coalesce(m.native_credit, 0)`),
  ).toEqual([]);
  // Every line on the dirham account is in dirhams.
  expect(
    await q(
      sql`select id from journal_lines where account_id = ${w.dirhams} and currency <> 'AED'`,
    ),
  ).toEqual([]);
  // And per day, with the counts of lines (the trial balance's "has lines") and of entries
  // (the journal's total when filtered by account).
  expect(
    await q(sql`
      with lines as (
        select l.account_id, e.entry_date as day, count(*)::int as n,
          count(distinct l.entry_id)::int as entries, sum(l.debit) as debit, sum(l.credit) as credit
        from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2
      )
      select * from lines full join (
        select account_id, day, sum(lines) as lines, sum(entries) as entries,
          sum(debit) as debit, sum(credit) as credit
        from ledger_day_totals group by 1, 2) t using (account_id, day)
      where coalesce(lines.debit, 0) <> coalesce(t.debit, 0)
        or coalesce(lines.credit, 0) <> coalesce(t.credit, 0)
        or coalesce(lines.n, 0) <> coalesce(t.lines, 0)
        or coalesce(lines.entries, 0) <> coalesce(t.entries, 0)`),
  ).toEqual([]);
}

/**
 * Each file's receivable in its own currency: what it says is owed (once in the books) less
 * what was received, on whichever receivable it posted to. `ids`: only those files; null: all.
 */
async function checkFiles(w: World, ids: number[] | null) {
  if (ids?.length === 0) return;
  const only = ids ? sql`where b.id = any(${`{${ids.join(',')}}`}::int[])` : sql``;
  const { rows: files } = await w.app.db.execute<{ id: number; owed: string; sub: string }>(sql`
    with f as (
      select b.id, b.status, b.currency,
        case when b.status in ('confirmed', 'completed')
          then coalesce(b.agent_payable, b.sale_amount)
          -- A cancelled file keeps its charge; what was refunded is owed back to it (decision 052).
          when b.status = 'cancelled' then coalesce(b.cancellation_charge, 0) + b.refunded_amount
          else 0 end
          - b.paid_amount - coalesce(b.agent_paid, 0) as owed
      from bookings b ${only}
    ), src as (
      select e.id as entry_id, coalesce(o.source_type, e.source_type) as st,
        coalesce(o.source_id, e.source_id) as sid
      from journal_entries e left join journal_entries o on o.id = e.reverses_id
    ), doc as (
      select case src.st
          when 'booking' then src.sid
          when 'payment' then (select booking_id from booking_payments p where p.id = src.sid)
          when 'agent_payment' then (select booking_id from agent_payments p where p.id = src.sid)
          when 'refund' then (select booking_id from booking_refunds r where r.id = src.sid)
        end as file_id,
        case when l.debit > 0 then l.amount else -l.amount end as signed
      from journal_lines l join src on src.entry_id = l.entry_id
        join accounts a on a.id = l.account_id
          and a.system_key in ('customer_receivables', 'agent_receivables')
    )
    select f.id, f.owed::text as owed, coalesce(sum(doc.signed), 0)::text as sub
    from f left join doc on doc.file_id = f.id
    group by f.id, f.owed
    having f.owed <> coalesce(sum(doc.signed), 0)`);
  expect(files).toEqual([]);
  // A cancelled file's stored figures follow its settlement: it owes its charge less what it
  // received net of live refunds, never less than nothing (what is beyond is refundable).
  const { rows: cancelled } = await w.app.db.execute(sql`
    select b.id, b.balance_due::text, b.refunded_amount::text,
      (select coalesce(sum(r.amount), 0) from booking_refunds r
        where r.booking_id = b.id and r.voided_at is null)::text as live
    from bookings b ${ids ? sql`${only} and` : sql`where`} b.status = 'cancelled'
      and (b.balance_due <> greatest(coalesce(b.cancellation_charge, 0) + b.refunded_amount
          - b.paid_amount - coalesce(b.agent_paid, 0), 0)
        or b.refunded_amount <> (select coalesce(sum(r.amount), 0) from booking_refunds r
          where r.booking_id = b.id and r.voided_at is null))`);
  expect(cancelled).toEqual([]);
}

describe('the books under random money events', () => {
  test(
    `stay balanced and agree with every file after ${RUNS} random sequences`,
    async ({ app, callers }) => {
      const admin = await callers.admin();
      const agent = await createAgent(app.app, { commission_rate: '8.50' });
      const bank = await createAccount(app.app, { opening_balance: '50000.00' });
      const dirhams = await createAccount(app.app, {
        currency: 'AED',
        opening_balance: '20000.00',
      });
      const category = await createCategory(app.app);
      const supplier = (
        await admin.call(suppliers.create, {
          payload: {
            name: 'Gulf Dhow Cruises',
            kind: 'activity',
            currency: 'AED',
            payment_terms: 'after_booking',
            payment_days: 7,
          },
        })
      ).ok.data.id;
      const today = todayIn('Asia/Kolkata');
      const w: World = {
        app,
        admin,
        agentId: agent.id,
        bank: bank.id,
        dirhams: dirhams.id,
        category: category.id,
        supplier,
        files: [],
        approved: [],
        statuses: [],
        touched: new Set(),
        checkedTo: { line: 0, entry: 0 },
      };
      let sequences = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          sequences++;
          for (const o of ops) await apply(w, o, today);
          await checkBooks(w, sequences <= 20 || sequences % 25 === 0);
          // The long run by hand says how far it has got.
          if (RUNS > 100 && sequences % 250 === 0)
            console.log(
              `books property: ${sequences} sequences, ${w.files.length} files, all held`,
            );
        }),
        {
          numRuns: RUNS,
          // The database carries over from one sequence to the next, so shrinking a failure would
          // replay it on another state: the failing sequence is reported as it ran.
          endOnFailure: true,
          ...(process.env.BOOKS_PROPERTY_SEED
            ? { seed: Number(process.env.BOOKS_PROPERTY_SEED) }
            : {}),
        },
      );
      expect(sequences).toBeGreaterThanOrEqual(RUNS);
      await checkBooks(w, true);
      // The sequences did reach the books: files, payments and transactions were accepted.
      expect(w.statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    },
    Math.max(600_000, RUNS * 2_000),
  );
});
