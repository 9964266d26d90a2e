import { z } from 'zod';
import { optionalMoneyField } from './common/money.ts';
import { CANCEL_REASON_MIN, VOID_REASON_MAX, VOID_REASON_MIN } from './corrections-values.ts';

/** A required reason of `min` to 500 characters. */
const reasonText = (min: number) =>
  z
    .string({ error: 'The reason field is required.' })
    .trim()
    .min(1, { error: 'The reason field is required.', abort: true })
    .min(min, `The reason must be at least ${min} characters.`)
    .max(VOID_REASON_MAX, `The reason may not be greater than ${VOID_REASON_MAX} characters.`);

/** The reason a payment is voided or a transaction reversed: required, 3 to 500 characters. */
export const reasonBody = z.object({ reason: reasonText(VOID_REASON_MIN) });
export type ReasonInput = z.input<typeof reasonBody>;

/** Void and reverse routes: no body reads as an empty one, so the answer names the reason. */
export const reasonBodyOrEmpty = z.preprocess((b) => b ?? {}, reasonBody);

/** Why a booking is cancelled: required, 1 to 500 characters; its History keeps it. */
export const cancelBody = z.preprocess(
  (b) => b ?? {},
  z.object({
    reason: reasonText(CANCEL_REASON_MIN),
    /** What the file keeps of its sale, in its currency (blank: nothing). */
    cancellation_charge: optionalMoneyField('cancellation_charge', { min: 0 }),
  }),
);
