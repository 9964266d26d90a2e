import { Anchor } from '@mantine/core';
import type { Supplier } from '@app/contract';
import {
  choiceRule,
  LIST_SORTS,
  paymentTermsText,
  searchRule,
  sortValues,
  SUPPLIER_KIND_LABELS,
  SUPPLIER_KINDS,
  SUPPLIER_MESSAGES,
  SUPPLIER_STATUSES,
} from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import type { SelectFilter } from '../../../components/filter-select.tsx';
import { choicesOf, FilterSelects } from '../../../components/filter-select.tsx';
import { codeColumn, recordActionsColumn, TwoLines } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { AgentBadge } from '../components/agent-badge.tsx';
import { suppliersQuery, useDeleteSupplier, useSupplier } from '../api/suppliers-api.ts';

const HEADER: ListHeaderSpec = {
  title: 'Suppliers',
  subtitle: 'Hotels, transport, guides and partners the files buy from',
  search: 'Search by name, code, contact, city or GSTIN',
  create: { perm: 'create_suppliers', to: paths.supplierCreate, label: 'Add Supplier' },
};
const RULES = {
  search: searchRule,
  kind: choiceRule(SUPPLIER_KINDS, 'kind'),
  status: choiceRule(SUPPLIER_STATUSES, 'status'),
};
const SORTS = sortValues(LIST_SORTS.suppliers);
const ROUTES = { perm: 'suppliers', view: paths.supplierDetail, edit: paths.supplierEdit };
const SELECTS: SelectFilter<keyof typeof RULES>[] = [
  { key: 'kind', label: 'Kind', all: 'All Kinds', w: 190, data: choicesOf(SUPPLIER_KIND_LABELS) },
  { key: 'status', label: 'Status', all: 'All Status', w: 150, data: 'agentStatus' },
];

export default function SuppliersPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) =>
    suppliersQuery(p.page, p.filters, p.sort),
  );
  const askDelete = useConfirmDelete(useDeleteSupplier(), {
    title: 'Delete Supplier',
    message: 'Are you sure you want to delete this supplier?',
    done: SUPPLIER_MESSAGES.deleted,
  });

  const columns: Column<Supplier>[] = [
    { ...codeColumn(), nowrap: true },
    {
      key: 'name',
      sortKey: 'name',
      header: 'Name',
      cell: (s) => (
        <TwoLines
          main={
            <Anchor component={Link} to={paths.supplierDetail(s.id)} fw={600} size="sm">
              {s.name}
            </Anchor>
          }
          sub={
            <>
              {s.agent && <AgentBadge size="xs" />} {s.contact_person ?? s.phone ?? s.email}
            </>
          }
        />
      ),
    },
    {
      key: 'kind',
      sortKey: 'kind',
      header: 'Kind',
      cell: (s) => SUPPLIER_KIND_LABELS[s.kind],
    },
    { key: 'city', sortKey: 'city', header: 'City', cell: (s) => s.city ?? '—' },
    {
      key: 'currency',
      sortKey: 'currency',
      header: 'Currency',
      nowrap: true,
      cell: (s) => s.currency,
    },
    {
      key: 'terms',
      header: 'Payment Terms',
      nowrap: true,
      cell: (s) => paymentTermsText(s.payment_terms, s.payment_days),
    },
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (s) => <ValueBadge kind="agentStatus" value={s.status} />,
    },
    recordActionsColumn(ROUTES, { name: (s) => s.name, remove: (s) => askDelete(s.id) }),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      filters={<FilterSelects params={params} selects={SELECTS} />}
      table={{
        caption: 'Suppliers',
        empty: 'No suppliers found',
        exportList: 'suppliers',
        // Seven facts and the actions a row, with the status in view at 1280 px.
        dense: true,
      }}
      useRecord={useSupplier}
      columns={columns}
      summary={(d) => `${d.total} ${d.total === 1 ? 'supplier' : 'suppliers'}`}
    />
  );
}
