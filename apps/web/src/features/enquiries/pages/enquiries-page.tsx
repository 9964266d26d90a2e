import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconPlus, IconUser } from '@tabler/icons-react';
import type { Enquiry } from '@app/contract';
import { LIST_SORTS, enquiryListQuery, sortValues } from '@app/contract';
import { can, labelOf, TOUR_OK } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import type { SelectFilter } from '../../../components/filter-select.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { actionsColumn } from '../../../components/columns.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, totalText } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { pickRules } from '../../../lib/list-params.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { enquiriesQuery, useDeleteEnquiry, useEnquiry } from '../api/enquiries-api.ts';

const FILTERS = ['search', 'status', 'priority', 'source'] as const;
const RULES = pickRules(enquiryListQuery, FILTERS);
const SORTS = sortValues(LIST_SORTS.enquiries);
const SELECTS: SelectFilter<(typeof FILTERS)[number]>[] = [
  { key: 'status', label: 'Status', all: 'All Status', w: 160, data: 'enquiryStatus' },
  { key: 'priority', label: 'Priority', all: 'All Priorities', w: 160, data: 'enquiryPriority' },
  { key: 'source', label: 'Source', all: 'All Sources', w: 160, data: 'enquirySource' },
];
const editPath = (e: Enquiry) =>
  e.enquiry_type === 'agent' ? paths.agentEnquiryEdit(e.id) : paths.enquiryEdit(e.id);

export default function EnquiriesPage() {
  const { params, list } = useListPage(RULES, SORTS, (p) =>
    enquiriesQuery(p.page, p.filters, p.sort),
  );
  const user = useCurrentUser();
  const askDelete = useConfirmDelete(useDeleteEnquiry(), {
    title: 'Delete Enquiry',
    message: 'Are you sure you want to delete this enquiry?',
    done: TOUR_OK.enquiryDeleted,
  });

  const columns: Column<Enquiry>[] = [
    {
      key: 'number',
      sortKey: 'enquiry_number',
      header: 'Enquiry',
      cell: (e) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {e.enquiry_number}
          </Text>
          <ValueBadge kind="enquiryType" value={e.enquiry_type === 'agent' ? 'agent' : 'direct'} />
        </Stack>
      ),
    },
    {
      key: 'customer',
      sortKey: 'customer_name',
      header: 'Customer',
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">{e.customer_name}</Text>
          <Text size="xs" c="dimmed">
            {e.agent ? `${e.agent.name} (${e.agent.code})` : (e.customer_mobile ?? '')}
          </Text>
        </Stack>
      ),
    },
    { key: 'dest', header: 'Destination', cell: (e) => e.destination ?? '—' },
    {
      key: 'dates',
      sortKey: 'travel_start_date',
      header: 'Travel',
      nowrap: true,
      cell: (e) => formatDateRange(e.travel_start_date, e.travel_end_date) || '—',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (e) => <ValueBadge kind="enquiryStatus" value={e.status} />,
    },
    {
      key: 'priority',
      header: 'Priority',
      cell: (e) => <ValueBadge kind="enquiryPriority" value={e.priority} />,
    },
    { key: 'source', header: 'Source', cell: (e) => labelOf('enquirySource', e.source) },
    actionsColumn((e) => (
      <RowActions
        name={e.enquiry_number}
        viewTo={paths.enquiryDetail(e.id)}
        editTo={can(user, 'edit_enquiries') && editPath(e)}
        onDelete={can(user, 'delete_enquiries') && (() => askDelete(e.id))}
      />
    )),
  ];

  return (
    <ListPage
      params={params}
      list={list}
      title="Enquiries"
      subtitle="Leads from agents (B2B) and direct customers (B2C)"
      exportList="enquiries"
      actions={can(user, 'create_enquiries') && <NewEnquiryMenu />}
      search="Search number, customer, email, mobile or destination"
      filters={<FilterSelects params={params} selects={SELECTS} />}
      caption="Enquiries"
      columns={columns}
      useRecord={useEnquiry}
      emptyText="No enquiries found"
      summary={(d) => `Showing ${d.data.length} of ${totalText(d)} entries`}
    />
  );
}

/** "New Enquiry": an agent's (B2B) or a direct customer's (B2C). */
function NewEnquiryMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          New Enquiry
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.agentEnquiryNew}
          leftSection={<IconBuildingStore size={16} />}
        >
          Agent Enquiry B2B
        </Menu.Item>
        <Menu.Item component={Link} to={paths.enquiryNew} leftSection={<IconUser size={16} />}>
          Direct Customer Enquiry B2C
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
