import { Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconPlus, IconUser } from '@tabler/icons-react';
import type { Enquiry } from '@app/contract';
import {
  can,
  choiceRule,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  labelOf,
  LIST_SORTS,
  searchRule,
  sortValues,
  TOUR_OK,
} from '@app/contract/constants';
import { ButtonMenu } from '../../../components/button-menu.tsx';
import type { Column } from '../../../components/data-table.tsx';
import type { SelectFilter } from '../../../components/filter-select.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { recordActionsColumn, TwoLines } from '../../../components/columns.tsx';
import type { ListHeaderSpec } from '../../../components/list-page.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, totalText } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { enquiriesQuery, useDeleteEnquiry, useEnquiry } from '../api/enquiries-api.ts';

const HEADER: ListHeaderSpec = {
  title: 'Enquiries',
  subtitle: 'Leads from agents (B2B) and direct customers (B2C)',
  search: 'Search number, customer, email, mobile or destination',
};
const RULES = {
  search: searchRule,
  status: choiceRule(ENQUIRY_STATUSES, 'status'),
  priority: choiceRule(ENQUIRY_PRIORITIES, 'priority'),
  source: choiceRule(ENQUIRY_SOURCES, 'source'),
};
const SORTS = sortValues(LIST_SORTS.enquiries);
const SELECTS: SelectFilter<keyof typeof RULES>[] = [
  { key: 'status', label: 'Status', all: 'All Status', w: 160, data: 'enquiryStatus' },
  { key: 'priority', label: 'Priority', all: 'All Priorities', w: 160, data: 'enquiryPriority' },
  { key: 'source', label: 'Source', all: 'All Sources', w: 160, data: 'enquirySource' },
];
/** An agent's enquiry (B2B) is edited on its own form. */
const editPath = (id: number, e: Enquiry) =>
  e.enquiry_type === 'agent' ? paths.agentEnquiryEdit(id) : paths.enquiryEdit(id);
const ROUTES = { perm: 'enquiries', view: paths.enquiryDetail, edit: editPath };

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
        <TwoLines
          main={e.customer_name}
          sub={e.agent ? `${e.agent.name} (${e.agent.code})` : (e.customer_mobile ?? '')}
        />
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
    recordActionsColumn(ROUTES, { name: (e) => e.enquiry_number, remove: (e) => askDelete(e.id) }),
  ];

  return (
    <ListPage
      header={HEADER}
      page={{ params, list }}
      actions={can(user, 'create_enquiries') && <NewEnquiryMenu />}
      filters={<FilterSelects params={params} selects={SELECTS} />}
      table={{ caption: 'Enquiries', empty: 'No enquiries found', exportList: 'enquiries' }}
      useRecord={useEnquiry}
      columns={columns}
      summary={(d) => `Showing ${d.data.length} of ${totalText(d)} entries`}
    />
  );
}

/** "New Enquiry": an agent's (B2B) or a direct customer's (B2C). */
function NewEnquiryMenu() {
  return (
    <ButtonMenu
      label="New Enquiry"
      button={{ leftSection: <IconPlus size={16} />, rightSection: <IconChevronDown size={14} /> }}
      items={[
        {
          label: 'Agent Enquiry B2B',
          to: paths.agentEnquiryNew,
          icon: <IconBuildingStore size={16} />,
        },
        {
          label: 'Direct Customer Enquiry B2C',
          to: paths.enquiryNew,
          icon: <IconUser size={16} />,
        },
      ]}
    />
  );
}
