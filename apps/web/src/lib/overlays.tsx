import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Toasts and confirm modals load with their first use, not with the first page (issue 8,
 * decision 005: neither shows on first paint). `notifications.show()` works from anywhere: the
 * container mounts when the store first holds a toast. Modals are opened through
 * `confirmAction()`, which waits for `modalsReady()`.
 */
const Toasts = lazy(() => import('./toasts.tsx'));
const ConfirmModals = lazy(() => import('./confirm-modals.tsx'));

let modalsWanted = false;
let wantModals: (() => void) | null = null;
let modalsListening!: () => void;
const listening = new Promise<void>((resolve) => (modalsListening = resolve));

/** Resolves once a ModalsProvider listens for `modals.*` events, loading it on first call. */
export function modalsReady(): Promise<void> {
  if (!modalsWanted) {
    modalsWanted = true;
    wantModals?.();
  }
  return listening;
}

/** Runs after the ModalsProvider before it (sibling effects run in order), so it listens. */
function Listening() {
  useEffect(() => modalsListening(), []);
  return null;
}

function ModalsHost() {
  const [wanted, setWanted] = useState(modalsWanted);
  useEffect(() => {
    wantModals = () => setWanted(true);
    if (modalsWanted) setWanted(true);
    return () => {
      wantModals = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModals />
      <Listening />
    </Suspense>
  );
}

/** Mounts the toast container with the first toast, and keeps it from then on. */
function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const shown = useRef(false);
  if (notifications.length + queue.length > 0) shown.current = true;
  if (!shown.current) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function Overlays() {
  return (
    <>
      <NotificationsHost />
      <ModalsHost />
    </>
  );
}
