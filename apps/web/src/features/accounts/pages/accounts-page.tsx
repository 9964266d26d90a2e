import { Text } from '@mantine/core';
import type { Account } from '@app/contract';
import {
  ACCOUNT_TYPES,
  choiceRule,
  FIN_OK,
  BASE_CURRENCY,
  LIST_SORTS,
  searchRule,
  sortValues,
} from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { codeColumn, recordActionsColumn } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ActiveBadge, ValueBadge } from '../../../components/status-badge.tsx';
import { formatInr, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { accountsQuery, useAccount, useDeleteAccount } from '../api/accounts-api.ts';

const HEADER: ListHeaderSpec = {
  title: 'Accounts',
  subtitle: "Chart of accounts with live balances, each in the account's currency",
  search: 'Search by code or name',
  create: { perm: 'create_accounts', to: paths.accountCreate, label: 'Add Account' },
};
const RULES = { search: searchRule, type: choiceRule(ACCOUNT_TYPES, 'type') };
const SORTS = sortValues(LIST_SORTS.accounts);
const ROUTES = { perm: 'accounts', statement: paths.accountStatement, edit: paths.accountEdit };

export default function AccountsPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) =>
    accountsQuery(p.page, p.filters, p.sort),
  );

  const askDelete = useConfirmDelete(useDeleteAccount(), {
    title: 'Delete Account',
    done: FIN_OK.accountDeleted,
  });

  const columns: Column<Account>[] = [
    codeColumn(),
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
      cell: (a) => formatMoney(a.opening_balance, a.currency),
    },
    {
      key: 'current',
      sortKey: 'current_balance',
      header: 'Current Balance',
      align: 'right',
      cell: (a) => (
        <>
          <Text size="sm" fw={600} c={Number(a.current_balance) < 0 ? 'red.9' : 'teal.9'}>
            {formatMoney(a.current_balance, a.currency)}
          </Text>
          {a.currency !== BASE_CURRENCY && (
            <Text size="xs" c="dimmed">
              {formatInr(a.base_balance)} in the books
            </Text>
          )}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.is_active} /> },
    recordActionsColumn(ROUTES, {
      name: (a) => a.name,
      remove: (a) =>
        askDelete(a.id, `Delete ${a.name}? Accounts with existing transactions cannot be deleted.`),
    }),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      filters={
        <FilterSelects
          params={params}
          selects={[{ key: 'type', label: 'Type', all: 'All Types', w: 180, data: 'accountType' }]}
        />
      }
      table={{ caption: 'Accounts', empty: 'No accounts found', exportList: 'accounts' }}
      useRecord={useAccount}
      columns={columns}
      summary={(d) => `${d.total} accounts`}
    />
  );
}
