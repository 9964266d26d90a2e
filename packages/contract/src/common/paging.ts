import { z } from 'zod';
import { MAX_PAGE } from './url-rules.ts';

export const MAX_PER_PAGE = 100;

/**
 * Decimal digits only: `1e1`, `0x10`, `2.5` and ` 5` are refused, not read as numbers. A sign is
 * read so that `-1` is told what is wrong with it (at least 1), not that it is not a whole number.
 */
export const positiveInt = (max: number) =>
  z
    .string({ error: 'Must be a whole number.' })
    .regex(/^-?[0-9]+$/, 'Must be a whole number.')
    .transform(Number)
    .pipe(z.number().min(1, 'Must be at least 1.').max(max, `Must be at most ${max}.`))
    // In a query string a whole number is its digits: a client sends it as an integer (the
    // digits' pattern would say nothing more to an integer's reader).
    .meta({ type: 'integer', minimum: 1, maximum: max, pattern: undefined });

/**
 * Paging query: accepts both `per_page` and `perPage`, capped at 100.
 * The page itself is capped so a hostile value cannot become an absurd OFFSET.
 */
export const pagingQuery = z.object({
  page: positiveInt(MAX_PAGE).optional(),
  per_page: positiveInt(MAX_PER_PAGE).optional(),
  perPage: positiveInt(MAX_PER_PAGE).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export function resolvePaging(q: PagingQuery, defaultSize: number) {
  const perPage = q.per_page ?? q.perPage ?? defaultSize;
  const page = q.page ?? 1;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function lastPage(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Free-text search: trimmed, bounded, empty means no filter. */
export const searchParam = z
  .string()
  .max(200, 'The search may not be greater than 200 characters.')
  .transform((s) => s.trim())
  .optional();
