import { Card, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useKeyboardScroll } from '../lib/use-keyboard-scroll.ts';
import type { PagerMode } from './pager.tsx';
import { Pager } from './pager.tsx';
import { HiddenCaption } from './hidden-caption.tsx';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (numbers, codes, dates). */
  nowrap?: boolean;
  /** The server's sort column (the contract's LIST_SORTS): the header sorts the list. */
  sortKey?: string;
}

/** The list's order as in the URL ('' default, 'col', '-col') and how to change it. */
export interface TableSort {
  value: string;
  onChange: (value: string) => void;
}

/** The feature's detail query (e.g. `useBooking`): fetches the saved record when needed. */
export type UseRecord<T> = (id: number) => { data?: { data: T } | undefined };

/**
 * The record just saved (lib/after-save.tsx): its row comes first, highlighted, marked
 * `aria-current`. When it is not on this page (another page, or outside the filters) it is
 * fetched with `useRecord` and pinned above the page's rows.
 */
export interface SavedRow<T> {
  id: number | null;
  useRecord?: UseRecord<T>;
}

const SAVED_STYLE = {
  backgroundColor: 'var(--mantine-color-yellow-light)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)',
};

type RowKey<T> = (row: T) => string | number;

/** Rows with an `id` are keyed by it unless told otherwise; other rows must name their key. */
type RowKeyProp<T> = [T] extends [{ id: string | number }]
  ? { rowKey?: RowKey<T> }
  : { rowKey: RowKey<T> };

/** The default key: RowKeyProp lets it be used only for rows that have an `id`. */
const byId = (row: unknown) => (row as { id: string | number }).id;

/** The table every list uses, with the spec's loading and empty texts. */
export function DataTable<T>(
  props: {
    columns: Column<T>[];
    rows: T[] | undefined;
    loading: boolean;
    emptyText: string;
    footer?: ReactNode;
    caption?: string;
    saved?: SavedRow<T>;
    sort?: TableSort;
    /** Narrower cell padding (the bookings list: ten facts a row at 1280 px). */
    dense?: boolean | undefined;
  } & RowKeyProp<T>,
) {
  const { columns, rows, loading } = props;
  const viewport = useRef<HTMLDivElement>(null);
  useKeyboardScroll(viewport, props.caption ?? 'Table', rows);
  const rowKey: RowKey<T> = props.rowKey ?? byId;
  const savedId = props.saved?.id ?? null;
  const savedOnPage = savedId === null ? undefined : rows?.find((r) => rowKey(r) === savedId);
  const renderRow = (row: T, saved: boolean) => (
    <Table.Tr
      key={rowKey(row)}
      aria-current={saved ? 'true' : undefined}
      data-saved={saved || undefined}
      style={saved ? SAVED_STYLE : undefined}
    >
      {columns.map((c) => (
        <Table.Td
          key={c.key}
          style={{ textAlign: c.align ?? 'left', whiteSpace: c.nowrap ? 'nowrap' : undefined }}
        >
          {c.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  const useRecord = props.saved?.useRecord;
  const pinned =
    savedId !== null && rows && !savedOnPage && useRecord ? (
      <FetchedRow key={`saved-${savedId}`} id={savedId} useRecord={useRecord} render={renderRow} />
    ) : null;
  let body: ReactNode;
  if (loading && !rows) body = <Message colSpan={columns.length} text="Loading..." />;
  else if (!rows || rows.length === 0)
    body = (
      <>
        {pinned}
        <Message colSpan={columns.length} text={props.emptyText} />
      </>
    );
  else
    body = (
      <>
        {savedOnPage ? renderRow(savedOnPage, true) : pinned}
        {rows.filter((r) => r !== savedOnPage).map((r) => renderRow(r, false))}
      </>
    );
  return (
    <Card withBorder padding={0} radius="md">
      {/* The browser's own scrolling: Mantine's ScrollArea measured its thumbs on every
          resize of every table as a page filled in (decision 061). */}
      <div ref={viewport} data-table-scroll style={{ overflowX: 'auto' }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={props.dense ? 6 : 'md'}
          miw={720}
        >
          {props.caption && <HiddenCaption>{props.caption}</HiddenCaption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.key}
                  style={{ textAlign: c.align ?? 'left', width: c.width }}
                  aria-sort={
                    props.sort && c.sortKey ? ariaSort(props.sort.value, c.sortKey) : undefined
                  }
                >
                  {props.sort && c.sortKey ? (
                    <SortHeader column={c} sortKey={c.sortKey} sort={props.sort} />
                  ) : (
                    c.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
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

const ariaSort = (value: string, key: string) =>
  value === key ? 'ascending' : value === `-${key}` ? 'descending' : 'none';

/**
 * A sortable header: a button (so Tab and Enter/Space reach it) that sorts ascending first, then
 * toggles; the order goes to the URL and the list starts again at page 1 (useListParams.setSort).
 */
function SortHeader<T>(props: { column: Column<T>; sortKey: string; sort: TableSort }) {
  const { sortKey, sort } = props;
  const state = ariaSort(sort.value, sortKey);
  const Icon =
    state === 'ascending' ? IconChevronUp : state === 'descending' ? IconChevronDown : IconSelector;
  return (
    <UnstyledButton
      onClick={() => sort.onChange(state === 'ascending' ? `-${sortKey}` : sortKey)}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {props.column.header}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

/** The saved record when it is not on the page: fetched with the feature's detail query. */
function FetchedRow<T>(props: {
  id: number;
  useRecord: UseRecord<T>;
  render: (row: T, saved: boolean) => ReactNode;
}) {
  const record = props.useRecord(props.id).data?.data;
  return record ? props.render(record, true) : null;
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
