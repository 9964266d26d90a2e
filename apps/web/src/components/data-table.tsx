import { Card, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagerMode } from './pager.tsx';
import { Pager } from './pager.tsx';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (numbers, codes, dates). */
  nowrap?: boolean;
}

/** The table every list uses, with the spec's loading and empty texts. */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  emptyText: string;
  footer?: ReactNode;
  caption?: string;
}) {
  const { columns, rows, loading } = props;
  let body: ReactNode;
  if (loading && !rows) body = <Message colSpan={columns.length} text="Loading..." />;
  else if (!rows || rows.length === 0)
    body = <Message colSpan={columns.length} text={props.emptyText} />;
  else
    body = rows.map((row) => (
      <Table.Tr key={props.rowKey(row)}>
        {columns.map((c) => (
          <Table.Td
            key={c.key}
            style={{ textAlign: c.align ?? 'left', whiteSpace: c.nowrap ? 'nowrap' : undefined }}
          >
            {c.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  return (
    <Card withBorder padding={0} radius="md">
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={720}>
          {props.caption && (
            <Table.Caption style={{ position: 'absolute', left: -9999 }}>
              {props.caption}
            </Table.Caption>
          )}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ textAlign: c.align ?? 'left', width: c.width }}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollArea>
      {props.footer && (
        <Group
          justify="space-between"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {props.footer}
        </Group>
      )}
    </Card>
  );
}

function Message({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py="xl">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The footer every paged list shows: a count line and the pager, only past one page. */
export function pagedFooter<T extends { current_page: number; last_page: number }>(
  data: T | undefined,
  onPage: (page: number) => void,
  summary: (d: T) => ReactNode,
  mode: PagerMode = 'window',
): ReactNode {
  if (!data || data.last_page <= 1) return undefined;
  return (
    <>
      <Text size="sm" c="dimmed">
        {summary(data)}
      </Text>
      <Pager page={data.current_page} lastPage={data.last_page} onChange={onPage} mode={mode} />
    </>
  );
}
