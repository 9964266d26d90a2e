import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { SchedulableItem, ScheduleInput } from '@app/contract';
import { TRIP_OK, TRIP_SERVER } from '@app/contract/constants';
import { PageLoader } from '../../../components/states.tsx';
import { allErrors } from '../../../lib/form.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ClashWarning, useClashCheck } from '../../drivers/components/clash-warning.tsx';
import type { DriverChoiceText } from '../../drivers/components/driver-picker.tsx';
import { DriverPicker } from '../../drivers/components/driver-picker.tsx';
import { useSchedulable, useScheduleServices } from '../api/trips-api.ts';

const keyOf = (i: SchedulableItem) => `${i.kind}-${i.line_id}`;
/** A tour keeps its own pickup time; a transfer's is asked for (an arrival's starts filled). */
const asksTime = (i: SchedulableItem) => i.kind === 'flight' || !i.service_time;

/**
 * "Schedule services": the booking's tours and flights (as transfers), each
 * with its date and time; picked ones become day-plan services with one driver and vehicle.
 * A flight asks for the pickup time, filled with the arrival time when the flight has one.
 * The driver's clashes show before saving.
 */
export function ScheduleServicesModal(props: {
  bookingId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Schedule services"
      size="lg"
      centered
    >
      <ScheduleBody bookingId={props.bookingId} onClose={props.onClose} />
    </Modal>
  );
}

function ScheduleBody({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const q = useSchedulable(bookingId);
  const save = useScheduleServices(bookingId);
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  const [times, setTimes] = useState<Record<string, string>>({});
  const [driver, setDriver] = useState<DriverChoiceText>({ driver_id: '', driver_name: '' });
  const [mobile, setMobile] = useState('');
  const [vehicle, setVehicle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = q.data?.data ?? [];
  const chosen = items.filter((i) => picked[keyOf(i)]);
  const timeOf = (i: SchedulableItem) =>
    (asksTime(i) ? times[keyOf(i)] : undefined) ?? i.service_time ?? '';
  const clashes = useClashCheck(
    chosen.length && (driver.driver_id || driver.driver_name.trim())
      ? {
          driver_id: driver.driver_id || null,
          driver_name: driver.driver_name || null,
          services: chosen.map((i) => ({ plan_date: i.plan_date ?? '', service_time: timeOf(i) })),
        }
      : null,
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <Alert color="red" role="alert">
        {q.error.message}
      </Alert>
    );

  // The server names items by their place in the request: map them back to the lines.
  const rowError = (i: SchedulableItem, field: string) => {
    const at = chosen.indexOf(i);
    return at < 0 ? undefined : errors[`items.${at}.${field}`];
  };
  const submit = () => {
    const body: ScheduleInput = {
      items: chosen.map((i) => ({
        kind: i.kind,
        line_id: i.line_id,
        service_time: asksTime(i) ? timeOf(i) || null : null,
      })),
      driver_id: driver.driver_id || null,
      driver_name: driver.driver_name || null,
      driver_mobile: mobile || null,
      vehicle_number: vehicle || null,
    };
    save.mutate(body, {
      onSuccess: (r) => {
        if (r.success) {
          notifySuccess(TRIP_OK.scheduled(r.data.length));
          return onClose();
        }
        const found = allErrors(r.errors ?? {});
        setErrors(found);
        if (Object.keys(found).length === 0) notifyError(r.message);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            This booking has no tours or flights to schedule. Add them on the booking first.
          </Text>
        ) : (
          <Stack gap="xs" role="group" aria-label="Tours and flights">
            {items.map((i) => (
              <LineRow
                key={keyOf(i)}
                item={i}
                checked={!!picked[keyOf(i)]}
                onCheck={(on) => setPicked((p) => ({ ...p, [keyOf(i)]: on }))}
                time={timeOf(i)}
                onTime={(t) => setTimes((p) => ({ ...p, [keyOf(i)]: t }))}
                timeError={rowError(i, 'service_time')}
                lineError={rowError(i, 'line_id')}
              />
            ))}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DriverPicker
            value={driver}
            onChange={(c, details) => {
              setDriver(c);
              if (details) {
                setMobile(details.driver_mobile);
                setVehicle(details.vehicle_number);
              }
            }}
            error={errors.driver_name ?? errors.driver_id}
          />
          <TextInput
            label="Driver Mobile"
            type="tel"
            value={mobile}
            error={errors.driver_mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
          />
          <TextInput
            label="Vehicle Number"
            value={vehicle}
            error={errors.vehicle_number}
            onChange={(e) => setVehicle(e.currentTarget.value)}
          />
        </SimpleGrid>
        <ClashWarning results={clashes} driver={driver.driver_name} many />
        {errors.items && (
          <Text c="red.9" size="sm" role="alert">
            {errors.items}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || chosen.length === 0}>
            {save.isPending
              ? 'Saving...'
              : `Schedule ${chosen.length} service${chosen.length === 1 ? '' : 's'}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LineRow(props: {
  item: SchedulableItem;
  checked: boolean;
  onCheck: (on: boolean) => void;
  time: string;
  onTime: (t: string) => void;
  timeError: string | undefined;
  lineError: string | undefined;
}) {
  const i = props.item;
  const facts = [
    i.plan_date ? formatDate(i.plan_date) : 'No date',
    i.kind === 'flight'
      ? i.service_time
        ? `Lands ${i.service_time}`
        : 'Pickup time needed'
      : (i.service_time ?? 'No time'),
    i.pax,
    i.hotel_name,
  ].filter(Boolean);
  return (
    <Card withBorder radius="sm" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Checkbox
          checked={props.checked}
          disabled={!i.plan_date}
          onChange={(e) => props.onCheck(e.currentTarget.checked)}
          label={i.service_description}
          description={i.plan_date ? facts.join(' · ') : TRIP_SERVER.lineNoDate}
          error={props.lineError}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        {i.scheduled.length > 0 && (
          <Badge color="blue" variant="light" c="dark.7" miw="max-content">
            Scheduled {i.scheduled.map((s) => formatDate(s.plan_date)).join(', ')}
          </Badge>
        )}
      </Group>
      {props.checked && asksTime(i) && (
        <TextInput
          mt="xs"
          ml={32}
          maw={200}
          type="time"
          label="Pickup time"
          aria-label={`Pickup time for ${i.service_description}`}
          required
          value={props.time}
          error={props.timeError}
          onChange={(e) => props.onTime(e.currentTarget.value)}
        />
      )}
    </Card>
  );
}
