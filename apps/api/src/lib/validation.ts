import type { z } from 'zod';
import type { FieldErrors } from '@app/contract';
import { Validation } from './app-error.ts';

/** Zod issues as the envelope's field errors (`a.b.0` paths for nested fields). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validate input that did not come through a route schema (multipart forms). */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const r = schema.safeParse(data);
  if (!r.success) throw new Validation(fieldErrorsOf(r.error.issues));
  return r.data;
}

const NUL = '\u0000';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a query, path or body is a
 * field error (422) before any handler runs, never a database error (500).
 */
export function rejectNul(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) {
      const field = path.join('.') || '_';
      const label = path.at(-1)?.replace(/_/g, ' ') ?? 'input';
      throw new Validation({ [field]: [`The ${label} contains a character that is not allowed.`] });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => rejectNul(v, [...path, String(i)]));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) rejectNul(v, [...path, k]);
    if (Object.keys(value).some((k) => k.includes(NUL))) rejectNul(NUL, path);
  }
}
