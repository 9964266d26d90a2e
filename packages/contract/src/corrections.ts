import { z } from 'zod';
import { VOID_REASON_MAX, VOID_REASON_MIN } from './corrections-values.ts';

/** The reason a payment is voided or a transaction reversed: required, 3 to 500 characters. */
export const reasonBody = z.object({
  reason: z
    .string({ error: 'The reason field is required.' })
    .trim()
    .min(1, { error: 'The reason field is required.', abort: true })
    .min(VOID_REASON_MIN, `The reason must be at least ${VOID_REASON_MIN} characters.`)
    .max(VOID_REASON_MAX, `The reason may not be greater than ${VOID_REASON_MAX} characters.`),
});
export type ReasonInput = z.input<typeof reasonBody>;

/** Void and reverse routes: no body reads as an empty one, so the answer names the reason. */
export const reasonBodyOrEmpty = z.preprocess((b) => b ?? {}, reasonBody);
