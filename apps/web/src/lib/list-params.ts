import { MAX_PAGE, wholeRule } from '@app/contract/constants';

/**
 * Reading a list's state from its URL. Every value is checked with the contract's zod-free rule
 * for that query parameter (`@app/contract/constants`: `searchRule`, `choiceRule(...)`, ...),
 * which answers as the server's schema does, message for message (url-rules.test.ts), so the
 * screen refuses exactly what the server would refuse without loading zod on first render. A
 * value that fails is not used, not repaired: the list shows its default for it and the page
 * says what was ignored.
 */

/** One URL parameter's rule: `safeParse` as zod's, so a contract schema fits as well. */
export interface ParamRule {
  safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } };
}
export type ParamRules<K extends string> = Readonly<Record<K, ParamRule>>;

/** A parameter that was in the URL and is not used, with the reason shown to the user. */
export interface IgnoredParam {
  name: string;
  value: string;
  reason: string;
}

export interface ParsedList<K extends string> {
  /** Each filter's text as typed ('' when absent or ignored). */
  filters: Record<K, string>;
  page: number;
  /** '' (the list's default order) or one of the list's allowed sort values. */
  sort: string;
  ignored: IgnoredParam[];
  /** The query string of what was understood, in a stable order ('' or '?…'). */
  clean: string;
}

export const NOT_A_FILTER = 'This page does not use it.';
export const SORT_NOT_ALLOWED = 'This list cannot be sorted that way.';
// The server's page rule (paging.ts), read without zod (contract common/url-rules.ts).
const pageRule = wholeRule(MAX_PAGE);

interface Issue {
  message: string;
  /** A union's issues per branch (zod `invalid_union`): the first branch says what was meant. */
  errors?: Issue[][];
}
const firstMessage = (e: { issues: Issue[] } | undefined): string => {
  let issue = e?.issues[0];
  while (issue?.errors?.[0]?.[0]) issue = issue.errors[0][0];
  return issue?.message ?? 'Not understood.';
};

/**
 * `sorts`: the list's allow-list for `sort` (empty: the list has no sortable columns yet, so any
 * `sort` is ignored with a notice). Repeated keys count once: the first value is the one read.
 */
export function parseListParams<K extends string>(
  params: URLSearchParams,
  rules: ParamRules<K>,
  sorts: readonly string[] = [],
): ParsedList<K> {
  const ignored: IgnoredParam[] = [];
  const keep = new URLSearchParams();
  const filters = {} as Record<K, string>;

  for (const key of Object.keys(rules) as K[]) {
    const value = params.get(key) ?? '';
    filters[key] = '';
    if (value === '') continue;
    const r = rules[key].safeParse(value);
    if (r.success) {
      filters[key] = value;
      keep.set(key, value);
    } else ignored.push({ name: key, value, reason: firstMessage(r.error) });
  }

  let sort = '';
  const sortText = params.get('sort') ?? '';
  if (sortText !== '') {
    if (sorts.includes(sortText)) {
      sort = sortText;
      keep.set('sort', sort);
    } else ignored.push({ name: 'sort', value: sortText, reason: SORT_NOT_ALLOWED });
  }

  let page = 1;
  const pageText = params.get('page') ?? '';
  if (pageText !== '') {
    const r = pageRule.safeParse(pageText);
    if (r.success && typeof r.data === 'number') {
      page = r.data;
      if (page > 1) keep.set('page', String(page));
    } else if (!r.success)
      ignored.push({ name: 'page', value: pageText, reason: firstMessage(r.error) });
  }

  const known = new Set<string>([...Object.keys(rules), 'sort', 'page']);
  const unknown = new Set<string>();
  for (const [key, value] of params) {
    if (known.has(key) || unknown.has(key)) continue;
    unknown.add(key);
    ignored.push({ name: key, value, reason: NOT_A_FILTER });
  }

  const text = keep.toString();
  return { filters, page, sort, ignored, clean: text ? `?${text}` : '' };
}

/** The next query string after one change: built from what was understood, junk left out. */
export function nextQuery(
  parsed: Pick<ParsedList<string>, 'filters' | 'sort' | 'page'>,
  change: { filter?: [string, string]; sort?: string; page?: number },
): URLSearchParams {
  const next = new URLSearchParams();
  const filters: Record<string, string> = { ...parsed.filters };
  if (change.filter) filters[change.filter[0]] = change.filter[1];
  for (const [k, v] of Object.entries(filters)) if (v) next.set(k, v);
  const sort = change.sort ?? parsed.sort;
  if (sort) next.set('sort', sort);
  // Any change of filter or order starts again at page 1 (spec section 9).
  const page = change.filter || change.sort !== undefined ? 1 : (change.page ?? parsed.page);
  if (page > 1) next.set('page', String(page));
  return next;
}
