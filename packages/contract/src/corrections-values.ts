/**
 * Money is reversed, not removed: payments are voided with a
 * reason and kept; an approved transaction is corrected by a linked, approved opposite entry;
 * an opening balance is fixed once its account has an approved transaction.
 */
import type { Role } from './permissions.ts';

export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;
/** A booking's cancellation needs a reason too, of any length up to VOID_REASON_MAX. */
export const CANCEL_REASON_MIN = 1;

/** Voiding a customer or agent payment needs a manager or an admin. */
export const mayVoidPayments = (user: { role: Role } | null | undefined) =>
  user?.role === 'admin' || user?.role === 'manager';

/** Only an admin reverses an approved transaction. */
export const mayReverseTransactions = (user: { role: Role } | null | undefined) =>
  user?.role === 'admin';

export const CORRECTION_OK = {
  paymentVoided: 'Payment voided successfully',
  transactionReversed: 'Transaction reversed successfully',
} as const;

export const CORRECTION_FAIL = {
  voidPayment: 'Failed to void payment',
  reverse: 'Failed to reverse transaction',
} as const;

export const CORRECTION_SERVER = {
  alreadyVoided: 'This payment has already been voided.',
  voidForbidden: 'Only a manager or an admin can void a payment.',
  onlyApprovedReversed: 'Only approved transactions can be reversed.',
  alreadyReversed: 'This transaction has already been reversed.',
  reversalNotReversed: 'A reversal cannot itself be reversed.',
  openingBalanceFixed: 'This account has approved transactions; record an adjustment instead.',
} as const;

/** What a reversal says it is: "Reversal of <ref>: <reason>". */
export const reversalDescription = (
  original: { id: number; reference: string | null },
  reason: string,
) => `Reversal of ${original.reference ?? `#${original.id}`}: ${reason}`;
