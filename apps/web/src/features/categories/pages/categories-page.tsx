import { Text } from '@mantine/core';
import type { Category } from '@app/contract';
import { can, FIN_OK, searchRule } from '@app/contract/constants';
import { activeToggleColumn } from '../../../components/active-toggle-column.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { recordActionsColumn } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import {
  categoriesQuery,
  useCategory,
  useDeleteCategory,
  useToggleCategory,
} from '../api/categories-api.ts';

/** Categories follow the accounts' keys. */
const HEADER: ListHeaderSpec = {
  title: 'Transaction Categories',
  subtitle: 'What money comes in and goes out for',
  search: 'Search categories',
  create: { perm: 'create_accounts', to: paths.categoryCreate, label: 'Add Category' },
};
const RULES = { search: searchRule };
const ROUTES = { perm: 'accounts', edit: paths.categoryEdit };

export default function CategoriesPage() {
  const user = useCurrentUser();
  const { params, list } = useListPage(RULES, undefined, (p) => categoriesQuery(p.page, p.filters));
  const toggle = useToggleCategory();
  const canEdit = can(user, 'edit_accounts');
  const askDelete = useConfirmDelete(useDeleteCategory(), {
    title: 'Delete Category',
    done: FIN_OK.categoryDeleted,
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
    activeToggleColumn({ active: (c) => c.is_active, canEdit, toggle, input: (c) => c.id }),
    recordActionsColumn(ROUTES, {
      name: (c) => c.name,
      remove: (c) =>
        askDelete(c.id, `Delete ${c.name}? Categories with transactions cannot be deleted.`),
    }),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      table={{ caption: 'Transaction categories', empty: 'No categories found' }}
      useRecord={useCategory}
      columns={columns}
      summary={(d) => `${d.total} categories`}
    />
  );
}
