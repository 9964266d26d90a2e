/**
 * A field's rule as a JSON-schema reader (the OpenAPI document, a generated client) sees it.
 * Zod's JSON-schema conversion writes a field's type, lengths and native checks, but not what
 * a `refine` or a `transform` decides (a phone's digits, a money value's range, a count's
 * bounds). A builder that checks such a rule states it again with `.meta(...)`, which the
 * conversion merges into the field's schema; the check itself, and the message users see,
 * stay the refine's or the transform's.
 */
export type JsonSchema = Record<string, unknown>;

/** Text that is blank, or only spaces: an optional field's "none". */
const BLANK = { type: 'string', pattern: '^\\s*$' } as const;

/** An optional field: a value by `schema`, blank text, or null (all three mean "none" but the first). */
export const orBlank = (schema: JsonSchema): JsonSchema => ({
  anyOf: [schema, BLANK, { type: 'null' }],
});

/** Digits with an optional sign and at most two decimals, spaces around allowed (trimmed). */
export const moneyPattern = (negative: boolean) =>
  `^\\s*${negative ? '-?' : ''}[0-9]+(\\.[0-9]{1,2})?\\s*$`;

/**
 * A phone number as isPhoneNumber reads it: an optional leading +, then 7 to 15 digits with
 * spaces and dashes only between them (spaces around the whole are trimmed).
 */
export const PHONE_PATTERN = '^\\s*\\+?([0-9][ -]*){6,14}[0-9]\\s*$';

/** A calendar date as 'YYYY-MM-DD' (spaces around are trimmed). */
export const DATE_FORMAT = { format: 'date' } as const;
