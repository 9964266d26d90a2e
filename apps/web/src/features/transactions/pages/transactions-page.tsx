import { Button, Select, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import type { Transaction } from '@app/contract';
import { LIST_SORTS, transactionListQuery, sortValues } from '@app/contract';
import { can, DESCRIPTION_PREVIEW, FIN_OK, mayEditTransaction } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { postingColumns } from '../components/transaction-columns.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { formatDate, totalText } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import {
  useAccountOptions,
  useCategoryOptions,
  useDeleteTransaction,
  useTransaction,
  useTransactions,
} from '../api/transactions-api.ts';

const FILTERS = [
  'search',
  'date_from',
  'date_to',
  'type',
  'status',
  'account_id',
  'category_id',
] as const;
const RULES = pickRules(transactionListQuery, FILTERS);
const SORTS = sortValues(LIST_SORTS.transactions);

export default function TransactionsPage() {
  const user = useCurrentUser();
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage, clear } = params;
  const list = useTransactions(page, filters, params.sort);
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const accounts = useAccountOptions();
  const categories = useCategoryOptions();
  const remove = useDeleteTransaction();

  const askDelete = (t: Transaction) =>
    confirmAction({
      title: 'Delete Transaction',
      message:
        'Are you sure you want to delete this transaction? Only pending transactions can be deleted.',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(t.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(FIN_OK.transactionDeleted) : notifyError(r.message),
        }),
    });

  const select = (
    key: (typeof FILTERS)[number],
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
    {
      key: 'date',
      sortKey: 'transaction_date',
      header: 'Date',
      cell: (t) => formatDate(t.transaction_date),
    },
    {
      key: 'ref',
      sortKey: 'reference',
      header: 'Reference',
      cell: (t) => (
        <div>
          <Text size="sm" fw={600}>
            {t.reference ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t.description.length > DESCRIPTION_PREVIEW
              ? `${t.description.slice(0, DESCRIPTION_PREVIEW)}…`
              : t.description}
          </Text>
        </div>
      ),
    },
    ...postingColumns,
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (t) => <ValueBadge kind="transactionStatus" value={t.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (t) => (
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
            t.status === 'pending' && can(user, 'delete_transactions') && (() => askDelete(t))
          }
        />
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Transactions"
        subtitle="Every transaction starts pending and moves a balance only once approved"
        actions={
          <>
            <ListExportButton list="transactions" query={params.query} />
            {can(user, 'approve_transactions') && (
              <Button component={Link} to={paths.pendingApprovals} variant="light">
                Pending Approvals
              </Button>
            )}
            {can(user, 'create_transactions') && (
              <Button
                component={Link}
                to={paths.transactionCreate}
                leftSection={<IconPlus size={16} />}
              >
                New Transaction
              </Button>
            )}
          </>
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search reference or description"
        />
        <TextInput
          label="Date from"
          type="date"
          value={filters.date_from}
          onChange={(e) => setFilter('date_from', e.currentTarget.value)}
        />
        <TextInput
          label="Date to"
          type="date"
          value={filters.date_to}
          onChange={(e) => setFilter('date_to', e.currentTarget.value)}
        />
        {select(
          'type',
          'Type',
          [
            { value: 'income', label: 'Income' },
            { value: 'expense', label: 'Expense' },
          ],
          130,
        )}
        {select(
          'status',
          'Status',
          [
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
          ],
          140,
        )}
        {select(
          'account_id',
          'Account',
          (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
          200,
        )}
        {select(
          'category_id',
          'Category',
          (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          200,
        )}
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clear}>
          Clear filters
        </Button>
      </FilterBar>
      <DataTable
        sort={{ value: params.sort, onChange: params.setSort }}
        caption="Transactions"
        columns={columns}
        rows={data?.data}
        rowKey={(t) => t.id}
        saved={{ id: savedId, useRecord: useTransaction }}
        loading={list.isPending}
        emptyText="No transactions found"
        footer={pagedFooter(data, setPage, (d) => `${totalText(d)} transactions`)}
      />
    </>
  );
}
