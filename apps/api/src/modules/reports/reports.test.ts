import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import {
  addDays,
  auditEndpoints,
  bookingEndpoints,
  REPORT_FIGURE_LABELS,
  reportEndpoints,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  createAccount,
  createAgent,
  createCategory,
  createTransaction,
  signIn,
} from '../../../test/factories.ts';
import { csvRecords, xlsxRecords } from '../exports/read-back.ts';
import { inr } from '../../../test/standing-rates.ts';

/**
 * Every report's figures equal an independent computation over the base tables
 * (bookings, payments, transactions), on data holding a cancelled file, a draft, a voided customer
 * payment, a voided agent payment, pending and rejected transactions and a reversal. The
 * reports themselves read the totals the trigger of migration 0025 keeps.
 */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let today: string;
/** The setup's calls: each answer parsed by its endpoint's schema, a refusal fails the setup. */
const ok = async <E extends Endpoint>(e: E, args: Omit<CallArgs<E>, 'token'> = {}) =>
  (await callEndpoint(t.app, e, { token: admin.token, ...args })).ok;
/** A report read through its endpoint: the answer parsed by its schema, typed. */
type ReportKey = keyof typeof reportEndpoints;
const report = <K extends ReportKey>(
  key: K,
  query: Record<string, string | number> = {},
  token = admin.token,
) => callEndpoint(t.app, reportEndpoints[key], { query, token });
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];
const day = (offset: number) => addDays(today, offset);
const month = (offset: number) => day(offset).slice(0, 7);

let agentA: number;
let agentB: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { role: 'admin' });
  today = todayIn(t.app.appTimezone);
  agentA = (await createAgent(t.app, { name: 'Alpha Tours', commission_rate: '10' })).id;
  agentB = (await createAgent(t.app, { name: 'Beta Travels', commission_rate: '5' })).id;
  // Files over months, destinations, agents and travel dates on both sides of today.
  const plan: [string, number, string, number | null, string | null, string][] = [
    // [booking date, sale, destination, agent, travel start, status]
    [day(-70), 1000, 'Dubai', agentA, day(-65), 'confirmed'],
    [day(-40), 2500.5, 'Dubai', agentA, day(10), 'confirmed'],
    [day(-40), 800, 'Goa', agentB, day(45), 'confirmed'],
    [day(-10), 1200, 'Goa', null, day(75), 'completed'],
    [day(-10), 3000, 'Bali', agentB, day(120), 'confirmed'],
    [day(-5), 9999, 'Bali', agentA, day(20), 'cancelled'],
    [day(-3), 450, 'Dubai', null, null, 'confirmed'],
    [day(-100), 700, 'Paris', agentB, day(-95), 'completed'],
    [day(-1), 640, 'Dubai', null, day(-20), 'confirmed'],
    // A draft is not a sale yet: no sale, receivable or payable anywhere, only counted.
    [day(-40), 5000, 'Goa', agentB, day(40), 'draft'],
  ];
  const ids: number[] = [];
  for (const [booking_date, sale, destination, agent_id, travel, status] of plan) {
    const r = await ok(bookingEndpoints.create, {
      payload: {
        guest_name: `Guest ${ids.length}`,
        booking_date,
        sale_amount: String(sale),
        purchase_amount: String(Math.round(sale * 0.7)),
        destination,
        agent_id,
        travel_start_date: travel,
        status: status === 'cancelled' ? 'confirmed' : status,
      },
    });
    ids.push(r.data.id);
  }
  const pay = (id: number, amount: string) =>
    ok(bookingEndpoints.addPayment, {
      params: { id },
      payload: { payment_date: day(-1), amount, payment_method: 'cash' },
    });
  await pay(ids[0]!, '400.00');
  // Paid in full: the sale less agent A's 10% commission, all its agent owes (decision 043).
  await pay(ids[1]!, '2250.45');
  const paid = await pay(ids[2]!, '300.00');
  // A voided payment: the file owes its whole sale again.
  const wrong = paid.data.payments[0]!.id;
  await ok(bookingEndpoints.voidPayment, {
    params: { id: ids[2]!, paymentId: wrong },
    payload: { reason: 'Bounced' },
  });
  await pay(ids[4]!, '1000.00');
  await pay(ids[5]!, '500.00');
  // The cancelled file took a payment before it was cancelled.
  await ok(bookingEndpoints.cancel, {
    params: { id: ids[5]! },
    payload: { reason: 'Guest cancelled' },
  });
  const agentPay = (id: number, amount: string) =>
    ok(bookingEndpoints.addAgentPayment, {
      params: { id },
      payload: { payment_date: day(-1), amount },
    });
  await agentPay(ids[0]!, '300.00');
  const ap = await agentPay(ids[4]!, '100.00');
  const apId = ap.data[0]!.id;
  await ok(bookingEndpoints.voidAgentPayment, {
    params: { id: apId },
    payload: { reason: 'Duplicate' },
  });

  // Cash: approved, pending, rejected, and a reversal of an approved income.
  const bank = await createAccount(t.app, { name: 'Bank', code: 'BANK-1' });
  const till = await createAccount(t.app, { name: 'Till', code: 'CASH-1' });
  const cat = await createCategory(t.app);
  const updatedAt = async (id: number) =>
    (await ok(transactionEndpoints.get, { params: { id } })).data.updated_at;
  const approve = async (id: number) => {
    const updated_at = await updatedAt(id);
    await ok(transactionEndpoints.approve, { params: { id }, payload: { updated_at } });
  };
  const mk = (account: number, o: Record<string, unknown>) =>
    createTransaction(t.app, account, cat.id, o);
  const income = await mk(bank.id, {
    type: 'income',
    amount: '5000.00',
    transaction_date: day(-35),
  });
  await approve(income.id);
  await approve(
    (await mk(bank.id, { type: 'expense', amount: '1200.00', transaction_date: day(-2) })).id,
  );
  await approve(
    (await mk(till.id, { type: 'income', amount: '300.00', transaction_date: day(-2) })).id,
  );
  await mk(till.id, { type: 'income', amount: '999.00', transaction_date: day(-2) }); // pending
  const rejected = await mk(bank.id, {
    type: 'expense',
    amount: '77.00',
    transaction_date: day(-2),
  });
  await ok(transactionEndpoints.reject, {
    params: { id: rejected.id },
    payload: { updated_at: await updatedAt(rejected.id) },
  });
  await ok(transactionEndpoints.reverse, {
    params: { id: income.id },
    payload: { reason: 'Entered twice' },
  });
});
afterAll(() => t.close());

const period = () => ({ from: month(-120), to: month(0) });
/**
 * A file's column in rupees at the rate it was booked at, half-up to the paisa: how the reports
 * count every file's money (each file converted, then added). Written here apart from the
 * database's own booking_base().
 */
const inBase = (column: string) => sql.raw(`round(coalesce(${column}, 0) * rate, 2)`);
const periodText = () => `from=${month(-120)}&to=${month(0)}`;

describe('reports against the base tables', () => {
  it('sales by booking month: sold files summed, drafts and cancelled ones counted apart, every month listed', async () => {
    const res = await report('sales', { ...period(), basis: 'booking' });
    expect(res.status).toBe(200);
    const expected = await rows<Record<string, string | number>>(sql`
      select to_char(booking_date, 'YYYY-MM') as month, count(*)::int as files,
        (count(*) filter (where status = 'cancelled'))::int as cancelled_files,
        (count(*) filter (where status = 'draft'))::int as draft_files,
        coalesce(sum(${inBase('sale_amount')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as sale,
        coalesce(sum(${inBase('purchase_amount')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as cost,
        coalesce(sum(${inBase('profit_amount')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as profit,
        coalesce(sum(${inBase('agent_commission_amount')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as commission,
        coalesce(sum(${inBase('net_profit')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as net_profit
      from bookings group by 1`);
    const data = res.ok.data;
    expect(data.rows.length).toBeGreaterThanOrEqual(4);
    for (const e of expected) expect(data.rows).toContainEqual(e);
    const empty = data.rows.filter((r) => r.files === 0);
    for (const r of empty) expect(r).toMatchObject({ sale: '0.00', net_profit: '0.00' });
    const total = await rows<{ sale: string; n: number }>(sql`
      select coalesce(sum(${inBase('sale_amount')}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text as sale,
        count(*)::int as n from bookings`);
    expect(data.totals).toMatchObject({
      sale: total[0]!.sale,
      files: total[0]!.n,
      cancelled_files: 1,
      draft_files: 1,
    });
    const agent = await report('sales', { ...period(), agent_id: agentA, basis: 'booking' });
    const [a] = await rows<{ sale: string }>(sql`
      select sum(${inBase('sale_amount')})::numeric(18,2)::text as sale from bookings
      where agent_id = ${agentA} and status not in ('draft', 'cancelled')`);
    expect(agent.ok.data.totals.sale).toBe(a!.sale);
  });

  it('receivables ageing: what is owed after voids, by days to and since travel, overall and per agent', async () => {
    const res = await report('receivables');
    expect(res.status).toBe(200);
    // Independent: what the file's payer owes (the sale, or on an agent's file the sale less
    // commission) less the payments of both kinds that still count (decision 043).
    // In rupees: each file's due at the rate it was booked at, half-up to the paisa.
    const owed = sql`(select b.id, b.agent_id, b.travel_start_date d,
        round((coalesce(b.agent_payable, b.sale_amount) - coalesce((select sum(p.amount) from booking_payments p
          where p.booking_id = b.id and p.voided_at is null), 0)
          - coalesce((select sum(p.amount) from agent_payments p
          where p.booking_id = b.id and p.voided_at is null), 0)) * b.rate, 2) as due
      from bookings b where b.status not in ('draft', 'cancelled'))`;
    const bucket = (cond: ReturnType<typeof sql>) =>
      sql`coalesce(sum(due) filter (where due > 0 and ${cond}), 0)::numeric(18,2)::text`;
    const td = sql`${today}::date`;
    const q = (where: ReturnType<typeof sql>) => sql`
      select ${bucket(sql`d between ${td} and ${td} + 30`)} as a0, ${bucket(sql`d between ${td} + 31 and ${td} + 60`)} as a1,
        ${bucket(sql`d between ${td} + 61 and ${td} + 90`)} as a2, ${bucket(sql`d > ${td} + 90`)} as a3,
        ${bucket(sql`d between ${td} - 30 and ${td} - 1`)} as s0, ${bucket(sql`d between ${td} - 60 and ${td} - 31`)} as s1,
        ${bucket(sql`d between ${td} - 90 and ${td} - 61`)} as s2, ${bucket(sql`d < ${td} - 90`)} as s3,
        ${bucket(sql`d is null`)} as none, ${bucket(sql`true`)} as total,
        (count(*) filter (where due > 0))::int as files
      from ${owed} o where ${where}`;
    const shape = (r: Record<string, string | number>) => ({
      to_travel: { '0-30': r.a0, '31-60': r.a1, '61-90': r.a2, '90+': r.a3 },
      since_travel: { '0-30': r.s0, '31-60': r.s1, '61-90': r.s2, '90+': r.s3 },
      no_travel_date: r.none,
      total: r.total,
      files: r.files,
    });
    const [all] = await rows<Record<string, string | number>>(q(sql`true`));
    expect(res.ok.data.overall).toEqual(shape(all!));
    // The voided payment is owed again (800 less agent B's 5%, in rupees); the cancelled file
    // and the draft are owed nothing.
    expect(res.ok.data.overall.to_travel['31-60']).toBe(inr('760.00'));
    expect(res.ok.data.overall.files).toBe(7);
    for (const id of [agentA, agentB]) {
      const [e] = await rows<Record<string, string | number>>(q(sql`agent_id = ${id}`));
      const got = res.ok.data.agents.find((x) => x.agent.id === id);
      expect(got).toMatchObject(shape(e!));
    }
    const one = await report('receivables', { agent_id: agentB });
    expect(one.ok.data.agents).toHaveLength(1);
    expect(one.ok.data.overall).toMatchObject({ total: one.ok.data.agents[0]!.total });
  });

  it('agent payables outstanding: payable less the payments of both kinds that still count, live files only', async () => {
    const res = await report('agentPayables');
    const expected = await rows<{ id: number; agent_balance: string; files: number }>(sql`
      select b.agent_id as id, count(*)::int as files,
        sum(round((b.agent_payable - coalesce((select sum(p.amount) from agent_payments p
          where p.booking_id = b.id and p.voided_at is null), 0)
          - coalesce((select sum(p.amount) from booking_payments p
          where p.booking_id = b.id and p.voided_at is null), 0)) * b.rate, 2))::numeric(18,2)::text as agent_balance
      from bookings b where b.agent_id is not null and b.status not in ('draft', 'cancelled')
      group by 1 order by 3 desc`);
    expect(
      res.ok.data.rows.map((r) => ({
        id: r.agent.id,
        agent_balance: r.agent_balance,
        files: r.files,
      })),
    ).toEqual(expected);
  });

  it('top destinations and agents by sale and by profit, live files only', async () => {
    // Periods read as months only, and (agents, migration 0030) as a year's row less the
    // months outside the period: one ending before this month's files, one past today.
    const periods: [string, string][] = [
      [month(-120), month(0)],
      [month(-730), month(0)],
      [month(-730), month(-30)],
      [month(-60), month(-30)],
      [month(-700), month(300)],
    ];
    for (const [from, to] of periods)
      for (const [name, col] of [
        ['topDestinations', sql`destination`],
        ['topAgents', sql`agent_id::text`],
      ] as const) {
        for (const [by, order] of [
          ['sale', sql`sum(${inBase('sale_amount')})`],
          ['profit', sql`sum(${inBase('net_profit')})`],
        ] as const) {
          const res = await report(name, { from, to, by, limit: 3 });
          expect(res.status).toBe(200);
          const expected = await rows<{ files: number; sale: string; net_profit: string }>(sql`
            select count(*)::int as files, sum(${inBase('sale_amount')})::numeric(18,2)::text as sale,
              sum(${inBase('net_profit')})::numeric(18,2)::text as net_profit
            from bookings where status not in ('draft', 'cancelled') and ${col} is not null
              and booking_date >= ${`${from}-01`}::date
              and booking_date < ${`${to}-01`}::date + interval '1 month'
            group by ${col} order by ${order} desc, ${col} limit 3`);
          expect(
            res.ok.data.rows.map((r) => ({
              files: r.files,
              sale: r.sale,
              net_profit: r.net_profit,
            })),
            `${name} by ${by}, ${from} to ${to}`,
          ).toEqual(expected);
        }
      }
    const agents = await report('topAgents', period());
    expect(agents.ok.data.rows[0]!.agent).toMatchObject({
      id: expect.any(Number),
      code: expect.any(String),
    });
  });

  it("keeps each agent's year totals equal to its files of that year (migration 0030)", async () => {
    const kept = await rows(sql`
      select key, month::text, files, cancelled_files, sale::text, cost::text, profit::text,
        commission::text, net_profit::text
      from booking_month_totals where dimension = 'agent_year' and files <> 0 order by key, month`);
    const live = (e: ReturnType<typeof sql>) =>
      sql`coalesce(sum(${e}) filter (where status not in ('draft', 'cancelled')), 0)::numeric(18,2)::text`;
    const files = await rows(sql`
      select coalesce(agent_id::text, '') as key, date_trunc('year', booking_date)::date::text as month,
        count(*)::int as files, (count(*) filter (where status = 'cancelled'))::int as cancelled_files,
        ${live(inBase('sale_amount'))} as sale, ${live(inBase('purchase_amount'))} as cost,
        ${live(inBase('profit_amount'))} as profit,
        ${live(inBase('agent_commission_amount'))} as commission,
        ${live(inBase('net_profit'))} as net_profit
      from bookings group by 1, 2 order by 1, 2`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(files);
  });

  it('cash in and out per money account and month from the books: debits in, credits out, openings not cash', async () => {
    const res = await report('cash', period());
    // Line by line over the journal (never the month totals): each money account's debits are
    // money in, its credits money out; opening entries are not movements of cash.
    const expected = await rows<Record<string, string | number>>(sql`
      select a.code, to_char(e.entry_date, 'YYYY-MM') as month, count(*)::int as movements,
        sum(l.debit)::numeric(18,2)::text as cash_in, sum(l.credit)::numeric(18,2)::text as cash_out
      from journal_lines l join journal_entries e on e.id = l.entry_id
        join accounts a on a.id = l.account_id
      where e.source_type <> 'opening' and a.type in ('asset', 'liability')
        and a.system_key is null
      group by 1, 2 order by 1, 2`);
    // The same figures as the approved transactions on those accounts: income in, expense out.
    const approved = await rows<Record<string, string | number>>(sql`
      select a.code, to_char(t.transaction_date, 'YYYY-MM') as month, count(*)::int as movements,
        coalesce(sum(t.amount) filter (where t.type = 'income'), 0)::numeric(18,2)::text as cash_in,
        coalesce(sum(t.amount) filter (where t.type = 'expense'), 0)::numeric(18,2)::text as cash_out
      from transactions t join accounts a on a.id = t.account_id
      where t.status = 'approved' group by 1, 2 order by 1, 2`);
    expect(expected).toEqual(approved);
    expect(
      res.ok.data.rows.map((r) => ({
        code: r.account.code,
        month: r.month,
        movements: r.movements,
        cash_in: r.cash_in,
        cash_out: r.cash_out,
      })),
    ).toEqual(expected);
    // The pending 999 and the rejected 77 are nowhere; the reversal undoes the 5000 in total.
    expect(JSON.stringify(res.ok.data)).not.toMatch(/999\.00|77\.00/);
    expect(res.ok.data.totals).toEqual({
      cash_in: '5300.00',
      cash_out: '6200.00',
      net: '-900.00',
    });
  });
});

describe('report rules', () => {
  it('refuses a bad period, order or limit with the field message', async () => {
    const bad = async (key: ReportKey, query: Record<string, string>) =>
      (await report(key, query)).failure.errors;
    expect(await bad('sales', { from: '2026-13' })).toEqual({
      from: ['The from month must be a month as YYYY-MM.'],
    });
    expect(await bad('sales', { from: '2026-05', to: '2026-01' })).toEqual({
      to: ['The to month must be on or after the from month.'],
    });
    expect(await bad('cash', { from: '2020-01', to: '2026-01' })).toEqual({
      to: ['The period may span at most 60 months.'],
    });
    expect(await bad('topAgents', { by: 'cost' })).toEqual({
      by: ['The selected order is invalid.'],
    });
    expect(await bad('topAgents', { limit: '99' })).toEqual({
      limit: ['The limit must be a whole number from 1 to 50.'],
    });
  });

  it('is for view_reports: refused to staff without it, answered with it', async () => {
    const staff = await signIn(t.app, { role: 'staff', permissions: ['view_bookings'] });
    expect((await report('sales', {}, staff.token)).status).toBe(403);
    expect((await report('cashExport', { format: 'csv' }, staff.token)).status).toBe(403);
    const reader = await signIn(t.app, { role: 'manager', permissions: ['view_reports'] });
    expect((await report('sales', {}, reader.token)).status).toBe(200);
  });

  it('says every report is in rupees, the base currency its figures are converted to', async () => {
    const names = [
      'sales',
      'receivables',
      'agentPayables',
      'topDestinations',
      'topAgents',
      'cash',
    ] as const;
    for (const name of names) {
      const answer = await report(name);
      expect([name, answer.status, answer.ok?.data.currency]).toEqual([name, 200, 'INR']);
    }
  });

  it('exports a report as CSV and XLSX with its figures as numbers, and records the export', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/reports/sales/export?format=csv&${periodText()}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="report-sales-${today}.csv"`,
    );
    const json = (await report('sales', period())).ok.data;
    const read = csvRecords(csv.body);
    // Each money column is named as on the screen (the contract's labels), holding its figure.
    expect(read.at(-1)).toMatchObject({
      Month: 'Total',
      [REPORT_FIGURE_LABELS.sale]: json.totals.sale,
      [REPORT_FIGURE_LABELS.profit]: json.totals.profit,
      [REPORT_FIGURE_LABELS.net_profit]: json.totals.net_profit,
      'Draft files': String(json.totals.draft_files),
      // Rupees, said on every row: no report adds two currencies.
      Currency: 'INR',
    });
    expect(json.currency).toBe('INR');
    expect(read.every((row) => row.Currency === 'INR')).toBe(true);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/reports/receivables/export?format=xlsx`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const sheet = await xlsxRecords(xlsx.rawPayload);
    const overall = (await report('receivables')).ok.data.overall;
    expect(sheet[0]!.values).toMatchObject({
      'Agent name': 'All files',
      Total: Number(overall.total),
      Currency: 'INR',
    });
    expect(typeof sheet[0]!.values['To travel 31-60']).toBe('number');
    const events = await ok(auditEndpoints.list, {
      query: { action: 'export', record_type: 'report' },
    });
    expect(events.data.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^XLSX, 3 rows/),
        expect.stringMatching(/^CSV, \d+ rows; from: /),
      ]),
    );
  });
});
