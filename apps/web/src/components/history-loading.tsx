import { Group, Loader, Text } from '@mantine/core';

/**
 * The History card's loading line, shared by the card (history-panel.tsx) and its lazily
 * loaded list (history-events.tsx); its own file so neither imports the other (no cycle).
 * Busy only while something is on its way (e2e waits on aria-busy).
 */
export function HistoryLoading({ busy = true }: { busy?: boolean }) {
  return (
    <Group gap="xs" py="md" justify="center" aria-busy={busy || undefined}>
      {busy && <Loader size="sm" />}
      <Text size="sm" c="dimmed">
        {busy ? 'Loading...' : 'History loads when you scroll to it.'}
      </Text>
    </Group>
  );
}
