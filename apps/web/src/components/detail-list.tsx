import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Read-only label/value pairs in a responsive grid; empty values show a dash. */
export function DetailList({
  items,
  cols = 2,
}: {
  items: [label: string, value: ReactNode][];
  cols?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="md" component="dl" m={0}>
      {items.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
