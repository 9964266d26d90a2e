import { useLocation } from 'react-router';

/**
 * Each list's last query string (search, filters, page, sort), kept per list path for this tab,
 * so "Back", "Back to X" and a form's Cancel return to the list as the user left it.
 * Written by useListParams with only what it understood; sessionStorage, so a new tab starts
 * from the plain list and nothing outlives the tab.
 */
const KEY = 'traveldesk:list-query:';
/** The list seen last, for a record reached from more than one list (see `also`). */
const LAST = 'traveldesk:last-list';

export function rememberListQuery(listPath: string, query: string) {
  try {
    sessionStorage.setItem(LAST, listPath);
    if (query) sessionStorage.setItem(KEY + listPath, query);
    else sessionStorage.removeItem(KEY + listPath);
  } catch {
    // Storage refused (private mode, quota): Back goes to the plain list, as before.
  }
}

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * The list's address as last seen, e.g. `/bookings?status=draft&page=2`, or the plain path.
 * `also`: other lists the record is opened from (a transaction from Pending Approvals): when
 * one of them was the list seen last, Back returns there instead.
 */
export function listHref(listPath: string, also: readonly string[] = []): string {
  const last = read(LAST);
  const path = last !== null && also.includes(last) ? last : listPath;
  const query = read(KEY + path);
  return query?.startsWith('?') ? path + query : path;
}

/** listHref for a component: read again on every navigation. */
export function useListHref(listPath: string, also: readonly string[] = []): string {
  useLocation();
  return listHref(listPath, also);
}
