import { Box, Button, Stack, Text } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { browser } from './load-errors.ts';

/**
 * Toasts and confirm modals load with their first use, not with the first page
 * (docs/decisions/005-web-first-page-budget.md: neither shows on first paint).
 * `notifications.show()` works from anywhere: the container mounts when the store first holds a
 * toast. Modals are opened through `confirmAction()`, which waits for `modalsReady()`.
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

/** The spec has no words for this: ours, as for the pages (decision 007). */
export const overlayErrorTexts = {
  title: 'Part of TravelDesk could not be loaded',
  text: 'A message or confirmation could not be shown. Reload to try again.',
  /** The account menu's chunk: its notice also offers Logout. */
  accountMenuText: 'The account menu could not be shown. Reload to try again, or log out.',
} as const;

/**
 * The small notice at the bottom right for a part of the app whose chunk failed to load, with
 * Dismiss and Reload (no automatic reload: a form may hold unsaved input). `actions` go
 * between the two, for a way on that needs no chunk (the account menu's Logout).
 */
export function LoadFailedNotice(props: {
  text?: string;
  onDismiss: () => void;
  actions?: ReactNode;
}) {
  return (
    <Box
      role="alert"
      pos="fixed"
      bottom={16}
      right={16}
      maw={360}
      p="md"
      bg="white"
      style={{
        zIndex: 1000,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Stack gap="xs">
        <Text fw={700}>{overlayErrorTexts.title}</Text>
        <Text size="sm">{props.text ?? overlayErrorTexts.text}</Text>
        <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="default" onClick={props.onDismiss}>
            Dismiss
          </Button>
          {props.actions}
          <Button onClick={() => browser.reload()}>Reload</Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * An overlay whose chunk failed to load (or that broke) would take the whole app down with
 * it. Instead a small notice says so, with Reload and Dismiss: no automatic reload here, as a
 * toast or a confirmation often comes while a form holds unsaved input.
 */
class OverlayBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; dismissed: boolean }
> {
  override state = { failed: false, dismissed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.dismissed) return null;
    return <LoadFailedNotice onDismiss={() => this.setState({ dismissed: true })} />;
  }
}

export function Overlays() {
  return (
    <>
      <OverlayBoundary>
        <NotificationsHost />
      </OverlayBoundary>
      <OverlayBoundary>
        <ModalsHost />
      </OverlayBoundary>
    </>
  );
}
