import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { quarterDays, TCS_MESSAGES } from './tcs-values.ts';

export * from './tcs-values.ts';

export const tcsRegisterQuery = z.object({
  quarter: z
    .string({ error: TCS_MESSAGES.badQuarter })
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
