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
