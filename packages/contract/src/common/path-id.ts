/**
 * An id as it arrives in a path or query string, read without zod so a page can check its
 * route's `:id` before loading the validation library: decimal digits only, no sign, no leading
 * zero, no exponent or hex (`0x1` and `1e0` name no record; `Number()` would read both as 1),
 * within the id columns' range. `idParams` (fields.ts) is the server's rule for the same text;
 * path-id.test.ts holds the two to the same answers.
 */
const PATH_ID_TEXT = /^[1-9][0-9]{0,9}$/;
const PATH_ID_MAX = 2_147_483_647;

/** The id `text` names, or null when it names none. */
export function readPathId(text: unknown): number | null {
  if (typeof text !== 'string' || !PATH_ID_TEXT.test(text)) return null;
  const n = Number(text);
  return n <= PATH_ID_MAX ? n : null;
}
