import { sql } from 'drizzle-orm';
import type { AgentStatement } from '@app/contract';
import { auditEndpoints, bookingEndpoints, exportEndpoints, ledgerEndpoints } from '@app/contract';
import { createAgent, createBooking, signIn } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { csvRecords, xlsxRecords } from './read-back.ts';

/**
 * An agent's statement as a file: what the Statement card shows (the opening, each line with
 * the balance after it, the closing, each also per file currency), in CSV and XLSX, by the
 * statement's own access rule and period, with an audit event. The test database's standing
 * AED rate is 22.70.
 */
const HEADERS = [
  'Date',
  'File',
  'Details',
  'Debit',
  'Credit',
  'Balance',
  'Currency',
  'File currency',
  'Amount in file currency',
  'Journal entry',
];

const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const agent = await createAgent(t.app, {
    name: 'Statement Export Travels',
    commission_rate: '10',
  });
  // AED 1,000 sold (AED 900 billed to the agent), AED 500 from the guest, AED 200 from the
  // agent and voided; and a rupee file of 5,000 (4,500 billed).
  const aed = await createBooking(t.app, admin.token, {
    agent_id: agent.id,
    status: 'confirmed',
    currency: 'AED',
  });
  const day = aed.booking_date;
  await admin.call(bookingEndpoints.addPayment, {
    params: { id: aed.id },
    payload: { amount: '500.00', payment_date: day, payment_method: 'cash' },
  });
  const byAgent = await admin.call(bookingEndpoints.addAgentPayment, {
    params: { id: aed.id },
    payload: { amount: '200.00', payment_date: day },
  });
  await admin.call(bookingEndpoints.voidAgentPayment, {
    params: { id: byAgent.ok.data[0]!.id },
    payload: { reason: 'Bounced' },
  });
  const inr = await createBooking(t.app, admin.token, {
    agent_id: agent.id,
    status: 'confirmed',
    currency: 'INR',
    sale_amount: '5000.00',
  });
  /** The statement as its page reads it (parsed by its schema). */
  const statement = async (query: { from?: string; to?: string } = {}) =>
    (await admin.call(ledgerEndpoints.agentStatement, { params: { id: agent.id }, query })).ok.data;
  const download = (query: string, token = admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api${exportEndpoints.agentStatement.path.replace(':id', String(agent.id))}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  return { admin, agent, aed, inr, statement, download };
});

/** The rows the file must hold for a statement, as the CSV writes them ('' for nothing). */
function expectedCsv(st: AgentStatement) {
  const row = (o: Record<string, string | number | null>) =>
    Object.fromEntries(
      HEADERS.map((h) => [h, o[h] === null || o[h] === undefined ? '' : String(o[h])]),
    );
  const perCurrency = (when: string, figures: AgentStatement['opening_by_currency']) =>
    figures.map((f) =>
      row({
        Details: `${when} in ${f.currency}`,
        'File currency': f.currency,
        'Amount in file currency': f.amount,
      }),
    );
  const kind = {
    billed: 'Billed',
    receipt: 'Received',
    void: 'Voided',
    refund: 'Refunded',
  } as const;
  return [
    row({ Date: st.from, Details: 'Opening balance', Balance: st.opening, Currency: st.currency }),
    ...perCurrency('Opening balance', st.opening_by_currency),
    ...st.lines.map((l) =>
      row({
        Date: l.entry_date,
        File: l.file.file_number,
        Details: `${kind[l.kind]}: ${l.memo}`,
        Debit: l.debit === '0.00' ? null : l.debit,
        Credit: l.credit === '0.00' ? null : l.credit,
        Balance: l.running_balance,
        Currency: st.currency,
        'File currency': l.document.currency,
        'Amount in file currency': l.document.amount,
        'Journal entry': l.entry_id,
      }),
    ),
    row({
      Date: st.to,
      Details: 'Closing balance',
      Debit: st.debit,
      Credit: st.credit,
      Balance: st.closing,
      Currency: st.currency,
    }),
    ...perCurrency('Closing balance', st.closing_by_currency),
  ];
}

describe("an agent's statement as a file", () => {
  it('holds the opening, every line with its running balance and the closing, per currency too', async ({
    desk: { aed, inr, statement, download },
  }) => {
    const st = await statement();
    const res = await download('format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="agent-statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRecords(res.body);
    expect(Object.keys(rows[0]!)).toEqual(HEADERS);
    expect(rows).toEqual(expectedCsv(st));
    // The figures themselves, worked out apart from the statement: AED at 22.70.
    expect(rows.map((r) => [r.File, r.Details, r.Debit, r.Credit, r.Balance])).toEqual([
      ['', 'Opening balance', '', '', '0.00'],
      [aed.file_number, `Billed: File ${aed.file_number}: confirmed`, '20430.00', '', '20430.00'],
      [
        aed.file_number,
        `Received: Customer payment on ${aed.file_number}`,
        '',
        '11350.00',
        '9080.00',
      ],
      [aed.file_number, `Received: Agent payment on ${aed.file_number}`, '', '4540.00', '4540.00'],
      [
        aed.file_number,
        `Voided: Void of an agent payment on ${aed.file_number}`,
        '4540.00',
        '',
        '9080.00',
      ],
      [inr.file_number, `Billed: File ${inr.file_number}: confirmed`, '4500.00', '', '13580.00'],
      ['', 'Closing balance', '29470.00', '15890.00', '13580.00'],
      ['', 'Closing balance in AED', '', '', ''],
      ['', 'Closing balance in INR', '', '', ''],
    ]);
    expect(rows.slice(-2).map((r) => r['Amount in file currency'])).toEqual(['400.00', '4500.00']);
  });

  it('takes the period: an opening per currency, the lines of the period, the closing', async ({
    desk: { statement, download },
  }) => {
    const query = { from: '2099-01-01', to: '2099-01-31' };
    const st = await statement(query);
    const rows = csvRecords((await download(`format=csv&from=${query.from}&to=${query.to}`)).body);
    expect(rows).toEqual(expectedCsv(st));
    expect(rows.map((r) => [r.Date, r.Details, r.Balance, r['Amount in file currency']])).toEqual([
      ['2099-01-01', 'Opening balance', '13580.00', ''],
      ['', 'Opening balance in AED', '', '400.00'],
      ['', 'Opening balance in INR', '', '4500.00'],
      ['2099-01-31', 'Closing balance', '13580.00', ''],
      ['', 'Closing balance in AED', '', '400.00'],
      ['', 'Closing balance in INR', '', '4500.00'],
    ]);
    // Per currency, the opening and the lines add up to the closing.
    const full = csvRecords((await download('format=csv')).body);
    for (const currency of ['AED', 'INR']) {
      const cents = full
        .filter((r) => r['File currency'] === currency && !r.Details?.startsWith('Closing'))
        .reduce((s, r) => s + BigInt(r['Amount in file currency']!.replace('.', '')), 0n);
      const closing = full.find((r) => r.Details === `Closing balance in ${currency}`)!;
      expect(cents, currency).toBe(BigInt(closing['Amount in file currency']!.replace('.', '')));
    }
  });

  it('as XLSX: numbers as numbers, days as dates, the same rows', async ({
    desk: { statement, download },
  }) => {
    const st = await statement();
    const res = await download('format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/agent-statement-[\d-]+\.xlsx"$/);
    const sheet = await xlsxRecords(res.rawPayload);
    expect(sheet).toHaveLength(expectedCsv(st).length);
    const first = sheet[1]!;
    const line = st.lines[0]!;
    expect(first.values).toMatchObject({
      Date: new Date(`${line.entry_date}T00:00:00Z`),
      File: line.file.file_number,
      Debit: Number(line.debit),
      Credit: null,
      Balance: Number(line.running_balance),
      'Amount in file currency': Number(line.document.amount),
      'Journal entry': line.entry_id,
    });
    expect(first.formats).toMatchObject({ Debit: '#,##0.00', Balance: '#,##0.00' });
    expect(sheet.at(-3)!.values).toMatchObject({
      Details: 'Closing balance',
      Balance: Number(st.closing),
    });
  });

  it('keeps text from running as a formula; a refused period, an unknown agent, no key', async ({
    app: t,
    desk: { admin, agent, inr, download },
  }) => {
    // A file number a spreadsheet would run (typed straight into the database).
    await t.db.execute(sql`update bookings set file_number = ${'=1+2'} where id = ${inr.id}`);
    const rows = csvRecords((await download('format=csv')).body);
    expect(rows.filter((r) => r.File?.includes('1+2')).map((r) => r.File)).toEqual(["'=1+2"]);
    for (const r of rows)
      for (const [h, v] of Object.entries(r))
        expect(/^[=+@\t\r]|^-(?!\d)/.test(v), `${h}: ${v}`).toBe(false);
    const x = await xlsxRecords((await download('format=xlsx')).rawPayload);
    const cell = x.find((r) => r.values.File === '=1+2')!;
    expect(cell.formats.File).toBe('@');

    const bad = await download('format=csv&from=2026-03-01&to=2026-02-01');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['to']);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/exports/agents/2147483000/statement?format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(missing.statusCode).toBe(404);
    // The statement's own rule: whoever reads the books, not whoever sees agents.
    const clerk = await signIn(t.app, { role: 'staff', permissions: ['view_agents'] });
    expect((await download('format=csv', clerk.token)).statusCode).toBe(403);
    const books = await signIn(t.app, { role: 'manager', permissions: ['view_books'] });
    expect((await download('format=csv', books.token)).statusCode).toBe(200);

    // Each download leaves an event on the agent.
    const events = await admin.call(auditEndpoints.list, {
      query: { action: 'export', record_type: 'agent' },
    });
    const mine = events.ok.data.filter((e) => e.record_id === agent.id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine[0]!.record_label).toBe(`${agent.code} ${agent.name}`);
  });
});
