/**
 * An answer's JSON already written, by PostgreSQL (the bookings list's pages): sent as it is,
 * with no row objects, JSON.stringify or schema pass in the API. `T` is the answer it holds,
 * so a route's compute stays typed; tests still check what is sent against the endpoint's
 * schema (route.ts checkSentAnswer), and kept answers (kept-json.ts) keep the text as it is.
 */
export class JsonText<T> {
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}

/** The JSON of a value, or the text itself when it was written already. */
export const jsonOf = (v: unknown) => (v instanceof JsonText ? v.text : JSON.stringify(v));
