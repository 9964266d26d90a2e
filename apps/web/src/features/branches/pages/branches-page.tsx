import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Branch } from '@app/contract';
import { LIST_SORTS, branchListQuery, sortValues } from '@app/contract';
import { OK } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ActiveBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import { useBranch } from '../api/get-branch.ts';
import { useBranches } from '../api/get-branches.ts';
import { useDeleteBranch } from '../api/delete-branch.ts';

const RULES = pickRules(branchListQuery, ['search']);
const SORTS = sortValues(LIST_SORTS.branches);

export default function BranchesPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage } = params;
  const list = useBranches({ page, search: filters.search, sort: params.sort });
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const remove = useDeleteBranch();

  const askDelete = (b: Branch) =>
    confirmAction({
      title: 'Confirm Delete',
      message: 'Are you sure you want to delete this branch?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(b.id, {
          onSuccess: (r) => (r.success ? notifySuccess(OK.branchDeleted) : notifyError(r.message)),
        }),
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
        <RowActions name={b.name} editTo={paths.branchEdit(b.id)} onDelete={() => askDelete(b)} />
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Branches"
        subtitle="Offices of the agency, their managers and opening hours"
        actions={
          <>
            <ListExportButton list="branches" query={params.query} />
            <Button component={Link} to={paths.branchCreate} leftSection={<IconPlus size={16} />}>
              Add Branch
            </Button>
          </>
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search by code, name, city or country"
        />
      </FilterBar>
      <DataTable
        sort={{ value: params.sort, onChange: params.setSort }}
        caption="Branches"
        columns={columns}
        rows={data?.data}
        rowKey={(b) => b.id}
        saved={{ id: savedId, useRecord: useBranch }}
        loading={list.isPending}
        emptyText="No branches found"
        footer={pagedFooter(
          data,
          setPage,
          (d) => `Page ${d.current_page} of ${d.last_page} · ${d.total} branches`,
          'all',
        )}
      />
    </>
  );
}
