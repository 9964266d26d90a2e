import { TextInput } from '@mantine/core';
import type { Agent } from '@app/contract';
import {
  AGENT_STATUSES,
  choiceRule,
  CREDIT_FILTERS,
  LIST_SORTS,
  searchRule,
  sortValues,
  TOUR_OK,
} from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import type { SelectFilter } from '../../../components/filter-select.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { codeColumn, recordActionsColumn, TwoLines } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { agentsQuery, useAgent, useDeleteAgent } from '../api/agents-api.ts';
import { CreditFlag } from '../components/credit-flag.tsx';

const HEADER: ListHeaderSpec = {
  title: 'Tourism Agents',
  subtitle: 'B2B partners and vendors, with their commission',
  search: 'Search by name, email or mobile',
  create: { perm: 'create_agents', to: paths.agentCreate, label: 'Add Agent' },
};
const RULES = {
  search: searchRule,
  status: choiceRule(AGENT_STATUSES, 'status'),
  city: searchRule,
  credit: choiceRule(CREDIT_FILTERS, 'credit'),
};
// `credit=near` is Today's "Agents near their credit limit" link: the same rule, the same agents.
const NEAR_LIMIT = { value: 'near', label: 'Near or over limit' };
const SORTS = sortValues(LIST_SORTS.agents);
const ROUTES = { perm: 'agents', view: paths.agentDetail, edit: paths.agentEdit };
const SELECTS: SelectFilter<keyof typeof RULES>[] = [
  { key: 'status', label: 'Status', all: 'All Status', w: 150, data: 'agentStatus' },
  { key: 'credit', label: 'Credit', all: 'All Credit', w: 180, data: [NEAR_LIMIT] },
];

export default function AgentsPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) => agentsQuery(p.page, p.filters, p.sort));
  const askDelete = useConfirmDelete(useDeleteAgent(), {
    title: 'Delete Agent',
    message: 'Are you sure you want to delete this agent?',
    done: TOUR_OK.agentDeleted,
  });
  const { filters, setFilter } = params;

  const columns: Column<Agent>[] = [
    codeColumn(),
    { key: 'name', sortKey: 'name', header: 'Name', cell: (a) => a.name },
    { key: 'company', header: 'Company', cell: (a) => a.company_name ?? '—' },
    {
      key: 'contact',
      header: 'Contact',
      cell: (a) => <TwoLines main={a.primary_mobile} sub={a.primary_email} />,
    },
    { key: 'city', sortKey: 'city', header: 'City', cell: (a) => a.city ?? '—' },
    {
      key: 'commission',
      sortKey: 'commission_rate',
      header: 'Commission %',
      align: 'right',
      cell: (a) => `${a.commission_rate}%`,
    },
    { key: 'credit', header: 'Credit', cell: (a) => <CreditFlag alerts={a.credit_alerts} /> },
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (a) => <ValueBadge kind="agentStatus" value={a.status} />,
    },
    recordActionsColumn(ROUTES, { name: (a) => a.name, remove: (a) => askDelete(a.id) }),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      filters={
        <>
          <FilterSelects params={params} selects={SELECTS} />
          <TextInput
            label="City"
            key={filters.city}
            placeholder="City"
            w={160}
            defaultValue={filters.city}
            onBlur={(e) => setFilter('city', e.currentTarget.value.trim())}
            onKeyDown={(e) => e.key === 'Enter' && setFilter('city', e.currentTarget.value.trim())}
          />
        </>
      }
      table={{ caption: 'Agents', empty: 'No agents found', exportList: 'agents' }}
      useRecord={useAgent}
      columns={columns}
      summary={(d) => `${d.total} agents`}
    />
  );
}
