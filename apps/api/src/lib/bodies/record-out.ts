// A row as it goes out in an answer: the people and records it names, and the columns a
// searchable record keeps to itself.

/**
 * The `{ id, name }` of a record a row points at (its ops person, a payment's receiver, a
 * staff member's branch), or null when it points at none or the name was not found.
 */
export const idNameOf = (id: number | null, name: string | null) =>
  id && name ? { id, name } : null;

type Kept = 'search_text' | 'created_by' | 'updated_at';
type Sent<R> = Omit<R, Kept | 'created_at'> & { created_at: string };

/**
 * A booking's or an enquiry's own columns as they go out: without the search index
 * (search_text) and the write bookkeeping (created_by, updated_at), created_at as ISO text.
 */
export function sentColumns<R extends Record<Kept, unknown> & { created_at: Date }>(row: R) {
  const { search_text, created_by, updated_at, ...columns } = row;
  // created_at stays where the table has it among the columns (the answer's key order).
  return { ...columns, created_at: row.created_at.toISOString() } as Sent<R>;
}
