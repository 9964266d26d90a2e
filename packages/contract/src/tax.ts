import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { optionalDate, requiredDate } from './common/dates.ts';
import { optionalText } from './common/fields.ts';
import { optionalMoneyField } from './common/money.ts';
import { TAX_CODE_LIST, TAX_CODES, TAX_KINDS, TAX_MESSAGES } from './tax-values.ts';

export * from './tax-values.ts';

/** A percentage: 0 to 100 with up to three decimals, kept as text ('2.000'). */
const percent = (field: string, required: boolean) =>
  z
    .union([z.number(), z.string(), z.null()], {
      error: `The ${field.replace(/_/g, ' ')} must be a number.`,
    })
    .optional()
    .transform((v, ctx) => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      if (text === '') {
        if (required)
          ctx.addIssue({
            code: 'custom',
            message: `The ${field.replace(/_/g, ' ')} field is required.`,
          });
        return null;
      }
      if (!/^\d{1,3}(\.\d{1,3})?$/.test(text) || Number(text) > 100) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${field.replace(/_/g, ' ')} must be a percentage from 0 to 100 with at most 3 decimals.`,
        });
        return z.NEVER;
      }
      return Number(text).toFixed(3);
    });

/**
 * `POST /tax-rates`, `PUT /tax-rates/:id` (decision 049): one dated rule. Its kind follows from
 * its code; a rate above a threshold needs the threshold.
 */
export const taxRateInput = z
  .object({
    code: z.enum(TAX_CODE_LIST, { error: 'The selected code is invalid.' }),
    rate: percent('rate', true).transform((v) => v ?? '0.000'),
    rate_above: percent('rate_above', false),
    rate_no_pan: percent('rate_no_pan', false),
    rate_above_no_pan: percent('rate_above_no_pan', false),
    threshold: optionalMoneyField('threshold', { min: 0 }),
    sac: optionalText('sac', 8).pipe(
      z
        .string()
        .regex(/^\d{4,8}$/, 'The SAC must be 4 to 8 digits.')
        .nullable(),
    ),
    effective_from: requiredDate('effective_from'),
    effective_to: optionalDate('effective_to'),
    notes: optionalText('notes', 500),
  })
  .superRefine((v, ctx) => {
    if (v.effective_to && v.effective_from && v.effective_to < v.effective_from)
      ctx.addIssue({
        code: 'custom',
        path: ['effective_to'],
        message: TAX_MESSAGES.endBeforeStart,
      });
    if (v.rate_above !== null && v.threshold === null)
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: TAX_MESSAGES.aboveNeedsThreshold,
      });
  });
export type TaxRateInput = z.input<typeof taxRateInput>;
export type TaxRateValues = z.output<typeof taxRateInput>;

export const taxRateSchema = z.object({
  id: answer.id,
  kind: z.enum(TAX_KINDS),
  code: z.enum(TAX_CODE_LIST),
  rate: z.string(),
  rate_above: z.string().nullable(),
  rate_no_pan: z.string().nullable(),
  rate_above_no_pan: z.string().nullable(),
  threshold: answer.money.nullable(),
  sac: z.string().nullable(),
  effective_from: answer.day,
  effective_to: answer.day.nullable(),
  notes: z.string().nullable(),
});
export type TaxRateRecord = z.infer<typeof taxRateSchema>;

/** The kind of rule a code is (GST, TCS or TDS). */
export const kindOfCode = (code: keyof typeof TAX_CODES) => TAX_CODES[code].kind;
