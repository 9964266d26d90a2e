import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Category } from '@app/contract';
import { categoryListQuery } from '@app/contract';
import { can, FIN_OK } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import {
  useCategories,
  useCategory,
  useDeleteCategory,
  useToggleCategory,
} from '../api/categories-api.ts';

const RULES = pickRules(categoryListQuery, ['search']);

export default function CategoriesPage() {
  const user = useCurrentUser();
  const params = useListParams(RULES);
  const { page, filters, setFilter, setPage } = params;
  const list = useCategories({ page, search: filters.search });
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const toggle = useToggleCategory();
  const remove = useDeleteCategory();
  const canEdit = can(user, 'edit_accounts');

  const askDelete = (c: Category) =>
    confirmAction({
      title: 'Delete Category',
      message: `Delete ${c.name}? Categories with transactions cannot be deleted.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(FIN_OK.categoryDeleted) : notifyError(r.message),
        }),
    });

  const data = list.data;
  const offset = data ? (data.current_page - 1) * data.per_page : 0;
  const columns: Column<Category>[] = [
    { key: 'n', header: '#', width: 60, cell: (c) => offset + (data?.data.indexOf(c) ?? 0) + 1 },
    {
      key: 'name',
      header: 'Name',
      cell: (c) => (
        <Text fw={600} size="sm">
          {c.name}
        </Text>
      ),
    },
    { key: 'desc', header: 'Description', cell: (c) => c.description ?? '—' },
    { key: 'count', header: 'Transactions', align: 'right', cell: (c) => c.transactions_count },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (
        <Button
          size="compact-xs"
          variant="light"
          color={c.is_active ? 'green' : 'gray'}
          c="dark.7"
          disabled={!canEdit || (toggle.isPending && toggle.variables === c.id)}
          aria-label={`${c.is_active ? 'Active' : 'Inactive'}: toggle ${c.name}`}
          onClick={() =>
            toggle.mutate(c.id, { onSuccess: (r) => !r.success && notifyError(r.message) })
          }
        >
          {c.is_active ? 'Active' : 'Inactive'}
        </Button>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (c) => (
        <RowActions
          name={c.name}
          editTo={canEdit && paths.categoryEdit(c.id)}
          onDelete={can(user, 'delete_accounts') && (() => askDelete(c))}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Transaction Categories"
        subtitle="What money comes in and goes out for"
        actions={
          can(user, 'create_accounts') && (
            <Button component={Link} to={paths.categoryCreate} leftSection={<IconPlus size={16} />}>
              Add Category
            </Button>
          )
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search categories"
        />
      </FilterBar>
      <DataTable
        caption="Transaction categories"
        columns={columns}
        rows={data?.data}
        rowKey={(c) => c.id}
        saved={{ id: savedId, useRecord: useCategory }}
        loading={list.isPending}
        emptyText="No categories found"
        footer={pagedFooter(data, setPage, (d) => `${d.total} categories`)}
      />
    </>
  );
}
