import { Anchor, Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JournalDocument } from '@app/contract';
import { amountClass } from '../../../components/figure-grid.tsx';
import { formatInr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

/** A column of a books statement: its header, its cell, numbers on the right. */
export interface BooksColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The totals row's cell under this column. */
  total?: ReactNode;
  numeric?: boolean;
  /** A fixed share of the table, so the sections of one statement line up. */
  width?: string;
}

/**
 * A statement's table: a caption for screen readers, the rows, and a totals row in the footer.
 * Wide tables scroll sideways inside their card on a narrow screen, as every list does.
 */
export function BooksTable<T>(props: {
  caption: string;
  title?: string;
  columns: BooksColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  /** The totals row's label, in the first column; none: no totals row. */
  totalLabel?: string;
  minWidth?: number;
  /** The space under the table: none inside a journal entry's card. */
  mb?: 0 | 'lg';
}) {
  const { columns } = props;
  const align = (c: BooksColumn<T>) => (c.numeric ? 'right' : 'left');
  return (
    <Card withBorder padding={0} radius="md" mb={props.mb ?? 'lg'}>
      {props.title && (
        <Title order={3} size="h5" p="md" pb={0}>
          {props.title}
        </Title>
      )}
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={props.minWidth ?? 640}>
          <HiddenCaption>{props.caption}</HiddenCaption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.key}
                  style={{ textAlign: align(c), whiteSpace: 'nowrap', width: c.width }}
                >
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" py="lg">
                    {props.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              props.rows.map((r) => (
                <Table.Tr key={props.rowKey(r)}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      className={c.numeric ? amountClass : undefined}
                      style={{ textAlign: align(c), whiteSpace: c.numeric ? 'nowrap' : undefined }}
                    >
                      {c.cell(r)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {props.totalLabel && (
            <Table.Tfoot>
              <Table.Tr style={{ borderTop: '2px solid var(--mantine-color-default-border)' }}>
                {columns.map((c, i) => (
                  <Table.Th
                    key={c.key}
                    scope={i === 0 ? 'row' : undefined}
                    className={c.numeric ? amountClass : undefined}
                    style={{ textAlign: align(c), whiteSpace: 'nowrap' }}
                  >
                    {i === 0 ? props.totalLabel : (c.total ?? '')}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollArea>
    </Card>
  );
}

/** An amount in rupees; a zero stays blank in a debit or credit column (`blankZero`). */
export const inr = (value: string, blankZero = false) =>
  blankZero && /^-?0+(\.0+)?$/.test(value) ? '' : formatInr(value);

/** An account's ledger (its statement page), for a period when one is given. */
export function ledgerHref(
  accountId: number,
  period: { from?: string | null; to?: string | null } = {},
) {
  const q = new URLSearchParams();
  if (period.from) q.set('startDate', period.from);
  if (period.to) q.set('endDate', period.to);
  const s = q.toString();
  return `${paths.accountStatement(accountId)}${s ? `?${s}` : ''}`;
}

/** An account's name, opening its ledger. */
export function AccountLink(props: {
  id: number | null;
  name: string;
  period?: { from?: string | null; to?: string | null };
}) {
  if (props.id === null) return <>{props.name}</>;
  return (
    <Anchor component={Link} to={ledgerHref(props.id, props.period)} size="sm">
      {props.name}
    </Anchor>
  );
}

/** The page a journal entry's document is on. */
export function documentHref(doc: Pick<JournalDocument, 'type' | 'id'>) {
  if (doc.type === 'booking') return paths.bookingDetail(doc.id);
  if (doc.type === 'transaction') return paths.transactionDetail(doc.id);
  if (doc.type === 'supplier') return paths.supplierDetail(doc.id);
  return paths.accountStatement(doc.id);
}

export const DOCUMENT_LABELS: Record<JournalDocument['type'], string> = {
  booking: 'File',
  transaction: 'Transaction',
  account: 'Account',
  supplier: 'Supplier',
};
