import type { FastifyRequest } from 'fastify';
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
 * own stack, not recursion: a body's depth is bounded by the JSON guard (lib/bodies/json-body.ts),
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

/**
 * Field errors from several independent checks as one answer: a form learns of
 * every wrong field at once, not one per save. Each check answers its errors; none throws.
 */
export function mergeErrors(...sets: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const set of sets) {
    for (const [field, messages] of Object.entries(set)) (out[field] ??= []).push(...messages);
  }
  return out;
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new Validation(errors);
}

/**
 * The fields of an object body that are valid on their own, parsed: what a route's business
 * checks (a record that must exist, a code that must be free) can still judge when other
 * fields failed the schema. Fields that failed are left out, so no field is judged twice.
 */
export function validFields(schema: unknown, body: unknown): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape || !body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const r = field.safeParse((body as Record<string, unknown>)[key]);
    if (r.success) out[key] = r.data;
  }
  return out;
}

interface SchemaParts {
  shape?: Record<string, z.ZodType>;
  def?: { in?: unknown; innerType?: unknown };
}
/** The object inside a schema: `agentInput` is an object piped into a transform. */
function objectShape(schema: unknown) {
  let s = schema as SchemaParts | undefined;
  for (let depth = 0; s && depth < 5; depth++) {
    if (s.shape) return s.shape;
    s = (s.def?.in ?? s.def?.innerType) as SchemaParts | undefined;
  }
  return undefined;
}

/** A route's business checks over the fields that parsed (see `validFields`). */
export type FieldChecks = (
  values: Record<string, unknown>,
  req: FastifyRequest,
) => Promise<FieldErrors>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Run when the body fails its schema too, so the 422 lists every wrong field at once. */
    checks?: FieldChecks;
  }
}

/**
 * Parse a body checked in the handler (not by the route's schema): when it fails, the
 * business checks still run over the fields that parsed and their errors join the schema's.
 */
export async function parseChecked<S extends z.ZodType>(
  schema: S,
  body: unknown,
  checks: (values: Record<string, unknown>) => Promise<FieldErrors>,
): Promise<z.output<S>> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  throw new Validation(
    mergeErrors(fieldErrorsOf(r.error.issues), await checks(validFields(schema, body))),
  );
}

/** A route's `:id` as checks see it: a body error can be raised before params are parsed. */
export function paramId(params: unknown): number | undefined {
  const n = Number((params as { id?: unknown } | null)?.id);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
