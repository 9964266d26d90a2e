import { Text } from '@mantine/core';
import type { Transaction } from '@app/contract';
import { DESCRIPTION_PREVIEW } from '@app/contract/constants';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { Column } from '../../../components/data-table.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** The transaction's date, first in every transaction list. */
export const dateColumn: Column<Transaction> = {
  key: 'date',
  sortKey: 'transaction_date',
  header: 'Date',
  cell: (t) => formatDate(t.transaction_date),
};

/**
 * The reference with the description under it. In Pending Approvals (`linked`) the reference
 * opens the transaction and the description is whole; the transactions list has a View
 * action instead and shows the description's start.
 */
export const referenceColumn = (
  key: string,
  header: string,
  linked: boolean,
): Column<Transaction> => ({
  key,
  sortKey: 'reference',
  header,
  cell: (t) => (
    <div>
      {linked ? (
        <Text size="sm" component={Link} to={paths.transactionDetail(t.id)} fw={600} c="blue">
          {t.reference ?? `#${t.id}`}
        </Text>
      ) : (
        <Text size="sm" fw={600}>
          {t.reference ?? '—'}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {linked || t.description.length <= DESCRIPTION_PREVIEW
          ? t.description
          : `${t.description.slice(0, DESCRIPTION_PREVIEW)}…`}
      </Text>
    </div>
  ),
});

/** Account, category, type and amount: the columns every transaction list shows. */
export const postingColumns: Column<Transaction>[] = [
  { key: 'account', header: 'Account', cell: (t) => t.account.name },
  { key: 'category', header: 'Category', cell: (t) => t.category.name },
  {
    key: 'type',
    // Both lists using these columns sort on them (LIST_SORTS).
    sortKey: 'type',
    header: 'Type',
    cell: (t) => <ValueBadge kind="transactionType" value={t.type} />,
  },
  {
    key: 'amount',
    sortKey: 'amount',
    header: 'Amount',
    align: 'right',
    nowrap: true,
    cell: (t) => (
      <Text size="sm" fw={600}>
        {formatMoney(t.amount, t.account.currency)}
      </Text>
    ),
  },
];
