import { useLocation } from 'react-router';

/**
 * Each list's last query string (search, filters, page, sort), kept per list path for this tab,
 * so "Back", "Back to X" and a form's Cancel return to the list as the user left it (issue 17).
 * Written by useListParams with only what it understood; sessionStorage, so a new tab starts
 * from the plain list and nothing outlives the tab.
 */
const KEY = 'traveldesk:list-query:';

export function rememberListQuery(listPath: string, query: string) {
  try {
    if (query) sessionStorage.setItem(KEY + listPath, query);
    else sessionStorage.removeItem(KEY + listPath);
  } catch {
    // Storage refused (private mode, quota): Back goes to the plain list, as before.
  }
}

/** The list's address as last seen, e.g. `/bookings?status=draft&page=2`, or the plain path. */
export function listHref(listPath: string): string {
  let query: string | null = null;
  try {
    query = sessionStorage.getItem(KEY + listPath);
  } catch {
    query = null;
  }
  return query?.startsWith('?') ? listPath + query : listPath;
}

/** listHref for a component: read again on every navigation. */
export function useListHref(listPath: string): string {
  useLocation();
  return listHref(listPath);
}
