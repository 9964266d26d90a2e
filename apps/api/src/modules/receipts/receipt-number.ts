import { RECEIPT_PREFIX } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { yearlyNumberSql } from '../../lib/rows/numbering.ts';

/**
 * The next receipt number, RCPT-YYYY-NNNNN by the year of the payment date (as migration 0024
 * numbered the payments before it), as part of the statement that inserts the payment: the
 * counter's row lock makes concurrent payments take distinct, consecutive numbers, a rollback
 * gives the number back, and the lock is held only from that last statement to the commit.
 */
export const receiptNumberSql = (tx: DbOrTx, paymentDate: string) =>
  yearlyNumberSql(tx, RECEIPT_PREFIX, paymentDate);
