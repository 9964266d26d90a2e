import { z } from 'zod';
import { answer, idName } from './common/envelope.ts';
import { requiredDate } from './common/dates.ts';
import { optionalText, requiredId } from './common/fields.ts';
import { moneyField } from './common/money.ts';

export * from './cancellation.ts';

/** `POST /bookings/:id/refunds` (decision 052): money returned to a cancelled file's payer. */
export const refundInput = z.object({
  amount: moneyField('amount', { min: 0.01 }),
  refund_date: requiredDate('refund_date'),
  account_id: requiredId('account_id'),
  reference: optionalText('reference', 100),
  notes: optionalText('notes', 2000),
});
export type RefundInput = z.input<typeof refundInput>;

export const refundSchema = z.object({
  id: answer.id,
  amount: answer.money,
  refund_date: answer.day,
  account: idName,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  /** Its refund voucher's number (CGST rule 51), "RV/2026-27/00001": its PDF's serial. */
  voucher_number: z.string(),
  created_by: idName.nullable(),
  created_at: answer.timestamp,
  voided_at: answer.timestamp.nullable(),
  void_reason: z.string().nullable(),
});

/** What a cancelled file settles, in its currency. */
export const settlementSchema = z.object({
  cancelled: z.boolean(),
  charge: answer.money,
  received: answer.total,
  refunded: answer.total,
  refundable: answer.total,
  owed: answer.total,
});

export const refundsAnswerSchema = z.object({
  settlement: settlementSchema,
  refunds: z.array(refundSchema),
});
export type RefundsAnswer = z.infer<typeof refundsAnswerSchema>;
