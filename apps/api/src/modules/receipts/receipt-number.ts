import { RECEIPT_PREFIX } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { nextYearlyNumber } from '../../lib/rows/numbering.ts';

/**
 * The next receipt number, RCPT-YYYY-NNNNN by the year of the payment date (as migration 0024
 * numbered the payments before it). Taken inside the paying transaction: the counter's row
 * lock makes concurrent payments take distinct, consecutive numbers, and a rollback gives the
 * number back.
 */
export const nextReceiptNumber = (tx: DbOrTx, paymentDate: string) =>
  nextYearlyNumber(tx, RECEIPT_PREFIX, paymentDate);
