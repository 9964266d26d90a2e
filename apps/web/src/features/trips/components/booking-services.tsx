import { Alert, Anchor, Badge, Button, List, Table, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { IconAlertTriangle, IconCalendarPlus } from '@tabler/icons-react';
import type { BookingDetail, BookingService } from '@app/contract';
import { can, servicesDifferMessage } from '@app/contract/constants';
import { Link } from 'react-router';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';

// The dialog (its form, driver picker and clash check) loads when first opened.
const loadSchedule = () =>
  import('./schedule-services-modal.tsx').then((m) => m.ScheduleServicesModal);

const dayHref = (day: string) => `${paths.dayPlans}?date=${day}`;
const shown = (v: string | null) => (v === null || v === '' ? 'blank' : v);

/** "Pickup time: booking 10:00, service 09:30"; a removed line says so. */
function differenceText(d: BookingService['differences'][number]) {
  if (d.field === 'line') return 'The line was removed from the booking';
  return `${d.label}: booking ${shown(d.booking)}, service ${shown(d.service)}`;
}

/**
 * The booking's day-plan services, and where they no longer match the
 * booking: edits to a booking never change a scheduled service, so the booking says which
 * services differ and how. Hidden from those who may not view day plans (`services` null).
 */
export function BookingServices({ booking }: { booking: BookingDetail }) {
  const user = useCurrentUser();
  const scheduling = useLazyDialog(loadSchedule);
  const services = booking.services;
  if (!services) return null;
  const differing = services.filter((s) => s.differences.length > 0);
  const mayEdit = can(user, 'edit_day_plans');
  return (
    <SectionCard
      title="Scheduled Services"
      named
      count={services.length}
      actions={
        can(user, 'create_day_plans') && (
          <Button size="xs" leftSection={<IconCalendarPlus size={14} />} onClick={scheduling.open}>
            Schedule services
          </Button>
        )
      }
    >
      {differing.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={servicesDifferMessage(booking.services_differing)}
          mb="sm"
        >
          <List size="sm" spacing={4}>
            {differing.map((s) => (
              <List.Item key={s.id}>
                <Text span size="sm" fw={600}>
                  {formatDate(s.plan_date)} {s.service_time ?? ''} · {s.service_description}
                </Text>
                <List size="sm" withPadding>
                  {s.differences.map((d) => (
                    <List.Item key={d.field}>{differenceText(d)}</List.Item>
                  ))}
                </List>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          No services scheduled yet. Schedule the tours and airport transfers as day-plan services.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {['Date', 'Time', 'Service', 'Driver', 'Status'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={dayHref(s.plan_date)} size="sm">
                      {formatDate(s.plan_date)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.service_time ?? '—'}</Table.Td>
                  <Table.Td>
                    {mayEdit ? (
                      <Anchor component={Link} to={paths.dayPlanEdit(s.id)} size="sm">
                        {s.service_description}
                      </Anchor>
                    ) : (
                      s.service_description
                    )}
                    {s.differences.length > 0 && (
                      <Badge color="orange" variant="light" c="dark.7" ml="xs" miw="max-content">
                        {s.line_removed ? 'Line removed' : 'Differs'}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {s.driver_name || s.vehicle_number ? (
                      <>
                        <Text size="sm">{s.driver_name ?? '—'}</Text>
                        {s.vehicle_number && (
                          <Text size="xs" c="dimmed">
                            {s.vehicle_number}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        Not assigned
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ValueBadge kind="dayPlanStatus" value={s.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {scheduling.Dialog && (
        <scheduling.Dialog
          bookingId={booking.id}
          opened={scheduling.opened}
          onClose={scheduling.close}
        />
      )}
    </SectionCard>
  );
}
