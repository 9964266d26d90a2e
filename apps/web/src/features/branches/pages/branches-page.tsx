import { Text } from '@mantine/core';
import type { Branch } from '@app/contract';
import { LIST_SORTS, branchListQuery, sortValues } from '@app/contract';
import { OK } from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { ListFilters, ListHeader, ListTable } from '../../../components/list-page.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ActiveBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { pickRules } from '../../../lib/list-params.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { useBranch, useBranches, useDeleteBranch } from '../api/branches-api.ts';

const RULES = pickRules(branchListQuery, ['search']);
const SORTS = sortValues(LIST_SORTS.branches);

export default function BranchesPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters } = params;
  const list = useBranches({ page, search: filters.search, sort: params.sort });
  usePageInRange(params, list.data);
  const askDelete = useConfirmDelete(useDeleteBranch(), {
    title: 'Confirm Delete',
    message: 'Are you sure you want to delete this branch?',
    done: OK.branchDeleted,
  });

  const columns: Column<Branch>[] = [
    {
      key: 'code',
      sortKey: 'code',
      header: 'Code',
      cell: (b) => (
        <Text fw={600} size="sm">
          {b.code}
        </Text>
      ),
    },
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
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (b) => (
        <RowActions
          name={b.name}
          editTo={paths.branchEdit(b.id)}
          onDelete={() => askDelete(b.id)}
        />
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title="Branches"
        subtitle="Offices of the agency, their managers and opening hours"
        exportList={{ list: 'branches', query: params.query }}
        create={{ to: paths.branchCreate, label: 'Add Branch' }}
      />
      <ListFilters params={params} placeholder="Search by code, name, city or country" />
      <ListTable
        params={params}
        list={list}
        caption="Branches"
        columns={columns}
        useRecord={useBranch}
        emptyText="No branches found"
        summary={(d) => `Page ${d.current_page} of ${d.last_page} · ${d.total} branches`}
        pager="all"
      />
    </>
  );
}
