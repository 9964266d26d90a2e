import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { DayPlan } from '@app/contract';
import { groupByServiceTime } from '@app/contract/constants';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { DriverCell, FileNumber, PlanActions } from './day-plan-cells.tsx';

/** The plan just saved (after-save.tsx), marked where it sits in the day's schedule. */
const SAVED_STYLE = {
  backgroundColor: 'var(--mantine-color-yellow-light)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)',
};
const savedProps = (saved: boolean) =>
  saved ? { 'aria-current': 'true' as const, 'data-saved': true, style: SAVED_STYLE } : {};

const HEADERS = ['Guest/File', 'Service', 'Hotel', 'Driver', 'Amount', 'Status', 'Actions'];

interface GroupProps {
  plans: DayPlan[];
  savedId: number | null;
  onDelete: (p: DayPlan) => void;
}

function PlanRow({ p, savedId, onDelete }: Omit<GroupProps, 'plans'> & { p: DayPlan }) {
  return (
    <Table.Tr {...savedProps(p.id === savedId)}>
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
        <DriverCell p={p} />
      </Table.Td>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {p.amount ? formatMoney(p.amount, p.currency) : '—'}
      </Table.Td>
      <Table.Td>
        <ValueBadge kind="dayPlanStatus" value={p.status} />
      </Table.Td>
      <Table.Td>
        <PlanActions p={p} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Wide screens: one table a time. Long names wrap; past that, the table scrolls. */
function PlanTable({ plans, savedId, onDelete }: GroupProps) {
  return (
    <Card withBorder radius="md" padding={0} visibleFrom="md" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={860}>
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((h) => (
              <Table.Th
                key={h}
                style={{ textAlign: h === 'Actions' || h === 'Amount' ? 'right' : 'left' }}
              >
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((p) => (
            <PlanRow key={p.id} p={p} savedId={savedId} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** A driver's phone: one card a service. */
function PlanCard({ p, savedId, onDelete }: Omit<GroupProps, 'plans'> & { p: DayPlan }) {
  return (
    <Card withBorder radius="md" padding="md" {...savedProps(p.id === savedId)}>
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
        <DriverCell p={p} />
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600}>
            {p.amount ? formatMoney(p.amount, p.currency) : ''}
          </Text>
          <PlanActions p={p} onDelete={onDelete} />
        </Stack>
      </Group>
    </Card>
  );
}

/** The day's services by service time: a table on wide screens, cards on a driver's phone. */
export function DaySchedule({ plans, savedId, onDelete }: GroupProps) {
  return (
    <Stack gap="lg">
      {groupByServiceTime(plans).map(([time, group]) => (
        <Box key={time} component="section" aria-label={`Services at ${time}`}>
          <Title order={3} size="h5" mb="xs">
            <Group gap={6} component="span">
              <IconClock size={16} /> {time}
            </Group>
          </Title>
          <PlanTable plans={group} savedId={savedId} onDelete={onDelete} />
          <Stack gap="sm" hiddenFrom="md">
            {group.map((p) => (
              <PlanCard key={p.id} p={p} savedId={savedId} onDelete={onDelete} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
