/**
 * The rules a page checks its URL's filters with, without zod, so a page whose only use of zod
 * was reading its URL stays within the first-page budget (docs/decisions/039-first-page-budget.md).
 * Each answers as the contract's zod rule for the same query parameter does, message for
 * message; url-rules.test.ts holds each pair to the same answers on ordinary and hostile text.
 * The screen keeps what was typed; the server reads the same text with its own schema.
 */
import type { ReportName } from '../reports-values.ts';
import { REPORT_MESSAGES, REPORT_MONTH, SALES_BASES, TOP_ORDERS } from '../reports-values.ts';
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

/** `z.enum(values, { error: message })`: one of the values exactly, else the message. */
export const enumRule = (values: readonly string[], message: string): UrlRule => ({
  safeParse: (v) =>
    typeof v === 'string' && values.includes(v) ? { success: true, data: v } : refuse(message),
});

/** `choiceFilter(values, name)`: one of the values, or blank for all. */
export const choiceRule = (values: readonly string[], name: string): UrlRule =>
  enumRule(['', ...values], `The selected ${name} is invalid.`);

/**
 * What zod says of a value that is not text where its rule sets no words of its own. A URL's
 * values are always text; this keeps the rules whole for anything else.
 */
const notText = (v: unknown) =>
  refuse(
    `Invalid input: expected string, received ${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v}`,
  );

/** A text's length as zod counts it: in code points, a surrogate pair once, a lone one as one. */
const codePoints = (s: string) => [...s].length;

/** `searchParam` (paging.ts): at most 200 characters as typed, read trimmed. */
export const searchRule: UrlRule = {
  safeParse: (v) => {
    if (typeof v !== 'string') return notText(v);
    return codePoints(v) > 200
      ? refuse('The search may not be greater than 200 characters.')
      : { success: true, data: v.trim() };
  },
};

/**
 * `z.string().trim().max(max)` (the drivers' and day plans' search): at most `max` characters
 * once trimmed, refused in zod's own words, which the page shows as they are.
 */
export const textRule = (max: number): UrlRule => ({
  safeParse: (v) => {
    if (typeof v !== 'string') return notText(v);
    const t = v.trim();
    return codePoints(t) > max
      ? refuse(`Too big: expected string to have <=${max} characters`)
      : { success: true, data: t };
  },
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

/** fields.ts' `idText` pattern, which zod's refusal quotes. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * `idFilter` (fields.ts): a record's id as a list filter (transactions, audit, reports), or
 * blank. It is a union with the blank, so the page shows the first branch's words: zod's own,
 * the pattern for text that is no id, "Invalid input" past the id columns' range.
 */
export const idFilterRule: UrlRule = {
  safeParse: (v) => {
    if (v === '') return { success: true, data: '' };
    if (typeof v !== 'string') return notText(v);
    if (!ID_TEXT.test(v)) return refuse(`Invalid string: must match pattern ${String(ID_TEXT)}`);
    const id = readPathId(v);
    return id === null ? refuse('Invalid input') : { success: true, data: id };
  },
};

/** `positiveInt(max)` (paging.ts): a whole number from 1 to max. */
export const wholeRule = (max: number): UrlRule => ({
  safeParse: (v) => {
    if (typeof v !== 'string' || !/^-?[0-9]+$/.test(v)) return refuse('Must be a whole number.');
    const n = Number(v);
    // Past some 309 digits the text reads as ±Infinity, which zod's number refuses by name.
    if (!Number.isFinite(n)) return refuse(`Invalid input: expected number, received ${n}`);
    if (n < 1) return refuse('Must be at least 1.');
    if (n > max) return refuse(`Must be at most ${max}.`);
    return { success: true, data: n };
  },
});

/** The highest page a list may be asked for (paging.ts): a hostile value is no absurd OFFSET. */
export const MAX_PAGE = 1_000_000;

/** A report's `from` and `to` (reports.ts): a month as YYYY-MM, spaces around it allowed. */
export const monthRule = (field: string): UrlRule => ({
  safeParse: (v) => {
    const t = typeof v === 'string' ? v.trim() : '';
    return REPORT_MONTH.test(t) ? { success: true, data: t } : refuse(REPORT_MESSAGES.month(field));
  },
});

/** A top report's `limit` (reports.ts): one or two digits, from 1 to 50. */
export const reportLimitRule: UrlRule = {
  safeParse: (v) => {
    const n = typeof v === 'string' && /^[0-9]{1,2}$/.test(v) ? Number(v) : 0;
    return n >= 1 && n <= 50 ? { success: true, data: n } : refuse(REPORT_MESSAGES.limit);
  },
};

const period = { from: monthRule('from'), to: monthRule('to') };
const top = { ...period, by: enumRule(TOP_ORDERS, REPORT_MESSAGES.by), limit: reportLimitRule };
/**
 * Each report's URL rules: its query's fields (`REPORT_QUERIES`, reports.ts) but the page,
 * which the list's own page rule reads. The test holds the two tables to the same keys.
 */
export const REPORT_URL_RULES = {
  sales: {
    ...period,
    agent_id: idFilterRule,
    basis: enumRule(SALES_BASES, REPORT_MESSAGES.basis),
  },
  receivables: { agent_id: idFilterRule },
  'agent-payables': { agent_id: idFilterRule },
  'top-destinations': top,
  'top-agents': top,
  cash: { ...period, account_id: idFilterRule },
  'supplier-margin': period,
  'service-margin': period,
  'top-suppliers': { ...period, limit: reportLimitRule },
  'unconfirmed-services': period,
  'payables-ageing': {},
  'gst-summary': period,
} satisfies Record<ReportName, Record<string, UrlRule>>;
