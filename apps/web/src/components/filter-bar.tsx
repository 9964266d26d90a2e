import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** One row of list filters: search first, then selects and dates. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      {children}
    </Group>
  );
}
