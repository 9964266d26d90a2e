import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { financialYear } from './tax-values.ts';

/**
 * A quarter of the Indian financial year, as the TCS return (Form 27EQ) is filed:
 * '2026-27-Q3' is October to December 2026 (Q1 April–June … Q4 January–March).
 */
export const FY_QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;

/** The first and last day of a financial-year quarter ('2026-27-Q4' → 2027-01-01 … 2027-03-31). */
export function quarterDays(quarter: string) {
  const m = FY_QUARTER.exec(quarter);
  if (!m) return null;
  const start = Number(m[1]);
  if ((start + 1) % 100 !== Number(m[2])) return null;
  const q = Number(m[3]);
  const month = ((q * 3 + 0) % 12) + 1; // Q1 → 4, Q2 → 7, Q3 → 10, Q4 → 1
  const year = q === 4 ? start + 1 : start;
  const last = new Date(Date.UTC(year, month - 1 + 3, 0)).getUTCDate();
  const mm = (n: number) => String(n).padStart(2, '0');
  return {
    from: `${year}-${mm(month)}-01`,
    to: `${year}-${mm(month + 2)}-${mm(last)}`,
  };
}

/** The quarter a day falls in ('2026-11-30' → '2026-27-Q3'). */
export function quarterOf(day: string) {
  const month = Number(day.slice(5, 7));
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${financialYear(day)}-Q${q}`;
}

export const TCS_MESSAGES = {
  badQuarter: 'Choose a quarter of the financial year, as 2026-27-Q3 (October to December 2026).',
} as const;

export const tcsRegisterQuery = z.object({
  quarter: z
    .string()
    .trim()
    .refine((q) => quarterDays(q) !== null, TCS_MESSAGES.badQuarter),
});

/** One receipt that carried TCS, as the register lists it. */
export const tcsRegisterRowSchema = z.object({
  id: answer.id,
  collected_on: answer.day,
  booking: z.object({ id: answer.id, file_number: z.string() }),
  /** The customer payment's receipt number; null for an agent's payment. */
  receipt_number: z.string().nullable(),
  buyer_name: z.string(),
  buyer_pan: z.string().nullable(),
  /** Rupees received for the package. */
  received: answer.money,
  /** The rates it was collected at, per cent ("2" or "5, 20" across the threshold). */
  rates: z.string(),
  tcs: answer.money,
});
export type TcsRegisterRow = z.infer<typeof tcsRegisterRowSchema>;

/** A buyer's quarter, as its certificate (Form 27D) states it. */
export const tcsBuyerSchema = z.object({
  buyer_name: z.string(),
  buyer_pan: z.string().nullable(),
  receipts: z.number().int(),
  received: answer.money,
  tcs: answer.money,
  first_on: answer.day,
  last_on: answer.day,
});

/**
 * The quarter's TCS register (Form 27EQ's collectee rows) and its buyers' certificates (Form
 * 27D), live receipts only (a voided payment's TCS was given back), with the TCS Payable
 * account's credits in the books for the same days beside it: the two agree.
 */
export const tcsRegisterSchema = z.object({
  quarter: z.string(),
  from: answer.day,
  to: answer.day,
  /** The collection code of s.206C(1G)(b) in Form 27EQ's annexure. */
  collection_code: z.string(),
  rows: z.array(tcsRegisterRowSchema),
  buyers: z.array(tcsBuyerSchema),
  totals: z.object({ receipts: z.number().int(), received: answer.money, tcs: answer.money }),
  /** TCS Payable's credits less debits for the quarter's days, from the journal. */
  ledger_tcs: answer.money,
});
export type TcsRegister = z.infer<typeof tcsRegisterSchema>;
