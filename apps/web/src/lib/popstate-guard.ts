/**
 * One `popstate` listener added before the router's own (main.tsx installs it first thing):
 * listeners on `window` run in the order they were added, so only a listener older than
 * react-router's can stop a Back before the router renders the previous page. A form with
 * unsaved changes sets the handler while it is on screen (lib/unsaved-changes.ts). Kept free
 * of imports: it is part of every first page.
 */
type Handler = (e: PopStateEvent) => void;
let handler: Handler | null = null;

export function installPopstateGuard() {
  window.addEventListener('popstate', (e) => handler?.(e));
}

/** Set the handler; answers a function that removes it (if it is still the one set). */
export function setPopstateHandler(h: Handler) {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}
