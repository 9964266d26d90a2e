/**
 * The totals the database keeps over bookings, in triggers (booking_stats_apply and
 * booking_report_move, last in migrations 0045 and 0072), defined once here in exact decimal
 * math. Money is in rupees: each figure of a file at the rate it was booked at, half-up to the
 * paisa (`booking_base`); a file never in the books has no rate and adds no money.
 * The triggers are the production path (they run in the writer's transaction); the API's
 * test db/sql/ledger-totals.test.ts runs them on a set of amounts and compares with these.
 */
import Decimal from 'decimal.js';
import type { Money } from './common/money-type.ts';
import { countsAsOwed, countsAsSale } from './money-figures.ts';
import { baseAmount } from './currencies.ts';

/** A file's columns the totals read, as stored (and sent). */
export interface FileFigures {
  status: string;
  payment_status: string;
  booking_date: string;
  travel_start_date: string | null;
  agent_id: number | null;
  destination: string | null;
  sale_amount: Money;
  purchase_amount: Money;
  profit_amount: Money;
  net_profit: Money;
  balance_due: Money;
  agent_commission_amount: Money | null;
  /** INR for one unit of the file's currency, as it was booked; null until it first posted. */
  rate: string | null;
}

/** A sold file: confirmed or completed (money-figures.ts); drafts and cancelled files add no money. */
const live = (f: FileFigures) => countsAsSale(f.status);
const owing = (f: FileFigures) => new Decimal(f.balance_due).gt(0);

function groupBy<K>(files: FileFigures[], key: (f: FileFigures) => K | null) {
  const out = new Map<string, { key: K; files: FileFigures[] }>();
  for (const f of files) {
    const k = key(f);
    if (k === null) continue;
    const id = JSON.stringify(k);
    const g = out.get(id) ?? { key: k, files: [] };
    g.files.push(f);
    out.set(id, g);
  }
  return [...out.values()];
}

/** The files' figure `pick`, each in rupees at its file's rate (half-up to the paisa), added. */
const sum = (files: FileFigures[], pick: (f: FileFigures) => Money | null) =>
  files.reduce((t, f) => t.plus(baseAmount(pick(f) ?? 0, f.rate ?? 0)), new Decimal(0)).toFixed(2);

/** booking_stats: per status and payment status, every file, cancelled or not. */
export const bookingStatsTotals = (files: FileFigures[]) =>
  groupBy(files, (f) => ({ status: f.status, payment_status: f.payment_status })).map((g) => ({
    ...g.key,
    bookings: g.files.length,
    sale: sum(g.files, (f) => f.sale_amount),
    net_profit: sum(g.files, (f) => f.net_profit),
    balance_due: sum(g.files, (f) => f.balance_due),
    owing: g.files.filter(owing).length,
  }));

/**
 * booking_month_totals: per booking month, once by agent (its id, '' for direct files) and
 * once by destination ('' for none); and per booking year by agent ('agent_year', month = 1
 * January: the top-agents report reads a year row less the months outside its period,
 * migration 0030). Money counts sold files only (decision 011, migration 0033).
 */
export const monthTotals = (files: FileFigures[]) =>
  (['agent', 'agent_year', 'destination'] as const).flatMap((dimension) =>
    groupBy(files, (f) => ({
      dimension,
      month:
        dimension === 'agent_year'
          ? `${f.booking_date.slice(0, 4)}-01-01`
          : `${f.booking_date.slice(0, 7)}-01`,
      key: dimension === 'destination' ? (f.destination ?? '') : String(f.agent_id ?? ''),
    })).map((g) => {
      const counted = g.files.filter(live);
      return {
        ...g.key,
        files: g.files.length,
        cancelled_files: g.files.filter((f) => f.status === 'cancelled').length,
        draft_files: g.files.filter((f) => f.status === 'draft').length,
        sale: sum(counted, (f) => f.sale_amount),
        cost: sum(counted, (f) => f.purchase_amount),
        profit: sum(counted, (f) => f.profit_amount),
        commission: sum(counted, (f) => f.agent_commission_amount),
        net_profit: sum(counted, (f) => f.net_profit),
      };
    }),
  );

/**
 * receivable_days: files owed a balance above zero, by travel date (null: none yet): sold files
 * and cancelled files' unpaid charges (decision 052, migration 0072).
 */
export const receivableTotals = (files: FileFigures[]) =>
  groupBy(files, (f) =>
    countsAsOwed(f.status) && owing(f) ? { travel_date: f.travel_start_date } : null,
  ).map((g) => ({
    ...g.key,
    files: g.files.length,
    balance_due: sum(g.files, (f) => f.balance_due),
  }));
