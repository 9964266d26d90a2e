import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import type { JournalSource } from '@app/contract';
import {
  GSTR1_CSV_HEADERS,
  JOURNAL_SOURCES,
  GSTR1_SECTIONS,
  gstinProblem,
  money,
  toMoney,
  todayIn,
} from '@app/contract';
import { profitAndLoss } from '../modules/ledger/statements.ts';
import { listEntries } from '../modules/ledger/ledger.service.ts';
import { shiftMonth } from '../modules/reports/period.ts';
import { salesReport } from '../modules/reports/sales.service.ts';
import { agentsNearCreditLimit, unconfirmedServices } from '../modules/today/today.service.ts';
import { gstr1Csv, gstr1Data, gstr1Summary } from '../modules/gst-returns/gstr1.service.ts';

/** A CSV line's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!,
  );
import { seedDemo } from './index.ts';

/** The demo's books (decision 042): they balance, and each category posts where it says. */
const TZ = 'Asia/Kolkata';
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, TZ)).toBe(true);
}, 120_000);
afterAll(() => t.drop());

const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await t.db.execute<T>(q)).rows;

describe('demo data: the books', () => {
  it('every payment lands in the account its method deposits to: nothing waits in Undeposited Funds', async () => {
    const [u] = await rows<{ lines: string }>(sql`
      select count(*)::text as lines from journal_lines l join accounts a on a.id = l.account_id
      where a.system_key = 'undeposited_funds'`);
    expect(u!.lines).toBe('0');
    const [hdfc] = await rows<{ n: string }>(sql`
      select count(*)::text as n from booking_payments p join accounts a on a.id = p.deposit_account_id
      where a.code = 'ACC-002' and p.payment_method = 'bank_transfer'`);
    expect(Number(hdfc!.n)).toBeGreaterThan(0);
  });

  it("the Dubai desk's dirham account: Dubai files' transfers and its own rent and fees, all in AED, in the books in rupees", async () => {
    const [d] = await rows<{
      currency: string;
      other: string;
      transfers: string;
      paid_out: string;
      native: string;
      lines_native: string;
      base: string;
      lines_base: string;
    }>(sql`
      with a as (select id, currency from accounts where code = 'ACC-014')
      select a.currency,
        (select count(*)::text from journal_lines l where l.account_id = a.id and l.currency <> 'AED') as other,
        (select coalesce(sum(p.amount), 0)::text from (
          select amount, deposit_account_id, voided_at from booking_payments
          union all select amount, deposit_account_id, voided_at from agent_payments
        ) p where p.deposit_account_id = a.id and p.voided_at is null) as transfers,
        (select coalesce(sum(amount), 0)::text from supplier_payments
          where account_id = a.id and status = 'paid') as paid_out,
        (select sum(native_debit - native_credit)::text from ledger_month_totals where account_id = a.id) as native,
        (select sum(case when l.debit > 0 then l.amount else -l.amount end)::text from journal_lines l where l.account_id = a.id) as lines_native,
        (select sum(debit - credit)::text from ledger_month_totals where account_id = a.id) as base,
        (select sum(l.debit - l.credit)::text from journal_lines l where l.account_id = a.id) as lines_base
      from a`);
    expect(d!.currency).toBe('AED');
    expect(d!.other).toBe('0');
    expect(Number(d!.transfers)).toBeGreaterThan(0);
    // The account's dirhams: the transfers (customers' and agents'), plus 4,500 of visa fees,
    // less 3,000 of rent and what it paid the Dubai suppliers.
    expect(Number(d!.paid_out)).toBeGreaterThan(0);
    expect(d!.native).toBe((Number(d!.transfers) + 1500 - Number(d!.paid_out)).toFixed(2));
    expect(d!.native).toBe(d!.lines_native);
    expect(d!.base).toBe(d!.lines_base);
    expect(Number(d!.base)).toBeGreaterThan(Number(d!.native) * 22);
  });

  it("last month is revalued: the dirham account's rupees at its end are its dirhams at that day's rate", async () => {
    const [r] = await rows<{ day: string; base: string; worth: string }>(sql`
      with e as (
        select e.entry_date as day from journal_entries e join journal_lines l on l.entry_id = e.id
        join accounts a on a.id = l.account_id
        where e.source_type = 'revaluation' and a.code = 'ACC-014'
      ), a as (select id from accounts where code = 'ACC-014')
      select e.day::text as day,
        (select sum(l.debit - l.credit)::text from journal_lines l join journal_entries j on j.id = l.entry_id
          where l.account_id = a.id and j.entry_date <= e.day) as base,
        -- Exact: numeric arithmetic, rounded half-up to the paisa as the books round.
        round((select sum(case when l.debit > 0 then l.amount else -l.amount end)
          from journal_lines l join journal_entries j on j.id = l.entry_id
          where l.account_id = a.id and j.entry_date <= e.day)
          * (select rate from exchange_rates where currency = 'AED' and rate_date <= e.day
             order by rate_date desc limit 1), 2)::text as worth
      from e, a`);
    expect(r!.day).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
    expect(r!.base).toBe(r!.worth);
  });

  it('a closed month: locked up to the end of a month that holds only the openings', async () => {
    const [b] = await rows<{ lock: string; last_opening: string; first_other: string }>(sql`
      select (select lock_date::text from books_settings) as lock,
        (select max(entry_date)::text from journal_entries where source_type = 'opening') as last_opening,
        (select min(entry_date)::text from journal_entries where source_type <> 'opening') as first_other`);
    expect(b!.lock).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
    expect(b!.last_opening <= b!.lock).toBe(true);
    expect(b!.first_other > b!.lock).toBe(true);
  });

  it('every entry balances, and the openings need no Opening Balance Equity', async () => {
    const [all] = await rows<{ dr: string; cr: string; unbalanced: string }>(sql`
      select sum(debit)::text as dr, sum(credit)::text as cr,
        (select count(*) from (select entry_id from journal_lines group by entry_id
          having sum(debit) <> sum(credit) or count(*) < 2) u)::text as unbalanced
      from journal_lines`);
    expect(all!.dr).toBe(all!.cr);
    expect(all!.unbalanced).toBe('0');
    const [equity] = await rows<{ balance: string }>(sql`
      select coalesce(sum(l.credit - l.debit), 0)::text as balance from journal_lines l
      join accounts a on a.id = l.account_id where a.system_key = 'opening_equity'`);
    expect(equity!.balance).toBe('0.00');
    // The openings come first, so no statement runs below zero before its opening line.
    const late = await rows(sql`
      select o.source_id from journal_entries o
      where o.source_type = 'opening' and exists (
        select 1 from journal_lines l join journal_entries e on e.id = l.entry_id
        join journal_lines ol on ol.entry_id = o.id and ol.account_id = l.account_id
        where e.source_type = 'transaction' and e.entry_date < o.entry_date)`);
    expect(late).toEqual([]);
  });

  it('every entry of the journal opens the document it was posted for, but the revaluations', async () => {
    const sources = await rows<{ source_type: JournalSource }>(sql`
      select distinct source_type from journal_entries order by source_type`);
    // The demo posts every kind of money event (a revaluation has no document of its own).
    expect(sources.map((r) => r.source_type).sort()).toEqual([...JOURNAL_SOURCES].sort());
    const missing = new Map<string, number>();
    for (let page = 1; ; page++) {
      const found = await listEntries(t.db, { page, per_page: 100 });
      for (const e of found.data)
        if (e.document === null && e.source_type !== 'revaluation')
          missing.set(e.source_type, (missing.get(e.source_type) ?? 0) + 1);
      if (page >= found.last_page) break;
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("approved income and expense land on their categories' accounts, by type", async () => {
    const byAccount = await rows<{ code: string; dr: string; cr: string }>(sql`
      select a.code, sum(l.debit)::text as dr, sum(l.credit)::text as cr
      from journal_lines l join accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where e.source_type in ('transaction', 'reversal') and a.type in ('income', 'expense')
      group by a.code order by a.code`);
    // Tour Package Sales: the approved packages (185,000 + 264,500 + 98,000 + 312,000).
    expect(byAccount).toContainEqual({ code: 'ACC-007', dr: '0.00', cr: '859500.00' });
    // Marketing: the fair stall, reversed, so its account nets to nothing.
    expect(byAccount).toContainEqual({ code: 'ACC-012', dr: '58000.00', cr: '58000.00' });
    // Salaries: October and November.
    expect(byAccount).toContainEqual({ code: 'ACC-011', dr: '830500.00', cr: '0.00' });
    // No income account was debited by an income, nor an expense account credited by one.
    const wrongSide = await rows(sql`
      select 1 from journal_lines l join accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where e.source_type = 'transaction'
        and ((a.type = 'income' and l.debit > 0) or (a.type = 'expense' and l.credit > 0))`);
    expect(wrongSide).toEqual([]);
  });

  it('the sales report by posting date is the profit and loss, month by month', async () => {
    const to = todayIn(TZ).slice(0, 7);
    const sales = await salesReport(t.db, { from: shiftMonth(to, -11), to }, null);
    const keys = await rows<{ id: number; system_key: string }>(sql`
      select id, system_key from accounts
      where system_key in ('tour_revenue', 'cost_of_tours', 'agent_commission')`);
    const idOf = (k: string) => keys.find((r) => r.system_key === k)!.id;
    let months = 0;
    for (const row of sales.rows) {
      const from = `${row.month}-01`;
      const end = new Date(`${shiftMonth(row.month, 1)}-01T00:00:00Z`);
      end.setUTCDate(0);
      const pl = await profitAndLoss(t.db, { from, to: end.toISOString().slice(0, 10) }, TZ);
      const line = (list: typeof pl.income, k: string) =>
        list.find((r) => r.account_id === idOf(k))?.amount ?? '0.00';
      expect(row.sale).toBe(line(pl.income, 'tour_revenue'));
      expect(row.cost).toBe(line(pl.expenses, 'cost_of_tours'));
      expect(row.commission).toBe(toMoney(money(line(pl.income, 'agent_commission')).neg()));
      if (row.sale !== '0.00') months++;
    }
    // The demo's files posted on their booking dates: over more than one month.
    expect(months).toBeGreaterThan(1);
  });
});

// The suppliers' demo shares this file's seeded database (a seed costs seconds).
describe('demo data: suppliers', () => {
  it('a dozen in Kerala, Rajasthan and Dubai with valid GSTINs, and each vendor agent one of them', async () => {
    const all = await rows<{
      name: string;
      state: string;
      gstin: string | null;
      agent_id: number | null;
      currency: string;
    }>(sql`
      select name, state, gstin, agent_id, currency from suppliers order by id`);
    const own = all.filter((s) => s.agent_id === null);
    expect(own.length).toBeGreaterThanOrEqual(12);
    for (const state of ['Kerala', 'Rajasthan', 'Dubai'])
      expect(own.filter((s) => s.state === state).length).toBeGreaterThanOrEqual(3);
    expect(own.filter((s) => s.currency === 'AED').length).toBeGreaterThanOrEqual(3);
    for (const s of all)
      if (s.gstin) expect(gstinProblem(s.gstin, { state: s.state }), s.name).toBeNull();
    const vendors = await rows<{ id: number }>(sql`select id from agents where is_vendor`);
    expect(
      all
        .filter((s) => s.agent_id !== null)
        .map((s) => s.agent_id)
        .sort(),
    ).toEqual(vendors.map((v) => v.id).sort());
  });

  it("a hotel travelling this week still unconfirmed, and files whose purchase is their services' costs", async () => {
    const week = await unconfirmedServices(t.db, todayIn(TZ));
    expect(
      week.items.some((i) => i.kind === 'accommodations' && i.service_state === 'requested'),
    ).toBe(true);
    const costed = await rows<{ file_number: string; purchase: string; costs: string }>(sql`
      select b.file_number, b.purchase_amount::text as purchase,
        (select sum(cost)::text from (select cost from booking_accommodations where booking_id = b.id
          union all select cost from booking_tours where booking_id = b.id) c) as costs
      from bookings b
      where exists (select 1 from booking_accommodations a where a.booking_id = b.id and a.cost is not null)`);
    expect(costed.length).toBeGreaterThanOrEqual(2);
    // The rupee file's costs are in rupees, the dirham file's in dirhams: each sums to its purchase.
    for (const f of costed) expect(f.costs, f.file_number).toBe(f.purchase);
    // Hotels with the supplier's number are confirmed.
    const [mixed] = await rows<{ n: string }>(sql`
      select count(*)::text as n from booking_accommodations
      where confirmation_number is not null and service_state <> 'confirmed'`);
    expect(mixed!.n).toBe('0');
    // The confirmed services of sold files owe their suppliers (decision 046, point 8).
    const [owed] = await rows<{ suppliers: number }>(sql`
      select count(distinct supplier_id)::int as suppliers from supplier_payables where reversed_at is null`);
    expect(owed!.suppliers).toBeGreaterThanOrEqual(2);
    // An agent near its credit limit: Today lists it.
    const near = await agentsNearCreditLimit(t.db);
    expect(near.items.map((i) => i.agent.name)).toContain('Ganga Travels');
  });

  it('suppliers paid, one payment voided and one waiting for the manager, one service overdue (decision 048)', async () => {
    const payments = await rows<{ status: string; currency: string; n: number }>(sql`
      select status, currency, count(*)::int as n from supplier_payments group by 1, 2 order by 1, 2`);
    expect(payments).toEqual([
      { status: 'paid', currency: 'AED', n: 1 },
      { status: 'paid', currency: 'INR', n: 1 },
      { status: 'pending', currency: 'INR', n: 1 },
      { status: 'voided', currency: 'INR', n: 1 },
    ]);
    // Still owed and past its due date: the ageing's 0–30 and Today's list show it.
    const [overdue] = await rows<{ n: number }>(sql`
      select count(*)::int as n from supplier_payables p
      where p.reversed_at is null and p.due_date < ${todayIn(TZ)}::date
        and not exists (select 1 from supplier_payment_lines l where l.payable_id = p.id)`);
    expect(overdue!.n).toBeGreaterThanOrEqual(1);
    // The payments reached the books: HDFC paid out, Supplier Payables fell by as much.
    const [paid] = await rows<{ bank: string; payables: string }>(sql`
      select coalesce(sum(l.credit) filter (where a.code = 'ACC-002'), 0)::text as bank,
        coalesce(sum(l.debit) filter (where a.system_key = 'supplier_payables'), 0)::text as payables
      from journal_lines l join accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where e.source_type = 'supplier_payment'`);
    expect(Number(paid!.bank)).toBeGreaterThan(0);
  });

  it('a month of tax invoices: within the state (CGST + SGST) and across states (IGST), each file’s tax in the output accounts (decision 051)', async () => {
    const docs = await rows<{ intra: number; inter: number; files: number; cancelled: number }>(sql`
      select count(*) filter (where kind = 'invoice' and cgst > 0)::int as intra,
        count(*) filter (where kind = 'invoice' and igst > 0)::int as inter,
        count(distinct booking_id)::int as files,
        count(*) filter (where kind = 'credit_note')::int as cancelled
      from tax_documents`);
    expect(docs[0]!.intra).toBeGreaterThan(0);
    expect(docs[0]!.inter).toBeGreaterThan(0);
    // Every file in the books is invoiced for what it sells.
    const [uninvoiced] = await rows<{ n: number }>(sql`
      select count(*)::int as n from bookings b
      where b.status in ('confirmed', 'completed') and b.sale_amount > 0
        and not exists (select 1 from tax_documents d where d.booking_id = b.id and d.kind = 'invoice')`);
    expect(uninvoiced!.n).toBe(0);
    // The output accounts hold the documents' tax.
    const [tax] = await rows<{ docs: string; books: string }>(sql`
      select (select coalesce(sum(case when kind = 'credit_note' then -1 else 1 end * (cgst + sgst + igst)), 0)
          from tax_documents)::text as docs,
        (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l join accounts a on a.id = l.account_id
          where a.system_key in ('gst_output_cgst', 'gst_output_sgst', 'gst_output_igst'))::text as books`);
    expect(tax!.books).toBe(tax!.docs);
  });

  it('each file’s GST treatment: an exempt foreign tourist’s tour abroad, and a guest in another state at IGST (decision 055)', async () => {
    const docs = await rows<{
      guest: string;
      tax_code: string;
      place_of_supply: string;
      registered: boolean;
      tax: string;
      entry_id: number | null;
      travel_abroad: boolean;
    }>(sql`
      select b.guest_name as guest, d.tax_code, d.place_of_supply, d.registered,
        (d.cgst + d.sgst + d.igst)::text as tax, d.entry_id, b.travel_abroad
      from tax_documents d join bookings b on b.id = d.booking_id
      where d.kind = 'invoice' and b.guest_name in ('Schneider Family', 'Rao Family')
      order by b.guest_name`);
    expect(docs).toEqual([
      {
        guest: 'Rao Family',
        tax_code: 'package',
        place_of_supply: 'Karnataka',
        registered: false,
        tax: '4000.00',
        entry_id: expect.any(Number),
        travel_abroad: false,
      },
      {
        guest: 'Schneider Family',
        tax_code: 'exempt_foreign_tourist',
        place_of_supply: 'Maharashtra',
        registered: false,
        tax: '0.00',
        entry_id: null,
        travel_abroad: true,
      },
    ]);
  });

  it('a cancellation that settles: a 10% charge kept, its invoice credited for the rest, the rest refunded (decision 052)', async () => {
    const [c] = await rows<{
      charge: string;
      sale: string;
      refunded: string;
      credited: string;
    }>(sql`
      select b.cancellation_charge::text as charge, b.sale_amount::text as sale,
        (select coalesce(sum(amount), 0) from booking_refunds r where r.booking_id = b.id and r.voided_at is null)::text as refunded,
        (select coalesce(sum(file_amount), 0) from tax_documents d where d.booking_id = b.id and d.kind = 'credit_note')::text as credited
      from bookings b where b.status = 'cancelled' and b.cancellation_charge > 0 limit 1`);
    expect(c).toBeDefined();
    expect(Number(c!.refunded)).toBeGreaterThan(0);
    expect((Number(c!.sale) - Number(c!.charge)).toFixed(2)).toBe(Number(c!.credited).toFixed(2));
  });

  it('the GSTR-1 of the months the demo sold in: B2B, B2CS, exempt rows and the cancellation’s credit note, each month’s tax equal to its output accounts (decision 053)', async () => {
    // The demo books its files up to fifty days back and cancels one today, so which rows fall in
    // this month depends on the day (on the 1st, only the credit note): the three months to today
    // hold them all, and every one of them must agree with its ledger.
    const thisMonth = todayIn(TZ).slice(0, 7);
    const months = [shiftMonth(thisMonth, -2), shiftMonth(thisMonth, -1), thisMonth];
    const count: Record<string, number> = {};
    const placed: Awaited<ReturnType<typeof gstr1Data>>['placed'] = [];
    for (const month of months) {
      const data = await gstr1Data(t.db, { month });
      const g = gstr1Summary(data);
      expect(g.totals, month).toMatchObject(g.ledger);
      expect(g.agrees, month).toBe(true);
      for (const s of g.sections) count[s.section] = (count[s.section] ?? 0) + s.count;
      placed.push(...data.placed);
      // Each section's CSV, as a spreadsheet opens it: the offline tool's header row first; the
      // two HSN sheets' tax columns add up to the output accounts' movement.
      const sheets = Object.fromEntries(
        GSTR1_SECTIONS.map((s) => [s, gstr1Csv(data, s).trimEnd().split('\r\n').map(cellsOf)]),
      );
      for (const s of GSTR1_SECTIONS) expect(sheets[s]![0], s).toEqual([...GSTR1_CSV_HEADERS[s]]);
      const column = (name: string) =>
        toMoney(
          (['hsn_b2b', 'hsn_b2c'] as const)
            .flatMap((s) => {
              const [head, ...rows] = sheets[s]!;
              return rows.map((r) => r[head!.indexOf(name)]!);
            })
            .reduce((sum, v) => sum.plus(v), money(0)),
        );
      expect({
        igst: column('Integrated Tax Amount'),
        cgst: column('Central Tax Amount'),
        sgst: column('State/UT Tax Amount'),
      }).toEqual(g.ledger);
    }
    for (const section of ['b2b', 'b2cs', 'exemp', 'hsn_b2b', 'hsn_b2c'])
      expect(count[section], section).toBeGreaterThan(0);
    // The cancelled guest's file was a small B2C invoice: its credit note is netted in B2CS,
    // as the portal nets it (no CDNUR row: that table holds notes on B2CL invoices only).
    const notes = placed.filter((p) => p.doc.kind === 'credit_note');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((p) => p.section)).toContain('b2cs');
  });
});
