/**
 * Pages, the layout and overlays are chunks loaded on demand (decision 005). A chunk can fail
 * to load when the network drops, or when a deploy replaced the hashed file names while the
 * tab was open; these helpers tell such failures apart and reload the page, at most once a
 * minute (decision 007).
 */

/** The browsers' (and Vite's) errors for a dynamic import or its CSS that failed to load. */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The page's own reload, behind an object so tests can watch it (jsdom cannot reload). */
export const browser = {
  reload: () => window.location.reload(),
};

const RELOADED_AT = 'traveldesk:auto-reload-at';
/** No second automatic reload within this time of the last one: the user decides. */
export const AUTO_RELOAD_GAP_MS = 60_000;

/** Whether no automatic reload happened in this tab in the last minute (no storage: never). */
export function mayAutoReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    return !(last > 0 && now - last < AUTO_RELOAD_GAP_MS);
  } catch {
    return false;
  }
}

/**
 * Whether the server answers with the page: a chunk that failed while it does was most likely
 * replaced by a deploy, and a reload fixes it. A reload while the network is down would leave
 * the browser's own error page instead of the app.
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(window.location.href, {
      cache: 'no-store',
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(5000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Reloads the page and notes when, so that `mayAutoReload()` refuses for a minute. Without
 * the note there would be no guard against a loop: then it does not reload, and says so.
 */
export function autoReload(): boolean {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  browser.reload();
  return true;
}
