import { Button, Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconCalendarEvent,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconList,
  IconPlayerPlay,
  IconPlus,
} from '@tabler/icons-react';
import type { DayPlan } from '@app/contract';
import {
  can,
  choiceRule,
  DAY_PLAN_OK,
  DAY_PLAN_STATUSES,
  dateRule,
  labelOf,
  LIST_SORTS,
  sortValues,
  textRule,
} from '@app/contract/constants';
import { Link } from 'react-router';
import { DayPicker } from '../../../components/day-picker.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { choicesOf, FilterSelects } from '../../../components/filter-select.tsx';
import { ListHeader } from '../../../components/list-page.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { useSavedId } from '../../../lib/after-save.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDayPlans, useDeleteDayPlan } from '../api/day-plans-api.ts';
import { DaySchedule } from '../components/day-plan-schedule.tsx';

const RULES = {
  date: dateRule('date'),
  status: choiceRule(DAY_PLAN_STATUSES, 'status'),
  search: textRule(200),
};
const SORTS = sortValues(LIST_SORTS.dayPlans);
/** The schedule stays grouped by time (the spec's layout); this orders each time's services. */
const SORT_CHOICES = choicesOf({
  guest_name: 'Guest',
  file_number: 'File number',
  driver_name: 'Driver',
  '-amount': 'Amount, highest first',
  status: 'Status',
});

const STATUS_ICONS: Record<DayPlan['status'], { Icon: Icon; color: string }> = {
  pending: { Icon: IconClock, color: 'yellow' },
  confirmed: { Icon: IconCircleCheck, color: 'indigo' },
  in_progress: { Icon: IconPlayerPlay, color: 'cyan' },
  completed: { Icon: IconCheck, color: 'green' },
  cancelled: { Icon: IconCircleX, color: 'gray' },
};

/**
 * The day's counts: every service, then by status, so they add up to the total. Confirmed is
 * one of them (the spec's four left it out, and the counts did not add up); Cancelled shows
 * only on a day that has one.
 */
function DayStats({ plans }: { plans: DayPlan[] }) {
  const count = (s: string) => plans.filter((p) => p.status === s).length;
  const stats = [
    { label: 'Total Services', value: plans.length, Icon: IconList, color: 'blue' },
    ...DAY_PLAN_STATUSES.filter((s) => s !== 'cancelled' || count(s) > 0).map((s) => ({
      label: labelOf('dayPlanStatus', s),
      value: count(s),
      ...STATUS_ICONS[s],
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: stats.length }} mb="lg">
      {stats.map(({ Icon, ...s }) => (
        <StatCard key={s.label} {...s} icon={<Icon size={22} />} />
      ))}
    </SimpleGrid>
  );
}

/** No services that day, with a way to add the first. */
function EmptyDay({ day, createLink }: { day: string; createLink: string | null }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">No services scheduled for {formatDate(day)}</Text>
        {createLink && (
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
  );
}

/** Daily Operations Plan: a table on wide screens, cards on a driver's phone. */
export default function DayPlansPage() {
  const params = useListParams(RULES, SORTS);
  const { filters, setFilter } = params;
  const q = useDayPlans({ ...filters, sort: params.sort });
  const savedId = useSavedId();
  const mayCreate = can(useCurrentUser(), 'create_day_plans');
  const day = filters.date || q.data?.date || '';
  const plans = q.data?.data ?? [];
  const askDelete = useConfirmDelete(useDeleteDayPlan(), {
    title: 'Delete Service',
    message: 'Are you sure you want to delete this day plan?',
    done: DAY_PLAN_OK.deleted,
  });
  const createLink = `${paths.dayPlanCreate}${day ? `?date=${day}` : ''}`;

  let body;
  if (q.isPending)
    body = (
      <Center py={60} aria-busy="true">
        <Loader />
      </Center>
    );
  else if (q.isError)
    body = (
      <Card withBorder radius="md" padding="xl" role="alert">
        <Text c="red.9" ta="center">
          {q.error.message}
        </Text>
      </Card>
    );
  else if (plans.length === 0)
    body = <EmptyDay day={day} createLink={mayCreate ? createLink : null} />;
  else body = <DaySchedule plans={plans} savedId={savedId} onDelete={(p) => askDelete(p.id)} />;

  return (
    <>
      <ListHeader
        title="Daily Operations Plan"
        subtitle={day ? formatDate(day) : undefined}
        exportList={{ list: 'dayPlans', query: params.query }}
        create={mayCreate && { to: createLink, label: 'Add Service' }}
      />
      <ParamsNotice
        ignored={params.ignored}
        onClose={params.dropIgnored}
        instead="Showing the default for these instead (today's plan for a date)."
      />
      <DayPicker day={day} onChange={(d) => setFilter('date', d)}>
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={16} />}
          onClick={() => setFilter('date', '')}
        >
          Today
        </Button>
      </DayPicker>
      <FilterBar>
        <FilterSelects
          params={params}
          selects={[
            { key: 'status', label: 'Status', all: 'All Status', w: 170, data: 'dayPlanStatus' },
            { key: 'sort', label: 'Sort by', all: 'Service time', w: 200, data: SORT_CHOICES },
          ]}
        />
        <ListSearch params={params} placeholder="Search guest or file number" />
      </FilterBar>
      <DayStats plans={plans} />
      {body}
    </>
  );
}
