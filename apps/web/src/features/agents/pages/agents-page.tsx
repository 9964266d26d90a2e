import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Agent } from '@app/contract';
import { LIST_SORTS, agentListQuery, sortValues } from '@app/contract';
import { can, labelOptions, TOUR_OK } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import { useAgent, useAgents, useDeleteAgent } from '../api/agents-api.ts';

const FILTERS = ['search', 'status', 'city'] as const;
const RULES = pickRules(agentListQuery, FILTERS);
const SORTS = sortValues(LIST_SORTS.agents);

export default function AgentsPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage } = params;
  const list = useAgents(page, filters, params.sort);
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const remove = useDeleteAgent();
  const user = useCurrentUser();

  const askDelete = (a: Agent) =>
    confirmAction({
      title: 'Delete Agent',
      message: 'Are you sure you want to delete this agent?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(TOUR_OK.agentDeleted) : notifyError(r.message),
        }),
    });

  const columns: Column<Agent>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (a) => (
        <RowActions
          name={a.name}
          viewTo={paths.agentDetail(a.id)}
          editTo={can(user, 'edit_agents') && paths.agentEdit(a.id)}
          onDelete={can(user, 'delete_agents') && (() => askDelete(a))}
        />
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Tourism Agents"
        subtitle="B2B partners and vendors, with their commission"
        actions={
          <>
            <ListExportButton list="agents" query={params.query} />
            {can(user, 'create_agents') && (
              <Button component={Link} to={paths.agentCreate} leftSection={<IconPlus size={16} />}>
                Add Agent
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
          placeholder="Search by name, email or mobile"
        />
        <Select
          label="Status"
          w={150}
          value={filters.status || 'all'}
          onChange={(v) => setFilter('status', v === 'all' || !v ? '' : v)}
          data={[{ value: 'all', label: 'All Status' }, ...labelOptions('agentStatus')]}
          allowDeselect={false}
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
      </FilterBar>
      <DataTable
        sort={{ value: params.sort, onChange: params.setSort }}
        caption="Agents"
        columns={columns}
        rows={data?.data}
        rowKey={(a) => a.id}
        saved={{ id: savedId, useRecord: useAgent }}
        loading={list.isPending}
        emptyText="No agents found"
        footer={pagedFooter(data, setPage, (d) => `${d.total} agents`)}
      />
    </>
  );
}
