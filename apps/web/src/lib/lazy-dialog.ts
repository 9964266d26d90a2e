import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

/**
 * A dialog whose code (form, inputs, validation) loads when it is first opened, not with the page
 * (docs/decisions/005-web-first-page-budget.md). It mounts closed and opens on the next render, so
 * it keeps its opening transition and focus handling; once loaded it stays mounted, as it was
 * before. If its chunk fails to load, the error is thrown while rendering, for the page's error
 * boundary.
 */
export function useLazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!Dialog || !pending) return;
    setPending(false);
    setOpened(true);
  }, [Dialog, pending]);
  // A chunk that failed to load goes to the page's error boundary (app/error-boundary.tsx)
  // instead of leaving a button that does nothing.
  if (failed) throw failed.error;
  const open = () => {
    if (Dialog) return setOpened(true);
    setPending(true);
    load().then(
      (component) => setDialog(() => component),
      (error: unknown) => setFailed({ error }),
    );
  };
  return { Dialog, opened, open, close: () => setOpened(false) };
}
