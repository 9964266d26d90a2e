import { fieldError } from '../http/app-error.ts';

/** PostgreSQL error helpers: constraint violations become field errors, never 500s. */
export interface PgError {
  code?: string;
  constraint?: string;
}

export const pgError = (e: unknown): PgError | null => {
  let cur: unknown = e;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let i = 0; i < 4 && cur; i++) {
    if (typeof cur === 'object' && cur !== null && 'code' in cur && typeof cur.code === 'string') {
      return cur as PgError;
    }
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
};

export const isUniqueViolation = (e: unknown, constraint?: string) => {
  const pe = pgError(e);
  return pe?.code === '23505' && (!constraint || pe.constraint === constraint);
};

/** 23514: a row a CHECK constraint refuses (the last line of defence behind the services). */
export const isCheckViolation = (e: unknown, constraint?: string) => {
  const pe = pgError(e);
  return pe?.code === '23514' && (!constraint || pe.constraint === constraint);
};

/** 22003: a number too large for its column (NUMERIC(14,2) money, a NUMERIC(18,2) total). */
export const isNumericOverflow = (e: unknown) => pgError(e)?.code === '22003';

/** 23503 (NO ACTION) or 23001 (RESTRICT): a row others still point at. */
export const isForeignKeyViolation = (e: unknown, constraint?: string) => {
  const pe = pgError(e);
  return (
    (pe?.code === '23503' || pe?.code === '23001') && (!constraint || pe.constraint === constraint)
  );
};

/**
 * Run a write whose unique indexes decide a race: a duplicate named in `fields` (constraint
 * name to the field and message) answers 422 on that field, never a 500.
 */
export async function uniqueAsField<T>(
  fields: Record<string, readonly [field: string, message: string]>,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const refusal = fields[pgError(e)?.constraint ?? ''];
    if (refusal && isUniqueViolation(e)) throw fieldError(...refusal);
    throw e;
  }
}
