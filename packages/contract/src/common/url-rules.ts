/**
 * The rules a page checks its URL's filters with, without zod, so a page whose only use of zod
 * was reading its URL stays within the first-page budget (docs/decisions/039-first-page-budget.md).
 * Each answers as the contract's zod rule for the same query parameter does, message for
 * message; url-rules.test.ts holds each pair to the same answers on ordinary and hostile text.
 * The screen keeps what was typed; the server reads the same text with its own schema.
 */
import { isCalendarDate } from './calendar-date.ts';
import { readPathId } from './path-id.ts';

/** What `parseListParams` asks of a rule: zod's `safeParse` shape, so a schema fits too. */
export interface UrlRule {
  safeParse(
    value: unknown,
  ):
    | { success: true; data?: unknown }
    | { success: false; error: { issues: { message: string }[] } };
}

const refuse = (message: string) => ({ success: false as const, error: { issues: [{ message }] } });
const words = (field: string) => field.replace(/_/g, ' ');

/** `optionalDate(field)`: a real day as YYYY-MM-DD, spaces around it allowed, blank for none. */
export const dateRule = (field: string): UrlRule => ({
  safeParse: (v) => {
    if (typeof v !== 'string')
      return refuse(`The ${words(field)} must be a valid date (YYYY-MM-DD).`);
    const t = v.trim();
    return t === '' || isCalendarDate(t)
      ? { success: true, data: t || null }
      : refuse(`The ${words(field)} must be a valid date (YYYY-MM-DD).`);
  },
});

/** `choiceFilter(values, name)`: one of the values, or blank for all. */
export const choiceRule = (values: readonly string[], name: string): UrlRule => ({
  safeParse: (v) =>
    typeof v === 'string' && (v === '' || values.includes(v))
      ? { success: true, data: v }
      : refuse(`The selected ${name} is invalid.`),
});

/** A record's id as a filter (ledger's `idQuery`): decimal digits naming a record, or blank. */
export const idRule = (field: string): UrlRule => ({
  safeParse: (v) => {
    if (v === '') return { success: true, data: undefined };
    const id = readPathId(v);
    return id === null
      ? refuse(`The selected ${words(field)} is invalid.`)
      : { success: true, data: id };
  },
});

/** `positiveInt(max)` (paging.ts): a whole number from 1 to max. */
export const wholeRule = (max: number): UrlRule => ({
  safeParse: (v) => {
    if (typeof v !== 'string' || !/^-?[0-9]+$/.test(v)) return refuse('Must be a whole number.');
    const n = Number(v);
    if (n < 1) return refuse('Must be at least 1.');
    if (n > max) return refuse(`Must be at most ${max}.`);
    return { success: true, data: n };
  },
});

/** The highest page a list may be asked for (paging.ts): a hostile value is no absurd OFFSET. */
export const MAX_PAGE = 1_000_000;
