import type * as FormSchemas from '@app/contract/form-schemas';
import type { FieldErrors } from '@app/contract';
import type { ReactNode } from 'react';
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

type Schemas = typeof FormSchemas;
let schemas: Schemas | null = null;
let loading: Promise<Schemas> | null = null;
/** The contract's schemas, loaded once, when the first form asks for them. */
export const loadSchemas = () =>
  (loading ??= import('@app/contract/form-schemas').then((m) => (schemas = m)));
/** The schemas if they have loaded (null until then), asking for them if nobody has. */
export const loadedSchemas = () => {
  void loadSchemas();
  return schemas;
};

/**
 * Validate form values with the contract schema `pick` names: the same rules the server
 * applies. The schemas (zod, some 27 KB gzipped) load beside the form, not before it, so a form
 * page shows without them (docs/decisions/039-first-page-budget.md). Until they arrive, which
 * is well before anyone has typed a field, nothing is refused here: a save sent meanwhile is
 * judged by the server with the same schema, and its messages show under the same fields.
 */
export function contractValidate(pick: (s: Schemas) => z.ZodType) {
  void loadSchemas();
  return (values: unknown): Record<string, string> =>
    schemas ? zodValidate(pick(schemas))(values) : {};
}

/**
 * Every message of every field, one line per field: a field the server judged twice shows
 * both reasons, so fixing one does not reveal a second on the next save.
 */
export const allErrors = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors)
      .map(([k, v]) => [k, [...new Set(v)].join(' ')] as const)
      .filter(([, v]) => v !== ''),
  );

/**
 * A failed save: every field's messages go under that field (and into the form's error
 * summary); a failure without field errors is shown as a notification (the spec's "alert").
 */
export function showSaveFailure(f: Failure, setErrors: (e: Record<string, string>) => void) {
  const errors = allErrors(f.errors ?? {});
  if (Object.keys(errors).length) setErrors(errors);
  else notifyError(f.message);
}

/** One line of the error summary: the field's path (its `data-path`) and its message. */
export interface ErrorItem {
  path: string;
  message: string;
}

/** A Mantine form field's element: `getInputProps` marks each input with `data-path`. */
export function fieldNode(root: ParentNode | null | undefined, path: string): HTMLElement | null {
  if (!root) return null;
  const quoted = path.replace(/["\\]/g, '\\$&');
  return root.querySelector<HTMLElement>(`[data-path="${quoted}"]`);
}

/**
 * The form's errors in the order a reader meets them: fields on the page in page order, then
 * fields not on it (a hidden tab, a field the form does not show) in the order given.
 * `position` answers a field's place on the page, or null when it is not there.
 */
export function errorItems(
  errors: Record<string, ReactNode>,
  position: (path: string) => number | null,
): ErrorItem[] {
  const items = Object.entries(errors)
    .map(([path, m], i) => {
      const message = typeof m === 'string' || typeof m === 'number' ? String(m) : '';
      return { path, message, at: position(path), i };
    })
    .filter((x) => x.message !== '');
  const shown = items.filter((x) => x.at !== null).sort((a, b) => a.at! - b.at! || a.i - b.i);
  const rest = items.filter((x) => x.at === null);
  return [...shown, ...rest].map(({ path, message }) => ({ path, message }));
}

/** Places of every field inside a form, for `errorItems`. */
export function pagePositions(root: ParentNode | null | undefined) {
  const nodes = [...(root?.querySelectorAll<HTMLElement>('[data-path]') ?? [])];
  return (path: string) => {
    const at = nodes.findIndex((n) => n.dataset.path === path);
    return at < 0 ? null : at;
  };
}

/** Move the user to a field: focus it and bring it to the middle of the screen. */
export function focusField(node: HTMLElement) {
  node.focus({ preventScroll: true });
  node.scrollIntoView({ block: 'center' });
}

/**
 * What a record form hands FormShell for the error summary and the unsaved-changes guard: the
 * form's errors, whether it changed, and whether its save went through (then leaving is free).
 */
export const formGuard = (
  form: { errors: Record<string, ReactNode>; isDirty: () => boolean },
  save: { data?: { success: boolean } | undefined },
) => ({
  errors: form.errors,
  isDirty: () => form.isDirty(),
  saved: save.data?.success === true,
});
