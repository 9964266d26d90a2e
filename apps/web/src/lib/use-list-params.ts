import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberListQuery } from './list-href.ts';
import type { IgnoredParam, ParamRules, ParsedList } from './list-params.ts';
import { nextQuery, parseListParams } from './list-params.ts';

/** Set on the history entry when a page number past the last page was dropped. */
interface PageDropped {
  pageDropped?: { page: number; lastPage: number };
}

const NO_SORTS: readonly string[] = [];

/**
 * List state in the URL: search, filters, page and sort survive reload, Back and shared links
 * (docs/decisions/014-list-state-junk-params-after-save.md). Each parameter is checked with the
 * contract's rule (`rules`, see list-params.ts); one that fails is ignored and listed in `ignored`
 * for the page's notice (ParamsNotice). Changing a filter or the order resets the page to 1 (spec
 * section 9); any change writes only what was understood, so the junk (and its notice) goes away.
 *
 * `sorts` is the list's allow-list for `?sort=` (`sortValues(LIST_SORTS.<list>)`); a
 * list that passes none ignores a `sort` in the URL with a notice. A list reads `sort` and calls
 * `setSort` from its column headers (DataTable) or, for cards and the day plan's time groups,
 * a "Sort by" choice.
 *
 * The understood query is remembered per list path (list-href.ts), so a detail page's Back and
 * a form's Cancel return to the list as it was.
 */
export function useListParams<K extends string>(
  rules: ParamRules<K>,
  sorts: readonly string[] = NO_SORTS,
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const parsed = useMemo(() => parseListParams(params, rules, sorts), [params, rules, sorts]);
  const { filters, page, sort, clean } = parsed;

  useEffect(() => rememberListQuery(pathname, clean), [pathname, clean]);

  const dropped = (location.state as PageDropped | null)?.pageDropped;
  const ignored = useMemo<IgnoredParam[]>(
    () =>
      dropped && !params.has('page')
        ? [
            ...parsed.ignored,
            {
              name: 'page',
              value: String(dropped.page),
              reason: `The list has ${dropped.lastPage} ${dropped.lastPage === 1 ? 'page' : 'pages'}.`,
            },
          ]
        : parsed.ignored,
    [parsed.ignored, dropped, params],
  );

  /*
   * What the last change asked for, while the router still renders the address it replaced.
   * A second change made before the list renders again (a filter picked, then a date typed at
   * once; a slow phone) builds on the first: built on the rendered address it dropped it.
   */
  const asked = useRef<{ under: URLSearchParams; list: ParsedList<K> } | null>(null);
  const change = useCallback(
    (what: Parameters<typeof nextQuery>[1], replace: boolean) => {
      const base = asked.current?.under === params ? asked.current.list : parsed;
      const next = nextQuery(base, what);
      asked.current = { under: params, list: parseListParams(next, rules, sorts) };
      setParams(next, { replace });
    },
    [params, parsed, rules, sorts, setParams],
  );
  const setFilter = useCallback(
    (key: K, value: string) => change({ filter: [key, value] }, true),
    [change],
  );
  const setSort = useCallback((value: string) => change({ sort: value }, true), [change]);
  // Pages are history entries: Back returns to the page before.
  const setPage = useCallback((p: number) => change({ page: p }, false), [change]);
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  /** The notice's close: the URL keeps only what was understood. */
  const dropIgnored = useCallback(
    () => void navigate({ pathname, search: clean }, { replace: true }),
    [navigate, pathname, clean],
  );

  /** Page 1 instead of a page past the last one, with a notice (usePageInRange). */
  const dropPage = useCallback(
    (lastPage: number) => {
      const next = nextQuery(parsed, { page: 1 }).toString();
      const pageDropped = { page, lastPage };
      void navigate(
        { pathname, search: next ? `?${next}` : '' },
        { replace: true, state: { pageDropped } satisfies PageDropped },
      );
    },
    [navigate, pathname, parsed, page],
  );

  return {
    page,
    filters,
    sort,
    /** The understood query ('' or '?…'): what the list's export sends (export-button.tsx). */
    query: clean,
    ignored,
    setFilter,
    setSort,
    setPage,
    clear,
    dropIgnored,
    dropPage,
  };
}

/**
 * Call with the list's answer: a page past the last one (an old link, rows deleted since)
 * shows page 1 with a notice, instead of an empty table without a pager.
 */
export function usePageInRange(
  list: { page: number; dropPage: (lastPage: number) => void },
  data: { current_page: number; last_page: number } | undefined,
) {
  const beyond = !!data && data.current_page === list.page && list.page > data.last_page;
  const lastPage = data?.last_page ?? 1;
  const { dropPage } = list;
  useEffect(() => {
    if (beyond) dropPage(lastPage);
  }, [beyond, lastPage, dropPage]);
}

/**
 * A paged list's URL state (useListParams) and its answer: `query` turns the page, filters
 * and order into the feature's queryOptions; a page past the last shows page 1 (usePageInRange).
 */
export function useListPage<
  K extends string,
  D extends { current_page: number; last_page: number },
  Q extends QueryKey,
>(
  rules: ParamRules<K>,
  sorts: readonly string[] | undefined,
  query: (p: {
    page: number;
    filters: Record<K, string>;
    sort: string;
  }) => UseQueryOptions<D, Error, D, Q>,
) {
  const params = useListParams(rules, sorts);
  const list = useQuery(query(params));
  usePageInRange(params, list.data);
  return { params, list };
}
