import { sql } from 'drizzle-orm';
import { FIGURE_LABELS, REPORT_FIGURE_LABELS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import {
  accountEndpoints,
  agentEndpoints,
  auditEndpoints,
  bookingEndpoints,
  branchEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  exportEndpoints,
  paymentEndpoints,
  staffEndpoints,
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
  createBranch,
  createCategory,
  createTransaction,
  createUser,
  signIn,
} from '../../../test/factories.ts';
import { csvRecords, xlsxRecords } from './read-back.ts';

/**
 * Every list's export holds the list's rows (all pages, in order) for a filtered,
 * sorted query, with every field of the record; CSV and XLSX read back (numbers as numbers,
 * dates as dates); formula-looking text cannot run (an apostrophe in the CSV, a text cell in the
 * XLSX) while a negative amount stays a number;
 * the list's access rule applies; each export leaves an audit event.
 */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let today: string;
let accountId: number;
const TZ = 'Asia/Kolkata';
// Every JSON answer parsed by its endpoint's schema (the lists the files are compared with).
const call = <E extends Endpoint>(e: E, args: Omit<CallArgs<E>, 'token'> = {}) =>
  callEndpoint(t.app, e, { token: admin.token, ...args });
const download = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp({ appTimezone: TZ });
  admin = await signIn(t.app, { role: 'admin' });
  today = todayIn(TZ);
  const agents = [];
  for (const [i, rate] of ['12.5', '3', '7'].entries())
    agents.push(await createAgent(t.app, { name: `Agent ${i}`, commission_rate: rate }));
  // Text a spreadsheet would run: each formula lead character, on an agent.
  const evil = await createAgent(t.app, {
    name: '=HYPERLINK("http://evil.example","Click")',
    company_name: '+1',
    notes: '-2+3',
    address: '@SUM(A1:A9)',
  });
  // A `;` before a formula lead (a `;` locale splits the cell there), and a phone number.
  await t.db.execute(
    sql`update agents set city = ${'\tTab'}, state = ${'\rReturn'}, gst_number = ${'x;=2+2'},
      primary_mobile = ${'+971 50 123 4567'} where id = ${evil.id}`,
  );
  const sales = ['1500.00', '800.25', '1500.00', '4200.00', '99.99', '2500.00', '640.00'];
  for (const [i, sale] of sales.entries()) {
    const b = (
      await call(bookingEndpoints.create, {
        payload: {
          guest_name: `Guest ${String.fromCharCode(72 - i)}`,
          sale_amount: sale,
          purchase_amount: '50.00',
          agent_id: agents[i % 3]!.id,
          status: i === 5 ? 'draft' : 'confirmed',
          travel_start_date: i === 3 ? null : `2026-12-0${1 + (i % 3)}`,
          destination: ['Dubai', 'Goa', 'Bali'][i % 3],
        },
      })
    ).ok.data;
    const p = (
      await call(bookingEndpoints.addPayment, {
        params: { id: b.id },
        payload: {
          payment_date: '2026-11-01',
          amount: '10.00',
          payment_method: i % 2 ? 'cash' : 'upi',
        },
      })
    ).ok.data;
    if (i === 2) {
      const payment = p.payments[0]!;
      const voided = await call(bookingEndpoints.voidPayment, {
        params: { id: b.id, paymentId: payment.id },
        payload: { reason: 'Bounced' },
      });
      expect(voided.status).toBe(200);
    }
  }
  for (const name of ['Zara', 'Amit', 'Meera']) {
    const made = await call(enquiryEndpoints.create, {
      payload: {
        customer_name: name,
        customer_email: `${name}@x.example`,
        customer_mobile: '+91 98200 11111',
      },
    });
    expect(made.status).toBe(201);
  }
  const accounts = [];
  for (const [code, opening] of [
    ['A-1', '-500.00'],
    ['A-2', '1000.00'],
    ['A-3', '250.50'],
  ])
    accounts.push(
      await createAccount(t.app, {
        code,
        name: `Account ${code}`,
        opening_balance: opening,
        type: 'asset',
      }),
    );
  accountId = accounts[1]!.id;
  const cat = await createCategory(t.app);
  const amounts = ['300.00', '120.00', '300.00', '75.00', '990.00', '45.00', '990.00'];
  for (const [i, amount] of amounts.entries()) {
    const x = await createTransaction(t.app, accountId, cat.id, {
      type: i % 2 ? 'income' : 'expense',
      amount,
      transaction_date: `2026-10-1${i}`,
    });
    if (i < 4) {
      const cur = (await call(transactionEndpoints.get, { params: { id: x.id } })).ok.data;
      const approved = await call(transactionEndpoints.approve, {
        params: { id: x.id },
        payload: { updated_at: cur.updated_at },
      });
      expect(approved.status).toBe(200);
    }
  }
  for (const n of [1, 2, 3]) await createUser(t.app, { withStaff: true, name: `Staff ${n}` });
  for (const city of ['Pune', 'Delhi', 'Pune', 'Pune']) await createBranch(t.app, { city });
  for (const [time, amount] of [
    ['09:00', '40.00'],
    ['07:30', '120.00'],
    ['11:15', '120.00'],
  ]) {
    const plan = await call(dayPlanEndpoints.create, {
      payload: {
        plan_date: today,
        service_time: time,
        service_description: 'Airport pickup',
        guest_name: `Guest ${time}`,
        amount,
      },
    });
    expect(plan.status).toBe(201);
  }
});
afterAll(() => t.close());

/** A paged list: its answer parsed by its own schema, its rows read field by field below. */
type PagedList = Endpoint & { method: 'GET' };
const queryOf = (query: string) => Object.fromEntries(new URL(query, 'http://x').searchParams);

/** Every page of a list (per_page 2, so each list spans pages), concatenated. */
async function allPages(e: PagedList, query: string, params?: { id: number }) {
  const out: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await call(e, { params, query: { ...queryOf(query), per_page: 2, page } });
    expect(res.status).toBe(200);
    // Checked against the list's schema above; the table of lists reads its rows generically.
    const answer = res.ok as { data: Record<string, unknown>[]; last_page: number };
    out.push(...answer.data);
    if (page >= answer.last_page) return out;
  }
}

const at = (row: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k] ?? null, row);
/** A money figure's column is its contract label (one name everywhere); any other field's, its words. */
const FIGURE_HEADERS: Record<string, string> = { ...FIGURE_LABELS, ...REPORT_FIGURE_LABELS };
const header = (path: string) => {
  if (Object.hasOwn(FIGURE_HEADERS, path)) return FIGURE_HEADERS[path]!;
  // Codes keep their capitals (GSTIN, PAN, IFSC).
  const s = path.replace(/[._]/g, ' ').replace(/\b(gstin|gst|pan|ifsc)\b/g, (w) => w.toUpperCase());
  return s.charAt(0).toUpperCase() + s.slice(1);
};
const wallClock = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: TZ,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
/** What the CSV cell must read, computed here apart from the writer. */
function csvText(v: unknown, kind: string) {
  if (v === null) return '';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  if (kind === 'datetime') return wallClock(s);
  if (kind === 'text' && /^[=+\-@\t\r]/.test(s)) return `'${s}`;
  return s;
}

type Check = `${string}:${'text' | 'money' | 'number' | 'date' | 'datetime' | 'boolean'}`;
const LISTS: [string, string, Check[], PagedList][] = [
  [
    '/bookings?status=confirmed&sort=-sale_amount',
    '/bookings',
    [
      'id:number',
      'file_number:text',
      'guest_name:text',
      'sale_amount:money',
      'balance_due:money',
      'paid_amount:money',
      'travel_start_date:date',
      'created_at:datetime',
      'agent.name:text',
      'agent_commission_amount:money',
    ],
    bookingEndpoints.list,
  ],
  [
    '/enquiries?sort=customer_name',
    '/enquiries',
    ['id:number', 'enquiry_number:text', 'customer_name:text', 'created_at:datetime'],
    enquiryEndpoints.list,
  ],
  [
    '/agents?status=active&sort=-commission_rate',
    '/agents',
    [
      'id:number',
      'name:text',
      'company_name:text',
      'commission_rate:money',
      'is_vendor:boolean',
      'created_at:datetime',
    ],
    agentEndpoints.list,
  ],
  [
    '/transactions?status=approved&sort=-amount',
    '/transactions',
    [
      'id:number',
      'amount:money',
      'type:text',
      'transaction_date:date',
      'account.name:text',
      'status:text',
      'approved_at:datetime',
    ],
    transactionEndpoints.list,
  ],
  [
    '/transactions/pending-approvals?sort=amount',
    '/transactions/pending-approvals',
    ['id:number', 'amount:money', 'transaction_date:date'],
    transactionEndpoints.pending,
  ],
  [
    '/accounts?search=Account&sort=opening_balance',
    '/accounts',
    [
      'id:number',
      'code:text',
      'opening_balance:money',
      'current_balance:money',
      'is_active:boolean',
      'transactions_count:number',
    ],
    accountEndpoints.list,
  ],
  [
    '/staff?search=Staff&sort=-name',
    '/staff',
    ['id:number', 'employee_id:text', 'user.name:text', 'user.email:text', 'date_of_joining:date'],
    staffEndpoints.list,
  ],
  [
    '/branches?search=Pune&sort=-code',
    '/branches',
    [
      'id:number',
      'code:text',
      'name:text',
      'city:text',
      'is_active:boolean',
      'created_at:datetime',
    ],
    branchEndpoints.list,
  ],
  [
    '/payments?payment_method=upi&sort=-amount',
    '/payments',
    [
      'id:number',
      'receipt_number:text',
      'file_number:text',
      'amount:money',
      'payment_date:date',
      'voided_at:datetime',
      'voided_by.name:text',
      'void_reason:text',
    ],
    paymentEndpoints.list,
  ],
  [
    '/audit-events?action=create&sort=at',
    '/audit-events',
    [
      'id:number',
      'action:text',
      'record_type:text',
      'record_label:text',
      'at:datetime',
      'user.name:text',
    ],
    auditEndpoints.list,
  ],
];

describe('an export holds the list: same rows, same order, every field', () => {
  it.each(LISTS)('%s', async (query, path, checks, list) => {
    const rows = await allPages(list, query);
    expect(rows.length).toBeGreaterThan(2);
    const exportUrl = `/api/exports${query.replace(path, `${path}?format=csv`).replace('?format=csv?', '?format=csv&')}`;
    const csv = await download(exportUrl);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const read = csvRecords(csv.body);
    expect(read.map((r) => Number(r.Id))).toEqual(rows.map((r) => r.id));
    // Every field of the record has a column (nested records by their fields).
    const headers = Object.keys(read[0]!);
    for (const key of Object.keys(rows[0]!))
      expect(
        headers.some((h) => h === header(key) || h.startsWith(`${header(key)} `)),
        key,
      ).toBe(true);
    rows.forEach((row, i) => {
      for (const c of checks) {
        const [p, kind] = c.split(':') as [string, string];
        expect(read[i]![header(p)], `${p} of row ${i}`).toBe(csvText(at(row, p), kind));
      }
    });
    const xlsx = await download(exportUrl.replace('format=csv', 'format=xlsx'));
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await xlsxRecords(xlsx.rawPayload);
    expect(sheet.map((r) => r.values.Id)).toEqual(rows.map((r) => r.id));
    sheet.forEach(({ values, formats }, i) => {
      for (const c of checks) {
        const [p, kind] = c.split(':') as [string, string];
        const v = at(rows[i], p);
        const cell = values[header(p)];
        if (v === null) expect(cell).toBeNull();
        else if (kind === 'money') {
          expect(cell).toBe(Number(v));
          expect(formats[header(p)]).toBe('#,##0.00');
        } else if (kind === 'number') expect(cell).toBe(v);
        else if (kind === 'boolean') expect(cell).toBe(v);
        else if (kind === 'date') expect(cell).toEqual(new Date(`${csvText(v, kind)}T00:00:00Z`));
        else if (kind === 'datetime')
          expect(cell).toEqual(new Date(`${csvText(v, kind).replace(' ', 'T')}Z`));
        // Text as it is: a string cell is never run, so it needs no apostrophe.
        else expect(cell).toBe(typeof v === 'string' ? v : JSON.stringify(v));
      }
    });
  });

  it('the statement (running balance) and the day plan (one day, unpaged) too', async () => {
    const lines = await allPages(accountEndpoints.statement, '?sort=-transaction_date', {
      id: accountId,
    });
    const st = csvRecords(
      (
        await download(
          `/api/exports/accounts/${accountId}/statement?format=csv&sort=-transaction_date`,
        )
      ).body,
    );
    expect(st.map((r) => Number(r.Id))).toEqual(lines.map((l) => l.id));
    expect(st.map((r) => r['Running balance'])).toEqual(lines.map((l) => l.running_balance));
    expect((await download(`/api/exports/accounts/999999/statement?format=csv`)).statusCode).toBe(
      404,
    );
    const plans = (await call(dayPlanEndpoints.list, { query: { date: today, sort: '-amount' } }))
      .ok.data;
    const dp = csvRecords(
      (await download(`/api/exports/day-plans?format=csv&date=${today}&sort=-amount`)).body,
    );
    expect(dp.map((r) => Number(r.Id))).toEqual(plans.map((p) => p.id));
    expect(dp.map((r) => r.Amount)).toEqual(['120.00', '120.00', '40.00']);
  });
});

describe('export rules', () => {
  it('keeps formula-looking text from running in both formats; a negative amount stays a number', async () => {
    const file = (await download('/api/exports/agents?format=csv&search=hyperlink')).body;
    const csv = csvRecords(file)[0]!;
    expect(csv).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Click")`,
      'Company name': "'+1",
      Notes: "'-2+3",
      Address: "'@SUM(A1:A9)",
      City: "'\tTab",
      State: "'\rReturn",
      'GST number': 'x;=2+2',
      'Primary mobile': "'+971 50 123 4567",
    });
    // Split at the `;`, the bare cell would start with `=`: it is quoted whole.
    expect(file).toContain(',"x;=2+2",');
    const x = (
      await xlsxRecords(
        (await download('/api/exports/agents?format=xlsx&search=hyperlink')).rawPayload,
      )
    )[0]!;
    // String cells, shown as typed (no apostrophe) and never run: a formula would read back
    // as an object. Those that would read as a formula if typed have the Text format.
    expect(x.values).toMatchObject({
      Name: '=HYPERLINK("http://evil.example","Click")',
      'Company name': '+1',
      Notes: '-2+3',
      Address: '@SUM(A1:A9)',
      City: '\tTab',
      'GST number': 'x;=2+2',
      'Primary mobile': '+971 50 123 4567',
    });
    expect(x.formats).toMatchObject({
      Name: '@',
      'Company name': '@',
      Notes: '@',
      Address: '@',
      City: '@',
      State: '@',
      'Primary mobile': '@',
      'GST number': '',
    });
    // XML reads a stored carriage return back as a line feed.
    expect(x.values.State).toMatch(/^[\r\n]Return$/);
    const acc = csvRecords(
      (await download('/api/exports/accounts?format=csv&search=A-1')).body,
    )[0]!;
    expect(acc['Opening balance']).toBe('-500.00');
    const accX = (
      await xlsxRecords((await download('/api/exports/accounts?format=xlsx&search=A-1')).rawPayload)
    )[0]!;
    expect(accX.values['Opening balance']).toBe(-500);
  });

  it("uses the list's access rule", async () => {
    const clerk = await signIn(t.app, { role: 'staff', permissions: ['view_agents'] });
    expect((await download('/api/exports/agents?format=csv', clerk.token)).statusCode).toBe(200);
    expect((await download('/api/exports/bookings?format=csv', clerk.token)).statusCode).toBe(403);
    expect((await download('/api/exports/payments?format=csv', clerk.token)).statusCode).toBe(403);
    const manager = await signIn(t.app, { role: 'manager', permissions: ['view_accounts'] });
    expect((await download('/api/exports/staff?format=xlsx', manager.token)).statusCode).toBe(403);
    expect((await download('/api/exports/audit-events?format=csv', manager.token)).statusCode).toBe(
      403,
    );
    expect(
      (await download('/api/exports/transactions/pending-approvals?format=csv', manager.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/exports/agents?format=csv' })).statusCode,
    ).toBe(401);
  });

  it('refuses a bad format, filter or sort as the list does', async () => {
    // The refusal parsed as the error envelope the endpoint declares.
    const bad = async (query: Record<string, string>) =>
      (await callEndpoint(t.app, exportEndpoints.bookings, { query, token: admin.token })).failure;
    expect((await bad({ format: 'pdf' })).errors).toEqual({
      format: ['The format must be csv or xlsx.'],
    });
    expect((await bad({})).errors).toEqual({
      format: ['The format must be csv or xlsx.'],
    });
    expect((await bad({ format: 'csv', sort: 'guest_email' })).errors).toEqual({
      sort: ['The selected sort is invalid.'],
    });
  });

  it('records who exported which list, with which filters, format and row count', async () => {
    const me = await createUser(t.app, {
      role: 'staff',
      permissions: ['view_bookings'],
      name: 'Exporting Esha',
    });
    const { token } = await signIn(t.app, {
      role: 'staff',
      permissions: ['view_bookings'],
      name: 'Exporting Esha',
      email: `esha-${me.id}@x.example`,
    });
    const expected = (
      await call(bookingEndpoints.list, { query: { status: 'confirmed', sort: '-sale_amount' } })
    ).ok.total;
    await download('/api/exports/bookings?format=xlsx&status=confirmed&sort=-sale_amount', token);
    const log = await call(auditEndpoints.list, {
      query: { action: 'export', record_type: 'booking' },
    });
    expect(log.ok.data[0]).toMatchObject({
      action: 'export',
      record_type: 'booking',
      record_label: 'Bookings',
      user: { name: 'Exporting Esha' },
      note: `XLSX, ${expected} rows; status: confirmed; sort: -sale_amount`,
    });
  });
});
