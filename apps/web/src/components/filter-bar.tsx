import { Button, Group } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One row of list filters: search first, then selects and dates. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      {children}
    </Group>
  );
}

/** The filter row's "Clear filters": back to the list with nothing in its URL (useListParams' clear). */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClick}>
      Clear filters
    </Button>
  );
}
