import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router';
import { useLocation } from 'react-router';
import { listHref } from './list-href.ts';

/** What a save leaves on the list's history entry: the record to show first, highlighted. */
export interface SavedState {
  savedId: number;
}

/**
 * After a create or update: back to the list as the user left it (the spec's
 * return to the list), with the saved row first and highlighted (DataTable `saved`), and the
 * spec's success message, exactly, with an "Open" link to the record beside it.
 * `to` replaces the list's remembered address where the record decides it (a day plan's date).
 */
export function afterSave(
  navigate: NavigateFunction,
  o: { message: string; list: string; id: number; open: string; to?: string },
) {
  const toastId = `saved-${o.list}-${o.id}-${Date.now()}`;
  notifications.show({
    id: toastId,
    color: 'green',
    autoClose: 6000,
    message: (
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm">{o.message}</Text>
        {/* Not a router Link: toasts render outside the router (overlays.tsx). */}
        <Anchor
          href={o.open}
          size="sm"
          fw={600}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            notifications.hide(toastId);
            void navigate(o.open);
          }}
        >
          Open
        </Anchor>
      </Group>
    ),
  });
  void navigate(o.to ?? listHref(o.list), { state: { savedId: o.id } satisfies SavedState });
}

/** The id of the record just saved, from the list's history entry; null when none. */
export function useSavedId(): number | null {
  const state = useLocation().state as Partial<SavedState> | null;
  const id = state?.savedId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
