import { Button, Select } from '@mantine/core';
import type { Transaction } from '@app/contract';
import {
  can,
  choiceRule,
  dateRule,
  FIN_OK,
  idFilterRule,
  labelOptions,
  LIST_SORTS,
  mayEditTransaction,
  searchRule,
  sortValues,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { ClearFiltersButton } from '../../../components/filter-bar.tsx';
import { actionsColumn } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { totalText } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import {
  transactionsQuery,
  useAccountOptions,
  useCategoryOptions,
  useDeleteTransaction,
  useTransaction,
} from '../api/transactions-api.ts';
import { dateColumn, postingColumns, referenceColumn } from '../components/transaction-columns.tsx';

const RULES = {
  search: searchRule,
  date_from: dateRule('date_from'),
  date_to: dateRule('date_to'),
  type: choiceRule(TRANSACTION_TYPES, 'type'),
  status: choiceRule(TRANSACTION_STATUSES, 'status'),
  account_id: idFilterRule,
  category_id: idFilterRule,
};
const SORTS = sortValues(LIST_SORTS.transactions);
const HEADER: ListHeaderSpec = {
  title: 'Transactions',
  subtitle: 'Every transaction starts pending and moves a balance only once approved',
  search: 'Search reference or description',
  create: { perm: 'create_transactions', to: paths.transactionCreate, label: 'New Transaction' },
};
const TYPES = labelOptions('transactionType');
const STATUSES = labelOptions('transactionStatus');
/** Accounts and categories as choices, by id. */
const named = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

export default function TransactionsPage() {
  const user = useCurrentUser();
  const { params, list } = useListPage(RULES, SORTS, (p) =>
    transactionsQuery(p.page, p.filters, p.sort),
  );
  const { filters, setFilter, clear } = params;
  const accounts = useAccountOptions();
  const categories = useCategoryOptions();
  const askDelete = useConfirmDelete(useDeleteTransaction(), {
    title: 'Delete Transaction',
    message:
      'Are you sure you want to delete this transaction? Only pending transactions can be deleted.',
    done: FIN_OK.transactionDeleted,
  });

  const select = (
    key: keyof typeof RULES,
    label: string,
    data: { value: string; label: string }[],
    w = 160,
  ) => (
    <Select
      label={label}
      placeholder="All"
      w={w}
      clearable
      value={filters[key] || null}
      onChange={(v) => setFilter(key, v ?? '')}
      data={data}
    />
  );

  const columns: Column<Transaction>[] = [
    dateColumn,
    referenceColumn('ref', 'Reference', false),
    ...postingColumns,
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (t) => <ValueBadge kind="transactionStatus" value={t.status} />,
    },
    actionsColumn((t) => (
      <RowActions
        name={`transaction ${t.id}`}
        viewTo={paths.transactionDetail(t.id)}
        editTo={
          t.status === 'pending' &&
          !!user &&
          can(user, 'create_transactions') &&
          mayEditTransaction(user, t.user?.id ?? null) &&
          paths.transactionEdit(t.id)
        }
        onDelete={
          t.status === 'pending' && can(user, 'delete_transactions') && (() => askDelete(t.id))
        }
      />
    )),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      actions={
        can(user, 'approve_transactions') && (
          <Button component={Link} to={paths.pendingApprovals} variant="light">
            Pending Approvals
          </Button>
        )
      }
      filters={
        <>
          <DateRangeFilter
            params={params}
            keys={['date_from', 'date_to']}
            labels={['Date from', 'Date to']}
          />
          {select('type', 'Type', TYPES, 130)}
          {select('status', 'Status', STATUSES, 140)}
          {select('account_id', 'Account', named(accounts.data?.data), 200)}
          {select('category_id', 'Category', named(categories.data?.data), 200)}
          <ClearFiltersButton onClick={clear} />
        </>
      }
      table={{
        caption: 'Transactions',
        empty: 'No transactions found',
        exportList: 'transactions',
      }}
      useRecord={useTransaction}
      columns={columns}
      summary={(d) => `${totalText(d)} transactions`}
    />
  );
}
