import { Button, Card, Group, Select, SimpleGrid, Text } from '@mantine/core';
import {
  IconPlus,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import type { StaffMember } from '@app/contract';
import { STAFF_OK } from '@app/contract/constants';
import { Link } from 'react-router';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { PageLoader } from '../../../components/states.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useStaffList } from '../api/get-staff-list.ts';
import { useDeleteStaff, useUpdateStaffStatus } from '../api/staff-actions.ts';
import { StaffCard } from '../components/staff-card.tsx';

const FILTERS = ['search', 'role', 'status'] as const;

export default function StaffPage() {
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const list = useStaffList({ page, search: filters.search });
  const toggle = useUpdateStaffStatus();
  const remove = useDeleteStaff();

  const loaded = list.data?.data ?? [];
  // Role and status filters and the stat cards work on the loaded page (spec: /staff).
  const shown = loaded.filter(
    (m) =>
      (!filters.role || m.user.role === filters.role) &&
      (!filters.status || (filters.status === 'active') === m.user.is_active),
  );
  const stats = [
    { label: 'Total Staff', value: loaded.length, icon: <IconUsers size={22} />, color: 'blue' },
    {
      label: 'Active',
      value: loaded.filter((m) => m.user.is_active).length,
      icon: <IconUserCheck size={22} />,
      color: 'green',
    },
    {
      label: 'Inactive',
      value: loaded.filter((m) => !m.user.is_active).length,
      icon: <IconUserX size={22} />,
      color: 'gray',
    },
    {
      label: 'Administrators',
      value: loaded.filter((m) => m.user.role === 'admin').length,
      icon: <IconShieldCheck size={22} />,
      color: 'red',
    },
  ];

  const onToggle = (m: StaffMember) =>
    toggle.mutate([m.id, !m.user.is_active], {
      onSuccess: (r) => (r.success ? notifySuccess(STAFF_OK.status) : notifyError(r.message)),
    });

  const onDelete = (m: StaffMember) =>
    confirmAction({
      title: 'Delete Staff Member?',
      message: `${m.user.name} and their login will be removed. This cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate([m.id], {
          onSuccess: (r) => (r.success ? notifySuccess(STAFF_OK.deleted) : notifyError(r.message)),
        }),
    });

  const data = list.data;
  const from = data && data.total > 0 ? (data.current_page - 1) * data.per_page + 1 : 0;
  const to = data ? Math.min(data.current_page * data.per_page, data.total) : 0;

  return (
    <>
      <PageHeader
        title="Staff Management"
        subtitle="People, their roles, branches and access"
        actions={
          <Button component={Link} to={paths.staffCreate} leftSection={<IconPlus size={16} />}>
            Add Staff
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        {stats.map((s) => (
          <StatCard key={s.label} {...s} />
        ))}
      </SimpleGrid>
      <FilterBar>
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search by name, email or employee ID"
        />
        <Select
          aria-label="Role"
          w={160}
          value={filters.role || 'all'}
          onChange={(v) => setFilter('role', v === 'all' || !v ? '' : v)}
          data={[
            { value: 'all', label: 'All Roles' },
            { value: 'admin', label: 'Admin' },
            { value: 'manager', label: 'Manager' },
            { value: 'staff', label: 'Staff' },
          ]}
          allowDeselect={false}
        />
        <Select
          aria-label="Status"
          w={160}
          value={filters.status || 'all'}
          onChange={(v) => setFilter('status', v === 'all' || !v ? '' : v)}
          data={[
            { value: 'all', label: 'All Status' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          allowDeselect={false}
        />
      </FilterBar>
      {list.isPending ? (
        <PageLoader />
      ) : shown.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Text ta="center" c="dimmed">
            No staff members found
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((m) => (
            <StaffCard
              key={m.id}
              member={m}
              onToggle={onToggle}
              onDelete={onDelete}
              toggling={toggle.isPending && toggle.variables?.[0] === m.id}
            />
          ))}
        </SimpleGrid>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" mt="lg">
          <Text size="sm" c="dimmed">
            Showing {from} to {to} of {data.total} entries
          </Text>
          <Pager
            page={data.current_page}
            lastPage={data.last_page}
            onChange={setPage}
            mode="ellipses"
          />
        </Group>
      )}
    </>
  );
}
