import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

/** The record's code first in bold, sorted by the server's `code`. */
export function codeColumn<T extends { code: string }>(): Column<T> {
  return {
    key: 'code',
    sortKey: 'code',
    header: 'Code',
    cell: (r) => (
      <Text fw={600} size="sm">
        {r.code}
      </Text>
    ),
  };
}

/** A list's last column: the row's actions (RowActions), right-aligned under "Actions". */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Actions', align: 'right', cell };
}
