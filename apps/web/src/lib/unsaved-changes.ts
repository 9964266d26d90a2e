import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from './confirm.tsx';
import { setPopstateHandler } from './popstate-guard.ts';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page?';

/** A same-app link a plain left click would follow to another page, or null. */
export function leavingHref(e: MouseEvent, here: Location): URL | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || a.hasAttribute('download')) return null;
  if (a.target && a.target !== '_self') return null;
  const url = new URL(a.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null; // a #hash link
  return url;
}

/** react-router keeps each history entry's position in `history.state.idx`. */
const indexOf = (state: unknown) => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * While `isDirty()` answers true, leaving the page asks first: reload and close get
 * the browser's own `beforeunload` prompt; a link (menu, Cancel, breadcrumbs) and the browser's
 * Back or Forward get "You have unsaved changes. Leave this page?" with Stay and Leave.
 *
 * The app runs react-router in declarative mode, whose `useBlocker` needs a data router (16 KB
 * more on every first page, decision 005), so the guard listens before the router: a link's
 * click is stopped in the capture phase before react-router's handler sees it, and a Back is
 * undone by the popstate listener installed ahead of the router's (lib/popstate-guard.ts,
 * decision 015). Navigations made by
 * code (`navigate()` after a save, signing out) are not guarded: they are the app's own.
 * `isDirty` is read when the user leaves, so the form need not re-render as they type.
 */
export function useUnsavedChanges(isDirty: () => boolean) {
  const navigate = useNavigate();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  useEffect(() => {
    let leaving = false;
    let undoing = false;
    const here = indexOf(window.history.state);
    const ask = (leave: () => void) =>
      confirmAction({
        title: UNSAVED_TITLE,
        message: UNSAVED_MESSAGE,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        onConfirm: () => {
          leaving = true;
          leave();
        },
      });
    const guarded = () => !leaving && dirty.current();

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!guarded()) return;
      e.preventDefault();
      e.returnValue = ''; // older browsers show the prompt only when this is set
    };
    const onClick = (e: MouseEvent) => {
      const url = leavingHref(e, window.location);
      if (!url || !guarded()) return;
      e.preventDefault();
      e.stopPropagation();
      ask(() => void navigate(url.pathname + url.search + url.hash));
    };
    const onPopState = (e: PopStateEvent) => {
      if (undoing) {
        // The step back to this page that undid the user's Back: the router never saw either.
        undoing = false;
        e.stopImmediatePropagation();
        return;
      }
      const to = indexOf(e.state);
      if (!guarded() || here === null || to === null || to === here) return;
      e.stopImmediatePropagation();
      const delta = here - to;
      undoing = true;
      window.history.go(delta);
      ask(() => window.history.go(-delta));
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    const unsetPopState = setPopstateHandler(onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      unsetPopState();
    };
  }, [navigate]);
}
