import { Stack, Text, TextInput } from '@mantine/core';
import type { Agent } from '@app/contract';
import { LIST_SORTS, agentListQuery, sortValues } from '@app/contract';
import { can, TOUR_OK } from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { actionsColumn, codeColumn } from '../../../components/columns.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { pickRules } from '../../../lib/list-params.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { agentsQuery, useAgent, useDeleteAgent } from '../api/agents-api.ts';

const FILTERS = ['search', 'status', 'city'] as const;
const RULES = pickRules(agentListQuery, FILTERS);
const SORTS = sortValues(LIST_SORTS.agents);

export default function AgentsPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) => agentsQuery(p.page, p.filters, p.sort));
  const { filters, setFilter } = params;
  const user = useCurrentUser();
  const askDelete = useConfirmDelete(useDeleteAgent(), {
    title: 'Delete Agent',
    message: 'Are you sure you want to delete this agent?',
    done: TOUR_OK.agentDeleted,
  });

  const columns: Column<Agent>[] = [
    codeColumn(),
    { key: 'name', sortKey: 'name', header: 'Name', cell: (a) => a.name },
    { key: 'company', header: 'Company', cell: (a) => a.company_name ?? '—' },
    {
      key: 'contact',
      header: 'Contact',
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm">{a.primary_mobile}</Text>
          <Text size="xs" c="dimmed">
            {a.primary_email}
          </Text>
        </Stack>
      ),
    },
    { key: 'city', sortKey: 'city', header: 'City', cell: (a) => a.city ?? '—' },
    {
      key: 'commission',
      sortKey: 'commission_rate',
      header: 'Commission %',
      align: 'right',
      cell: (a) => `${a.commission_rate}%`,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (a) => <ValueBadge kind="agentStatus" value={a.status} />,
    },
    actionsColumn((a) => (
      <RowActions
        name={a.name}
        viewTo={paths.agentDetail(a.id)}
        editTo={can(user, 'edit_agents') && paths.agentEdit(a.id)}
        onDelete={can(user, 'delete_agents') && (() => askDelete(a.id))}
      />
    )),
  ];

  return (
    <ListPage
      params={params}
      list={list}
      title="Tourism Agents"
      subtitle="B2B partners and vendors, with their commission"
      exportList="agents"
      create={can(user, 'create_agents') && { to: paths.agentCreate, label: 'Add Agent' }}
      search="Search by name, email or mobile"
      filters={
        <>
          <FilterSelects
            params={params}
            selects={[
              { key: 'status', label: 'Status', all: 'All Status', w: 150, data: 'agentStatus' },
            ]}
          />
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
      caption="Agents"
      columns={columns}
      useRecord={useAgent}
      emptyText="No agents found"
      summary={(d) => `${d.total} agents`}
    />
  );
}
