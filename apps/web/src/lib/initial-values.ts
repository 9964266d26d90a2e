/**
 * A create-and-edit form's starting values: each field from the record being edited, or from
 * `blank` where there is no record or the record holds null. `blank` lists the form's fields
 * (and only those), so a record's other columns (id, timestamps) stay out of the form.
 */
export function valuesFrom<V extends Record<string, unknown>>(
  record: { [K in keyof V]?: V[K] | null } | undefined,
  blank: V,
): V {
  const from = record as Partial<Record<string, unknown>> | undefined;
  return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, from?.[k] ?? v])) as V;
}
