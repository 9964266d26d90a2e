import { RECEIPT_PREFIX } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { formatNumber, nextNumber } from '../../lib/numbering.ts';

/**
 * The next receipt number, RCPT-YYYY-NNNNN by the year of the payment date (as migration 0024
 * numbered the payments before it). Taken inside the paying transaction: the counter's row
 * lock makes concurrent payments take distinct, consecutive numbers, and a rollback gives the
 * number back.
 */
export async function nextReceiptNumber(tx: DbOrTx, paymentDate: string) {
  const year = Number(paymentDate.slice(0, 4));
  return formatNumber(RECEIPT_PREFIX, await nextNumber(tx, RECEIPT_PREFIX, year), 5, year);
}
