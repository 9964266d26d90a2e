import { Badge, Card, Group, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingWithLines } from '@app/contract';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { labelOf } from '@app/contract/constants';

function LinesCard({
  title,
  count,
  head,
  children,
}: {
  title: string;
  count: number;
  head: string[];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light">{count}</Badge>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Accommodations, Tours / Services and Flight Details, each only when it has lines. */
export function BookingTables({ booking: b }: { booking: BookingWithLines }) {
  return (
    <>
      {b.accommodations.length > 0 && (
        <LinesCard
          title="Accommodations"
          count={b.accommodations.length}
          head={['Hotel', 'Check-in', 'Check-out', 'Nights', 'Rooms', 'Meal Plan', 'Confirmation']}
        >
          {b.accommodations.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {a.hotel_name}
                {a.room_type ? ` · ${a.room_type}` : ''}
              </Table.Td>
              <Table.Td>{formatDate(a.check_in_date)}</Table.Td>
              <Table.Td>{formatDate(a.check_out_date)}</Table.Td>
              <Table.Td>{a.number_of_nights}</Table.Td>
              <Table.Td>{a.number_of_rooms}</Table.Td>
              <Table.Td>{labelOf('mealPlan', a.meal_plan)}</Table.Td>
              <Table.Td>{a.confirmation_number ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </LinesCard>
      )}
      {b.tours.length > 0 && (
        <LinesCard
          title="Tours / Services"
          count={b.tours.length}
          head={['Service', 'Date', 'Pickup', 'Transfer', 'Pax']}
        >
          {b.tours.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.service_name}</Table.Td>
              <Table.Td>{formatDate(t.service_date) || '—'}</Table.Td>
              <Table.Td>{t.pickup_time ?? '—'}</Table.Td>
              <Table.Td>
                <ValueBadge kind="transferType" value={t.transfer_type} />
              </Table.Td>
              <Table.Td>
                {t.adult_count}A{t.child_count ? ` + ${t.child_count}C` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </LinesCard>
      )}
      {b.flights.length > 0 && (
        <LinesCard
          title="Flight Details"
          count={b.flights.length}
          head={['Type', 'Airline', 'Flight', 'Date', 'Route', 'PNR']}
        >
          {b.flights.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <ValueBadge
                  kind="flightType"
                  value={f.flight_type === 'arrival' ? 'arrival' : 'departure'}
                />
              </Table.Td>
              <Table.Td>{f.airline}</Table.Td>
              <Table.Td>{f.flight_number}</Table.Td>
              <Table.Td>{formatDate(f.flight_date) || '—'}</Table.Td>
              <Table.Td>{[f.from_city, f.to_city].filter(Boolean).join(' → ') || '—'}</Table.Td>
              <Table.Td>{f.pnr_number ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </LinesCard>
      )}
    </>
  );
}
