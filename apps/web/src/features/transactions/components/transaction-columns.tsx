import { Text } from '@mantine/core';
import type { Transaction } from '@app/contract';
import type { Column } from '../../../components/data-table.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatInr } from '../../../lib/format.ts';

/** Account, category, type and amount: the columns every transaction list shows. */
export const postingColumns: Column<Transaction>[] = [
  { key: 'account', header: 'Account', cell: (t) => t.account.name },
  { key: 'category', header: 'Category', cell: (t) => t.category.name },
  {
    key: 'type',
    // Both lists using these columns sort on them (LIST_SORTS, issue 19).
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
        {formatInr(t.amount)}
      </Text>
    ),
  },
];
