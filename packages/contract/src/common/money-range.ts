/**
 * The one range of a stored money value: what NUMERIC(14,2) holds, so
 * every money column (an amount, a balance, a file's sale, profit or payable) holds at most
 * twelve digits before the point. Inputs are refused outside it (moneyField), and so are
 * results the server computes from inputs (an account balance after an approval, a reversal
 * or a new opening balance) before the database is asked to store them: a 422 on the field,
 * never the database's numeric overflow.
 *
 * Totals the database keeps over many rows (booking_stats, booking_month_totals,
 * receivable_days, agent_open_totals) are NUMERIC(18,2): ten thousand
 * files at the maximum each. Sums read for reports and cards are exact decimals of any size
 * (`answer.total`). Zod-free and decimal-free, so screens read it from the constants.
 */
import { hundredths } from './hundredths.ts';
import type { Money } from './money-type.ts';

/** The largest money value a column holds. */
export const MONEY_MAX = '999999999999.99';
/** The smallest: a balance may be negative down to the same size. */
export const MONEY_MIN = '-999999999999.99';
/** The largest total the database keeps over many rows (NUMERIC(18,2)). */
export const KEPT_TOTAL_MAX = '9999999999999999.99';

const MAX = hundredths(MONEY_MAX);

/** Whether a money value fits a money column (both ends included). */
export const inMoneyRange = (v: Money) => {
  const h = hundredths(v);
  return h <= MAX && h >= -MAX;
};

/** The words for a value or a result outside the range, by the field's label. */
export const MONEY_RANGE = {
  tooLarge: (field: string) => `The ${field} may not be greater than ${MONEY_MAX}.`,
  tooSmall: (field: string) => `The ${field} may not be less than ${MONEY_MIN}.`,
  /** An approval, a reversal or a new opening balance would move the balance past the range. */
  balance: `This would take the account balance outside the range an account can hold (${MONEY_MIN} to ${MONEY_MAX}).`,
  /** A total the database keeps (or a figure computed from several) would leave its range. */
  total: 'This would take a total beyond the largest amount the books can hold.',
} as const;
