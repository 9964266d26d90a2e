import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';

/**
 * A dialog whose code (form, inputs, validation) loads when it is first opened, not with the
 * page (issue 8). It mounts closed and opens on the next render, so it keeps its opening
 * transition and focus handling; once loaded it stays mounted, as it was before.
 */
export function useLazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!Dialog || !pending) return;
    setPending(false);
    setOpened(true);
  }, [Dialog, pending]);
  const open = () => {
    if (Dialog) return setOpened(true);
    setPending(true);
    void load().then((component) => setDialog(() => component));
  };
  return { Dialog, opened, open, close: () => setOpened(false) };
}
