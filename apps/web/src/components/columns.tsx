import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';
import type { RecordRoutes } from './row-actions.tsx';
import { RecordActions } from './row-actions.tsx';

/**
 * A column showing in bold the text a row is known by (its code, name or file number); `more`
 * gives the column's other settings (`sortKey`, `nowrap`).
 */
export function boldColumn<T>(
  key: string,
  header: string,
  text: (row: T) => ReactNode,
  more: Omit<Partial<Column<T>>, 'key' | 'header' | 'cell'> = {},
): Column<T> {
  return {
    key,
    header,
    ...more,
    cell: (r) => (
      <Text fw={600} size="sm">
        {text(r)}
      </Text>
    ),
  };
}

/** A cell's text with a smaller dimmed line under it (an agent's email, an enquiry's agent). */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{main}</Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </Stack>
  );
}

/** The record's code first in bold, sorted by the server's `code`. */
export function codeColumn<T extends { code: string }>(): Column<T> {
  return boldColumn<T>('code', 'Code', (r) => r.code, { sortKey: 'code' });
}

/** A list's last column: the row's actions (RowActions), right-aligned under "Actions". */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Actions', align: 'right', cell };
}

/**
 * A record list's actions column: View (or Statement), Edit and Delete of the row by its routes,
 * named by `name` ("Edit Goa Office"); `remove` asks before deleting (useConfirmDelete).
 */
export function recordActionsColumn<T extends { id: number }>(
  routes: RecordRoutes<T>,
  row: { name: (row: T) => string; remove: (row: T) => void },
): Column<T> {
  return actionsColumn((r) => (
    <RecordActions routes={routes} row={r} name={row.name(r)} onDelete={() => row.remove(r)} />
  ));
}
