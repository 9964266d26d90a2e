import { Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import type { DayPlan } from '@app/contract';
import { can, CLASH_MINUTES } from '@app/contract/constants';
import { Link } from 'react-router';
import { RowActions } from '../../../components/row-actions.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** The file number, a link to its booking when the service was scheduled from one. */
export function FileNumber({ p }: { p: DayPlan }) {
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

/** The driver has another service within the hour that day. */
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

/** The driver (a link to the day's duty sheet), their phone, the vehicle, and any clash. */
export function DriverCell({ p }: { p: DayPlan }) {
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

/** Edit and delete, each when the user may. */
export function PlanActions({ p, onDelete }: { p: DayPlan; onDelete: (p: DayPlan) => void }) {
  const user = useCurrentUser();
  return (
    <RowActions
      name={`service for ${p.guest_name}`}
      editTo={can(user, 'edit_day_plans') && paths.dayPlanEdit(p.id)}
      onDelete={can(user, 'delete_day_plans') && (() => onDelete(p))}
    />
  );
}
