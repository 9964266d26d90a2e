import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

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

/** The record's code first in bold, sorted by the server's `code`. */
export function codeColumn<T extends { code: string }>(): Column<T> {
  return boldColumn<T>('code', 'Code', (r) => r.code, { sortKey: 'code' });
}

/** A list's last column: the row's actions (RowActions), right-aligned under "Actions". */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Actions', align: 'right', cell };
}
