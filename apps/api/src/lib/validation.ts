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
 * field error (422) before any handler runs, never a database error (500). A loop with its
 * own stack, not recursion: a body's depth is bounded by the JSON guard (lib/json-body.ts),
 * but nothing here should depend on that.
 */
export function rejectNul(value: unknown): void {
  const stack: { value: unknown; path: readonly string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) throw nulError(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes(NUL)) throw nulError(path);
        stack.push({ value: item, path: [...path, k] });
      }
    }
  }
}

function nulError(path: readonly string[]) {
  const field = path.join('.') || '_';
  const label = path.at(-1)?.replace(/_/g, ' ') ?? 'input';
  return new Validation({ [field]: [`The ${label} contains a character that is not allowed.`] });
}
