// Exchange rates from a CSV file (the bank's or RBI's daily reference rates, saved from a
// spreadsheet): every row is held to the rules of one rate entered by hand, and the file is
// saved whole or not at all, each problem named by its row, so a half-imported month never has
// to be found and finished by hand (decision 044).
import { inArray, sql } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse/sync';
import type { ExchangeRateImport } from '@app/contract';
import {
  exchangeRateInput,
  RATE_IMPORT_MAX_ROWS,
  RATE_MESSAGES as M,
  todayIn,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { currencies, exchangeRates } from '../../db/schema/index.ts';
import { fieldError, Validation } from '../../lib/http/app-error.ts';
import { rateRefusal } from './currencies.service.ts';

const COLUMNS = ['currency', 'rate_date', 'rate'] as const;
/** Problems named before the rest are counted: enough to fix a file, not a wall of text. */
const MOST_NAMED = 20;

type Rate = { currency: string; rate_date: string; rate: string };

/** The file's rows as text, each with its line number; the header checked and left out. */
function readRows(csv: string): { line: number; cells: string[] }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (its line); csv-parse's types do not
    // follow the option, hence the cast.
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (e) {
    if (e instanceof CsvError) throw fieldError('csv', M.csvUnreadable(Number(e.lines) || 1));
    throw e;
  }
  const [header, ...rows] = records;
  const names = header?.record.map((h) => h.trim().toLowerCase()) ?? [];
  if (names.length !== COLUMNS.length || !COLUMNS.every((c) => names.includes(c)))
    throw fieldError('csv', M.csvHeader);
  if (rows.length === 0) throw fieldError('csv', M.csvEmpty);
  if (rows.length > RATE_IMPORT_MAX_ROWS)
    throw fieldError('csv', M.csvTooMany(RATE_IMPORT_MAX_ROWS));
  return rows.map((r) => ({
    line: r.info.lines,
    cells: COLUMNS.map((c) => r.record[names.indexOf(c)] ?? ''),
  }));
}

/** Every row checked as one rate is (exchangeRateInput, then createRate's rules). */
async function checkRows(db: Db, csv: string, timeZone: string) {
  const rows = readRows(csv);
  const active = new Map(
    (await db.select({ code: currencies.code, on: currencies.is_active }).from(currencies)).map(
      (c) => [c.code, c.on],
    ),
  );
  const today = todayIn(timeZone);
  const problems: Problem[] = [];
  const rates: (Rate & { line: number })[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const [currency, rate_date, rate] = cells;
    const parsed = exchangeRateInput.safeParse({ currency, rate_date, rate });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ line, message: issue.message });
      continue;
    }
    const r = parsed.data;
    const key = `${r.currency} ${r.rate_date}`;
    const problem =
      rateRefusal(r, active.get(r.currency), today)?.[1] ??
      (seen.has(key) ? M.csvTwice(r.currency, r.rate_date) : null);
    seen.add(key);
    if (problem) problems.push({ line, message: problem });
    else rates.push({ ...r, line });
  }
  // Days that already have a rate, named with the rest (the insert's index still decides a race).
  if (rates.length) {
    const taken = await db
      .select({ currency: exchangeRates.currency, rate_date: exchangeRates.rate_date })
      .from(exchangeRates)
      .where(
        inArray(
          sql`(${exchangeRates.currency}, ${exchangeRates.rate_date})`,
          rates.map((r) => sql`(${r.currency}, ${r.rate_date}::date)`),
        ),
      );
    const takenKeys = new Set(taken.map((t) => `${t.currency} ${t.rate_date}`));
    for (const r of rates)
      if (takenKeys.has(`${r.currency} ${r.rate_date}`))
        problems.push({ line: r.line, message: M.exists(r.currency, r.rate_date) });
    problems.sort((a, b) => a.line - b.line);
  }
  return { rates, problems };
}

/** What is wrong with a row, by its line in the file (the header is line 1). */
type Problem = { line: number; message: string };

const refuse = (problems: Problem[]) => {
  const named = problems.slice(0, MOST_NAMED).map((p) => M.csvRow(p.line, p.message));
  if (problems.length > MOST_NAMED) named.push(M.csvMore(problems.length - MOST_NAMED));
  return new Validation({ csv: named });
};

/**
 * Save the file's rates in one transaction. A day that already has a rate of that currency is
 * refused as POST /exchange-rates refuses it (rates are never edited); the unique
 * (currency, rate_date) index decides a race with a rate entered meanwhile, and the whole
 * file is rolled back.
 */
export async function importRates(
  db: Db,
  userId: number,
  csv: string,
  timeZone: string,
): Promise<ExchangeRateImport> {
  const { rates, problems } = await checkRows(db, csv, timeZone);
  if (problems.length) throw refuse(problems);
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(exchangeRates)
      .values(
        rates.map(({ currency, rate_date, rate }) => ({
          currency,
          rate_date,
          rate,
          created_by: userId,
        })),
      )
      .onConflictDoNothing({ target: [exchangeRates.currency, exchangeRates.rate_date] })
      .returning({ currency: exchangeRates.currency, rate_date: exchangeRates.rate_date });
    if (saved.length < rates.length) {
      const kept = new Set(saved.map((s) => `${s.currency} ${s.rate_date}`));
      throw refuse(
        rates
          .filter((r) => !kept.has(`${r.currency} ${r.rate_date}`))
          .map((r) => ({ line: r.line, message: M.exists(r.currency, r.rate_date) })),
      );
    }
    const dates = rates.map((r) => r.rate_date).sort();
    return {
      imported: rates.length,
      currencies: [...new Set(rates.map((r) => r.currency))].sort(),
      from: dates[0]!,
      to: dates.at(-1)!,
    };
  });
}
