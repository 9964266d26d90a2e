import { Button, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Account } from '@app/contract';
import { LIST_SORTS, accountListQuery, sortValues } from '@app/contract';
import { can, FIN_OK, labelOptions } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ActiveBadge, ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { formatInr } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import { useAccount, useAccounts, useDeleteAccount } from '../api/accounts-api.ts';

const RULES = pickRules(accountListQuery, ['search', 'type']);
const SORTS = sortValues(LIST_SORTS.accounts);

export default function AccountsPage() {
  const user = useCurrentUser();
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage } = params;
  const list = useAccounts({ page, search: filters.search, type: filters.type, sort: params.sort });
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const remove = useDeleteAccount();

  const askDelete = (a: Account) =>
    confirmAction({
      title: 'Delete Account',
      message: `Delete ${a.name}? Accounts with existing transactions cannot be deleted.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(FIN_OK.accountDeleted) : notifyError(r.message),
        }),
    });

  const columns: Column<Account>[] = [
    {
      key: 'code',
      sortKey: 'code',
      header: 'Code',
      cell: (a) => (
        <Text fw={600} size="sm">
          {a.code}
        </Text>
      ),
    },
    { key: 'name', sortKey: 'name', header: 'Name', cell: (a) => a.name },
    {
      key: 'type',
      sortKey: 'type',
      header: 'Type',
      cell: (a) => <ValueBadge kind="accountType" value={a.type} />,
    },
    {
      key: 'opening',
      sortKey: 'opening_balance',
      header: 'Opening Balance',
      align: 'right',
      cell: (a) => formatInr(a.opening_balance),
    },
    {
      key: 'current',
      sortKey: 'current_balance',
      header: 'Current Balance',
      align: 'right',
      cell: (a) => (
        <Text size="sm" fw={600} c={Number(a.current_balance) < 0 ? 'red.9' : 'teal.9'}>
          {formatInr(a.current_balance)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.is_active} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (a) => (
        <RowActions
          name={a.name}
          statementTo={paths.accountStatement(a.id)}
          editTo={can(user, 'edit_accounts') && paths.accountEdit(a.id)}
          onDelete={can(user, 'delete_accounts') && (() => askDelete(a))}
        />
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Accounts"
        subtitle="Chart of accounts with live balances (INR)"
        actions={
          <>
            <ListExportButton list="accounts" query={params.query} />
            {can(user, 'create_accounts') && (
              <Button
                component={Link}
                to={paths.accountCreate}
                leftSection={<IconPlus size={16} />}
              >
                Add Account
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
          placeholder="Search by code or name"
        />
        <Select
          label="Type"
          w={180}
          value={filters.type || 'all'}
          onChange={(v) => setFilter('type', v === 'all' || !v ? '' : v)}
          data={[{ value: 'all', label: 'All Types' }, ...labelOptions('accountType')]}
          allowDeselect={false}
        />
      </FilterBar>
      <DataTable
        sort={{ value: params.sort, onChange: params.setSort }}
        caption="Accounts"
        columns={columns}
        rows={data?.data}
        rowKey={(a) => a.id}
        saved={{ id: savedId, useRecord: useAccount }}
        loading={list.isPending}
        emptyText="No accounts found"
        footer={pagedFooter(data, setPage, (d) => `${d.total} accounts`)}
      />
    </>
  );
}
