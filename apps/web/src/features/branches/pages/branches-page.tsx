import { Text } from '@mantine/core';
import type { Branch } from '@app/contract';
import { OK, LIST_SORTS, searchRule, sortValues } from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { actionsColumn, codeColumn } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ActiveBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { branchesQuery, useBranch, useDeleteBranch } from '../api/branches-api.ts';

/** Only admins reach this page (router.tsx), so every action shows. */
const HEADER: ListHeaderSpec = {
  title: 'Branches',
  subtitle: 'Offices of the agency, their managers and opening hours',
  search: 'Search by code, name, city or country',
  create: { to: paths.branchCreate, label: 'Add Branch' },
};
const RULES = { search: searchRule };
const SORTS = sortValues(LIST_SORTS.branches);

export default function BranchesPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) =>
    branchesQuery(p.page, p.filters, p.sort),
  );
  const askDelete = useConfirmDelete(useDeleteBranch(), {
    title: 'Confirm Delete',
    message: 'Are you sure you want to delete this branch?',
    done: OK.branchDeleted,
  });

  const columns: Column<Branch>[] = [
    codeColumn(),
    { key: 'name', sortKey: 'name', header: 'Name', cell: (b) => b.name },
    { key: 'location', header: 'Location', cell: (b) => `${b.city}, ${b.country}` },
    {
      key: 'manager',
      header: 'Manager',
      cell: (b) =>
        b.manager ? (
          b.manager.user.name
        ) : (
          <Text c="dimmed" size="sm">
            Not assigned
          </Text>
        ),
    },
    { key: 'status', header: 'Status', cell: (b) => <ActiveBadge active={b.is_active} /> },
    actionsColumn((b) => (
      <RowActions name={b.name} editTo={paths.branchEdit(b.id)} onDelete={() => askDelete(b.id)} />
    )),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      table={{
        caption: 'Branches',
        empty: 'No branches found',
        exportList: 'branches',
        pager: 'all',
      }}
      useRecord={useBranch}
      columns={columns}
      summary={(d) => `Page ${d.current_page} of ${d.last_page} · ${d.total} branches`}
    />
  );
}
