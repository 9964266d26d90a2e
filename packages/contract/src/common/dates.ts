import { z } from 'zod';
import { isCalendarDate } from '../constants.ts';
import { orBlank } from './json-schema.ts';

const label = (f: string) => f.replace(/_/g, ' ');
export const requiredDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} field is required.` })
    .trim()
    .min(1, { error: `The ${label(field)} field is required.` }) // no abort: see fields.ts
    .refine(
      (v) => v === '' || isCalendarDate(v),
      `The ${label(field)} must be a valid date (YYYY-MM-DD).`,
    )
    .meta({ format: 'date' });

export const optionalDate = (field: string) =>
  z
    .string({ error: `The ${label(field)} must be a valid date (YYYY-MM-DD).` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || isCalendarDate(v),
      `The ${label(field)} must be a valid date (YYYY-MM-DD).`,
    )
    .meta(orBlank({ type: 'string', format: 'date' }));
