import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CURRENCY_OK,
  exchangeRateEndpoints as rateEp,
  RATE_IMPORT_MAX_CHARS,
  RATE_IMPORT_MAX_ROWS,
  RATE_MESSAGES as M,
  todayIn,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import type { Db } from '../../db/client.ts';
import { shiftDay } from '../ledger/period-spans.ts';

/**
 * Rates from a CSV file (decision 044): each row held to the rules of one rate entered by hand,
 * the file saved whole or not at all, each problem named by its row (the header is row 1).
 */
const today = () => todayIn('Asia/Kolkata');
const day = (n: number) => shiftDay(today(), -n);

const rateRows = async (db: Db) =>
  (
    await db.execute(
      sql`select currency, to_char(rate_date, 'YYYY-MM-DD') as rate_date, rate::text from exchange_rates order by currency, rate_date`,
    )
  ).rows;

describe('importing rates from a CSV file', () => {
  test('a spreadsheet’s file (BOM, CRLF, columns in its own order, blank lines, spaces) is saved whole, to 8 places', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const csv = `\uFEFFRate, Currency ,rate_date\r\n22.61,AED,${day(3)}\r\n\r\n 83.2 ,USD,${day(3)}\r\n22.64,AED,${day(2)}\r\n`;
    const r = await admin.call(rateEp.import, { payload: { csv } });
    expect(r.status).toBe(201);
    expect(r.ok.message).toBe(CURRENCY_OK.ratesImported(3));
    expect(r.ok.data).toEqual({
      imported: 3,
      currencies: ['AED', 'USD'],
      from: day(3),
      to: day(2),
    });
    expect(await rateRows(app.db)).toEqual(
      expect.arrayContaining([
        { currency: 'AED', rate_date: day(3), rate: '22.61000000' },
        { currency: 'AED', rate_date: day(2), rate: '22.64000000' },
        { currency: 'USD', rate_date: day(3), rate: '83.20000000' },
      ]),
    );
    const listed = await admin.call(rateEp.list, { query: { currency: 'AED', from: day(3) } });
    expect(listed.ok.data.map((x) => x.created_by?.id)).toEqual([admin.id, admin.id]);
  });

  test('one bad row refuses the file: every problem is named by its row and nothing is saved', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    await admin.call(rateEp.create, {
      payload: { currency: 'AED', rate_date: day(9), rate: '22.5' },
    });
    const before = await rateRows(app.db);
    const csv = [
      'currency,rate_date,rate',
      `AED,${day(8)},22.55`, // row 2: good, and still not saved
      `AED,${day(7)},abc`,
      `XYZ,${day(7)},1`,
      `EUR,${day(7)},90`,
      `INR,${day(7)},1`,
      `USD,${shiftDay(today(), 1)},83`,
      `USD,2026-02-30,83`,
      `AED,${day(8)},22.56`,
      `AED,${day(6)},-1`,
      `usd,${day(6)},83`,
      `AED,${day(9)},22.9`, // a day that already has a rate
    ].join('\n');
    const r = await admin.call(rateEp.import, { payload: { csv } });
    expect(r.status).toBe(422);
    expect(r.failure.errors).toEqual({
      csv: [
        M.csvRow(3, M.rateNumber),
        M.csvRow(4, M.currencyInvalid),
        M.csvRow(5, M.currencyInactive('EUR')),
        M.csvRow(6, M.currencyBase),
        M.csvRow(7, M.rateDateFuture),
        M.csvRow(8, 'The rate date must be a valid date (YYYY-MM-DD).'),
        M.csvRow(9, M.csvTwice('AED', day(8))),
        M.csvRow(10, M.ratePositive),
        M.csvRow(11, M.currencyInvalid),
        M.csvRow(12, M.exists('AED', day(9))),
      ],
    });
    expect(await rateRows(app.db)).toEqual(before);

    // Only the existing day left: still refused whole.
    const late = await admin.call(rateEp.import, {
      payload: { csv: `currency,rate_date,rate\nAED,${day(8)},22.55\nAED,${day(9)},22.9\n` },
    });
    expect(late.status).toBe(422);
    expect(late.failure.errors).toEqual({ csv: [M.csvRow(3, M.exists('AED', day(9)))] });
    expect(await rateRows(app.db)).toEqual(before);
  });

  test('a file that is not one is refused by what is wrong with it', async ({ callers }) => {
    const admin = await callers.admin();
    const refused = async (csv: unknown) => {
      const r = await admin.call(rateEp.import, { payload: { csv } as never });
      expect(r.status).toBe(422);
      return r.failure.errors;
    };
    expect(await refused('')).toEqual({ csv: [M.csvRequired] });
    expect(await refused('  \n ')).toEqual({ csv: [M.csvRequired] });
    expect(await refused(undefined)).toEqual({ csv: [M.csvRequired] });
    expect(await refused(42)).toEqual({ csv: [M.csvRequired] });
    expect(await refused('x'.repeat(RATE_IMPORT_MAX_CHARS + 1))).toEqual({
      csv: [M.csvTooLarge],
    });
    expect(await refused(`currency,date,rate\nAED,${day(1)},22`)).toEqual({ csv: [M.csvHeader] });
    expect(await refused(`currency,rate_date,rate,note\nAED,${day(1)},22,x`)).toEqual({
      csv: [M.csvHeader],
    });
    expect(await refused('currency,rate_date,rate\n\n')).toEqual({ csv: [M.csvEmpty] });
    expect(await refused(`currency,rate_date,rate\nAED,"${day(1)},22\n`)).toEqual({
      csv: [M.csvUnreadable(2)],
    });
    const many = Array.from(
      { length: RATE_IMPORT_MAX_ROWS + 1 },
      (_, i) => `AED,${day(i + 400)},22`,
    ).join('\n');
    expect(await refused(`currency,rate_date,rate\n${many}`)).toEqual({
      csv: [M.csvTooMany(RATE_IMPORT_MAX_ROWS)],
    });
    // A row short of a cell is that cell left blank; forty bad rows name twenty and count the rest.
    const bad = Array.from({ length: 40 }, (_, i) => `AED,${day(i + 100)}`).join('\n');
    const errors = (await refused(`currency,rate_date,rate\n${bad}`))?.csv ?? [];
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe(M.csvRow(2, M.rateRequired));
    expect(errors[20]).toBe(M.csvMore(20));
  });

  test('two files with a day in common imported at once: one is saved whole, the other refused whole', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const file = (rate: string) =>
      `currency,rate_date,rate\n${[20, 21, 22, 23].map((n) => `USD,${day(n)},${rate}`).join('\n')}`;
    const answers = await Promise.all(
      ['83.1', '83.2', '83.3'].map((rate) =>
        admin.call(rateEp.import, { payload: { csv: file(rate) } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const { rows } = await app.db.execute<{ n: number; rates: number }>(
      sql`select count(*)::int as n, count(distinct rate)::int as rates from exchange_rates
        where currency = 'USD' and rate_date between ${day(23)}::date and ${day(20)}::date`,
    );
    expect(rows[0]).toEqual({ n: 4, rates: 1 });
  });

  test('staff and managers without view_books may not import', async ({ callers }) => {
    const csv = `currency,rate_date,rate\nAED,${day(70)},22.7`;
    for (const caller of [await callers.staff(), await callers.manager()])
      expect((await caller.call(rateEp.import, { payload: { csv } })).status).toBe(403);
  });
});
