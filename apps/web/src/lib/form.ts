import type { FieldErrors } from '@app/contract';
import type { z } from 'zod';
import type { Failure } from './api-client.ts';
import { notifyError } from './notify.ts';

/** Validate form values with the contract's schema: the same rules the server applies. */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const r = schema.safeParse(values);
    if (r.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** First message per field, as the spec shows them under the fields. */
export const firstErrors = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));

/**
 * A failed save: field errors go under their fields; anything else is shown as a
 * notification (the spec's "alert").
 */
export function showSaveFailure(f: Failure, setErrors: (e: Record<string, string>) => void) {
  if (f.errors && Object.keys(f.errors).length) setErrors(firstErrors(f.errors));
  else notifyError(f.message);
}
