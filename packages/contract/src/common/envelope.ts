import { z } from 'zod';

/**
 * The one response envelope, `{ success, message?, data?, errors? }`, as zod schemas: the
 * catalogue's endpoints (endpoints/) wrap their data in these, Fastify validates and
 * serialises every answer with them, and the OpenAPI document shows them. The TypeScript
 * types below are derived from the schemas, never written beside them.
 */

export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** Every refusal (4xx) and server failure (5xx). `data` only on a conflict that shows the current record. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: fieldErrors.optional(),
  data: z.unknown().optional(),
});
export type ApiFailure = Omit<z.infer<typeof errorEnvelope>, 'data'>;

/** `{ success: true, message?, data }` around one record or a list that is not paged. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** A write that returns nothing but its message (deletes). */
export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

const pageFields = {
  success: z.literal(true),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  /** Set when a very large match set was estimated by the planner rather than counted. */
  total_is_estimate: z.boolean().optional(),
};

/** A paged list: one shape everywhere; `extra` adds fields beside the page (a statement's account). */
export const pagedEnvelope = <T extends z.ZodType, X extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra?: X,
) => z.object({ ...pageFields, data: z.array(item), ...(extra ?? ({} as X)) });

/** Answer fields: what the database sends out, checked as strictly as it is written. */
export const answer = {
  /** An instant, as `Date.toISOString()` writes it. */
  timestamp: z.iso.datetime(),
  /** A calendar day, 'YYYY-MM-DD'. */
  day: z.iso.date(),
  /** Money out of NUMERIC(14,2): always two decimals. */
  money: z.string().regex(/^-?\d{1,12}\.\d{2}$/),
  /**
   * A sum over many rows (a card, a report's cell, a statement's running balance): an exact
   * decimal of any size, two places. Never cast back to a money column's range, so a large
   * total is shown, never a 500 (common/money-range.ts).
   */
  total: z.string().regex(/^-?\d+\.\d{2}$/),
  id: z.number().int().positive(),
  count: z.number().int().nonnegative(),
};

/** A record an answer names beside its own fields: a user, a branch, a category. */
export const idName = z.object({ id: answer.id, name: z.string() });

/*
 * The generic envelope types for features whose answers are not catalogued yet: the same
 * shapes as the schemas above (a compile-time check in endpoints/define.ts keeps them equal).
 */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface Paged<T> {
  success: true;
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  total_is_estimate?: boolean;
}
