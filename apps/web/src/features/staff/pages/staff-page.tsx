import { Box, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconShieldCheck, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import type { StaffMember } from '@app/contract';
import type { ReactNode } from 'react';
import {
  choiceRule,
  LIST_SORTS,
  ROLES,
  searchRule,
  sortValues,
  STAFF_OK,
} from '@app/contract/constants';
import { choicesOf, FilterSelects } from '../../../components/filter-select.tsx';
import { ListFilters, ListHeader } from '../../../components/list-page.tsx';
import { AnswerPager } from '../../../components/answer-pager.tsx';
import { PageLoader } from '../../../components/states.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import {
  useDeleteStaff,
  useStaffCounts,
  useStaffList,
  useStaffMember,
  useUpdateStaffStatus,
} from '../api/staff-api.ts';
import { StaffCard } from '../components/staff-card.tsx';

const SORTS = sortValues(LIST_SORTS.staff);
/** Cards have no column headers to click: the order is chosen here. */
const SORT_CHOICES = choicesOf({
  '-name': 'Name (Z–A)',
  employee_id: 'Employee ID',
  position: 'Position',
  '-date_of_joining': 'Joined, newest first',
  date_of_joining: 'Joined, oldest first',
  '-created_at': 'Added, newest first',
});
const RULES = {
  search: searchRule,
  role: choiceRule(ROLES, 'role'),
  status: choiceRule(['active', 'inactive'], 'status'),
};

/** The card of the member just saved (after-save.tsx): first, outlined, `aria-current`. */
const Saved = ({ children }: { children: ReactNode }) => (
  <Box
    aria-current="true"
    data-saved="true"
    style={{
      borderRadius: 'var(--mantine-radius-md)',
      boxShadow: '0 0 0 3px var(--mantine-color-yellow-6)',
      background: 'var(--mantine-color-yellow-light)',
    }}
  >
    {children}
  </Box>
);

/** The saved member when not on this page: fetched with the detail query. */
function FetchedSaved({ id, render }: { id: number; render: (m: StaffMember) => ReactNode }) {
  const m = useStaffMember(id).data?.data;
  return m ? <Saved>{render(m)}</Saved> : null;
}

export default function StaffPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters, setPage } = params;
  const list = useStaffList(page, { search: filters.search }, params.sort);
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const toggle = useUpdateStaffStatus();

  const loaded = list.data?.data ?? [];
  // Role and status filters work on the loaded page (spec: /staff).
  const shown = loaded.filter(
    (m) =>
      (!filters.role || m.user.role === filters.role) &&
      (!filters.status || (filters.status === 'active') === m.user.is_active),
  );
  // The stat cards count every member the search matches
  // (docs/decisions/013-human-labels-and-each-fact-once.md): "Total Staff" is the list's own
  // total, never the page size.
  const counts = useStaffCounts(filters.search).data?.data;
  const stats = [
    { label: 'Total Staff', value: counts?.total, icon: <IconUsers size={22} />, color: 'blue' },
    { label: 'Active', value: counts?.active, icon: <IconUserCheck size={22} />, color: 'green' },
    { label: 'Inactive', value: counts?.inactive, icon: <IconUserX size={22} />, color: 'gray' },
    {
      label: 'Administrators',
      value: counts?.administrators,
      icon: <IconShieldCheck size={22} />,
      color: 'red',
    },
  ];

  const onToggle = (m: StaffMember) =>
    toggle.mutate(
      { id: m.id, isActive: !m.user.is_active },
      {
        onSuccess: (r) => (r.success ? notifySuccess(STAFF_OK.status) : notifyError(r.message)),
      },
    );

  const askDelete = useConfirmDelete(useDeleteStaff(), {
    title: 'Delete Staff Member?',
    done: STAFF_OK.deleted,
  });
  const onDelete = (m: StaffMember) =>
    askDelete(m.id, `${m.user.name} and their login will be removed. This cannot be undone.`);

  const savedOnPage = loaded.find((m) => m.id === savedId);
  const card = (m: StaffMember) => (
    <StaffCard
      key={m.id}
      member={m}
      onToggle={onToggle}
      onDelete={onDelete}
      toggling={toggle.isPending && toggle.variables?.id === m.id}
    />
  );

  const data = list.data;
  const from = data && data.total > 0 ? (data.current_page - 1) * data.per_page + 1 : 0;
  const to = data ? Math.min(data.current_page * data.per_page, data.total) : 0;

  return (
    <>
      <ListHeader
        title="Staff Management"
        subtitle="People, their roles, branches and access"
        exportList={{ list: 'staff', query: params.query }}
        create={{ to: paths.staffCreate, label: 'Add Staff' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        {stats.map((s) => (
          <StatCard key={s.label} {...s} />
        ))}
      </SimpleGrid>
      <ListFilters params={params} placeholder="Search by name, email or employee ID">
        <FilterSelects
          params={params}
          selects={[
            { key: 'role', label: 'Role', all: 'All Roles', w: 160, data: 'role' },
            { key: 'status', label: 'Status', all: 'All Status', w: 160, data: 'active' },
            { key: 'sort', label: 'Sort by', all: 'Name (A–Z)', w: 200, data: SORT_CHOICES },
          ]}
        />
      </ListFilters>
      {list.isPending ? (
        <PageLoader />
      ) : shown.length === 0 && savedId === null ? (
        <Card withBorder radius="md" padding="xl">
          <Text ta="center" c="dimmed">
            No staff members found
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {savedOnPage ? (
            <Saved>{card(savedOnPage)}</Saved>
          ) : (
            savedId !== null && <FetchedSaved key={savedId} id={savedId} render={card} />
          )}
          {shown.filter((m) => m !== savedOnPage).map(card)}
        </SimpleGrid>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" mt="lg">
          <Text size="sm" c="dimmed">
            Showing {from} to {to} of {data.total} entries
          </Text>
          <AnswerPager answer={data} onChange={setPage} mode="ellipses" />
        </Group>
      )}
    </>
  );
}
