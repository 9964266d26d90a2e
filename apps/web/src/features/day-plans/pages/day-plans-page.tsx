import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconEdit,
  IconList,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { DayPlan } from '@app/contract';
import { dayPlanQuery } from '@app/contract';
import {
  can,
  CLASH_MINUTES,
  DAY_PLAN_OK,
  groupByServiceTime,
  labelOptions,
} from '@app/contract/constants';
import { Link } from 'react-router';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { formatDate, formatDollar } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDayPlans, useDeleteDayPlan } from '../api/day-plans-api.ts';

const RULES = pickRules(dayPlanQuery, ['date', 'status', 'search']);

/** The plan just saved (after-save.tsx), marked where it sits in the day's schedule. */
const SAVED_STYLE = {
  backgroundColor: 'var(--mantine-color-yellow-light)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)',
};
const savedProps = (saved: boolean) =>
  saved ? { 'aria-current': 'true' as const, 'data-saved': true, style: SAVED_STYLE } : {};

const shiftDay = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The file number, a link to its booking when the service was scheduled from one (issue 18). */
function FileNumber({ p }: { p: DayPlan }) {
  const mayOpen = can(useCurrentUser(), 'view_bookings');
  if (!p.file_number) return null;
  return p.booking_id && mayOpen ? (
    <Anchor component={Link} to={paths.bookingDetail(p.booking_id)} size="xs">
      {p.file_number}
    </Anchor>
  ) : (
    <>{p.file_number}</>
  );
}

/** The driver has another service within the hour that day (issue 18). */
function ClashBadge({ p }: { p: DayPlan }) {
  if (p.clashes_with.length === 0) return null;
  return (
    <Tooltip label={`Within ${CLASH_MINUTES} minutes of another service of this driver`}>
      <Badge color="red" variant="light" c="dark.7" miw="max-content" mt={4}>
        Driver clash
      </Badge>
    </Tooltip>
  );
}

function Driver({ p }: { p: DayPlan }) {
  if (!p.driver_name && !p.vehicle_number)
    return (
      <Text size="sm" c="dimmed">
        Not assigned
      </Text>
    );
  return (
    <Stack gap={0}>
      {p.driver_id && p.driver_name ? (
        <Anchor
          component={Link}
          to={`${paths.driverDutySheet(p.driver_id)}?date=${p.plan_date}`}
          size="sm"
          title="Duty sheet"
        >
          {p.driver_name}
        </Anchor>
      ) : (
        <Text size="sm">{p.driver_name ?? '—'}</Text>
      )}
      {p.driver_mobile && (
        <Text
          size="xs"
          c="dimmed"
          component="a"
          href={`tel:${p.driver_mobile}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {p.driver_mobile}
        </Text>
      )}
      {p.vehicle_number && (
        <Text size="xs" c="dimmed">
          {p.vehicle_number}
        </Text>
      )}
      <ClashBadge p={p} />
    </Stack>
  );
}

function Actions({ p, onDelete }: { p: DayPlan; onDelete: (p: DayPlan) => void }) {
  const user = useCurrentUser();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {can(user, 'edit_day_plans') && (
        <Tooltip label="Edit">
          <ActionIcon
            component={Link}
            to={paths.dayPlanEdit(p.id)}
            variant="subtle"
            aria-label={`Edit service for ${p.guest_name}`}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {can(user, 'delete_day_plans') && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete service for ${p.guest_name}`}
            onClick={() => onDelete(p)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Daily Operations Plan: a table on wide screens, cards on a driver's phone. */
export default function DayPlansPage() {
  const params = useListParams(RULES);
  const { filters, setFilter } = params;
  const q = useDayPlans(filters);
  const savedId = useSavedId();
  const remove = useDeleteDayPlan();
  const mayCreate = can(useCurrentUser(), 'create_day_plans');
  const day = filters.date || q.data?.date || '';
  const plans = q.data?.data ?? [];

  const askDelete = (p: DayPlan) =>
    confirmAction({
      title: 'Delete Service',
      message: 'Are you sure you want to delete this day plan?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(DAY_PLAN_OK.deleted) : notifyError(r.message),
        }),
    });

  const count = (s: string) => plans.filter((p) => p.status === s).length;
  const stats = [
    { label: 'Total Services', value: plans.length, icon: <IconList size={22} />, color: 'blue' },
    { label: 'Pending', value: count('pending'), icon: <IconClock size={22} />, color: 'yellow' },
    {
      label: 'In Progress',
      value: count('in_progress'),
      icon: <IconPlayerPlay size={22} />,
      color: 'cyan',
    },
    {
      label: 'Completed',
      value: count('completed'),
      icon: <IconCheck size={22} />,
      color: 'green',
    },
  ];
  const createLink = `${paths.dayPlanCreate}${day ? `?date=${day}` : ''}`;

  return (
    <>
      <PageHeader
        title="Daily Operations Plan"
        subtitle={day ? formatDate(day) : undefined}
        actions={
          <>
            <ListExportButton list="dayPlans" query={params.query} />
            {mayCreate && (
              <Button component={Link} to={createLink} leftSection={<IconPlus size={16} />}>
                Add Service
              </Button>
            )}
          </>
        }
      />
      <ParamsNotice
        ignored={params.ignored}
        onClose={params.dropIgnored}
        instead="Showing the default for these instead (today's plan for a date)."
      />
      <Group gap="xs" mb="md" wrap="wrap" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous day"
          disabled={!day}
          onClick={() => setFilter('date', shiftDay(day, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <TextInput
          label="Date"
          type="date"
          value={day}
          onChange={(e) => setFilter('date', e.currentTarget.value)}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next day"
          disabled={!day}
          onClick={() => setFilter('date', shiftDay(day, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={16} />}
          onClick={() => setFilter('date', '')}
        >
          Today
        </Button>
      </Group>
      <FilterBar>
        <Select
          label="Status"
          w={170}
          value={filters.status || 'all'}
          onChange={(v) => setFilter('status', v === 'all' || !v ? '' : v)}
          data={[{ value: 'all', label: 'All Status' }, ...labelOptions('dayPlanStatus')]}
          allowDeselect={false}
        />
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search guest or file number"
        />
      </FilterBar>
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="lg">
        {stats.map((s) => (
          <StatCard key={s.label} {...s} />
        ))}
      </SimpleGrid>
      {q.isPending ? (
        <Center py={60} aria-busy="true">
          <Loader />
        </Center>
      ) : q.isError ? (
        <Card withBorder radius="md" padding="xl" role="alert">
          <Text c="red.9" ta="center">
            {q.error.message}
          </Text>
        </Card>
      ) : plans.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm">
            <Text c="dimmed">No services scheduled for {formatDate(day)}</Text>
            {mayCreate && (
              <Button
                component={Link}
                to={createLink}
                variant="light"
                leftSection={<IconPlus size={16} />}
              >
                Add First Service
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack gap="lg">
          {groupByServiceTime(plans).map(([time, group]) => (
            <Box key={time} component="section" aria-label={`Services at ${time}`}>
              <Title order={3} size="h5" mb="xs">
                <Group gap={6} component="span">
                  <IconClock size={16} /> {time}
                </Group>
              </Title>
              {/* Long names wrap; past that, the table scrolls, not the page (issue 17). */}
              <Card
                withBorder
                radius="md"
                padding={0}
                visibleFrom="md"
                style={{ overflowX: 'auto' }}
              >
                <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={860}>
                  <Table.Thead>
                    <Table.Tr>
                      {[
                        'Guest/File',
                        'Service',
                        'Hotel',
                        'Driver',
                        'Amount',
                        'Status',
                        'Actions',
                      ].map((h) => (
                        <Table.Th
                          key={h}
                          style={{
                            textAlign: h === 'Actions' || h === 'Amount' ? 'right' : 'left',
                          }}
                        >
                          {h}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.map((p) => (
                      <Table.Tr key={p.id} {...savedProps(p.id === savedId)}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {p.guest_name}
                          </Text>
                          {p.file_number && (
                            <Text size="xs" c="dimmed">
                              <FileNumber p={p} />
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{p.service_description}</Text>
                        </Table.Td>
                        <Table.Td>{p.hotel_name ?? '—'}</Table.Td>
                        <Table.Td>
                          <Driver p={p} />
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {p.amount ? formatDollar(p.amount) : '—'}
                        </Table.Td>
                        <Table.Td>
                          <ValueBadge kind="dayPlanStatus" value={p.status} />
                        </Table.Td>
                        <Table.Td>
                          <Actions p={p} onDelete={askDelete} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
              <Stack gap="sm" hiddenFrom="md">
                {group.map((p) => (
                  <Card
                    key={p.id}
                    withBorder
                    radius="md"
                    padding="md"
                    {...savedProps(p.id === savedId)}
                  >
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{p.guest_name}</Text>
                        <Text size="xs" c="dimmed">
                          <FileNumber p={p} />
                          {p.file_number && p.hotel_name ? ' · ' : ''}
                          {p.hotel_name}
                        </Text>
                      </div>
                      <ValueBadge kind="dayPlanStatus" value={p.status} />
                    </Group>
                    <Text size="sm" mt="xs">
                      {p.service_description}
                    </Text>
                    <Group justify="space-between" mt="xs" align="flex-end" wrap="nowrap">
                      <Driver p={p} />
                      <Stack gap={2} align="flex-end">
                        <Text size="sm" fw={600}>
                          {p.amount ? formatDollar(p.amount) : ''}
                        </Text>
                        <Actions p={p} onDelete={askDelete} />
                      </Stack>
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
