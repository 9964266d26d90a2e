import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingWithLines } from '@app/contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { labelOf } from '@app/contract/constants';

/** A booking's lines of one kind as a table: `cells` gives a line's cells in `head`'s order. */
function LinesCard<T extends { id: number }>(props: {
  title: string;
  head: string[];
  lines: T[];
  cells: (line: T) => ReactNode[];
}) {
  if (props.lines.length === 0) return null;
  return (
    <SectionCard title={props.title} named count={props.lines.length}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {props.head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.lines.map((line) => (
              <Table.Tr key={line.id}>
                {props.cells(line).map((cell, i) => (
                  <Table.Td key={props.head[i]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/** Accommodations, Tours / Services and Flight Details, each only when it has lines. */
export function BookingTables({ booking: b }: { booking: BookingWithLines }) {
  return (
    <>
      <LinesCard
        title="Accommodations"
        head={['Hotel', 'Check-in', 'Check-out', 'Nights', 'Rooms', 'Meal Plan', 'Confirmation']}
        lines={b.accommodations}
        cells={(a) => [
          `${a.hotel_name}${a.room_type ? ` · ${a.room_type}` : ''}`,
          formatDate(a.check_in_date),
          formatDate(a.check_out_date),
          a.number_of_nights,
          a.number_of_rooms,
          labelOf('mealPlan', a.meal_plan),
          a.confirmation_number ?? '—',
        ]}
      />
      <LinesCard
        title="Tours / Services"
        head={['Service', 'Date', 'Pickup', 'Transfer', 'Pax']}
        lines={b.tours}
        cells={(t) => [
          t.service_name,
          formatDate(t.service_date) || '—',
          t.pickup_time ?? '—',
          <ValueBadge kind="transferType" value={t.transfer_type} />,
          `${t.adult_count}A${t.child_count ? ` + ${t.child_count}C` : ''}`,
        ]}
      />
      <LinesCard
        title="Flight Details"
        head={['Type', 'Airline', 'Flight', 'Date', 'Departs', 'Arrives', 'Route', 'PNR']}
        lines={b.flights}
        cells={(f) => [
          <ValueBadge
            kind="flightType"
            value={f.flight_type === 'arrival' ? 'arrival' : 'departure'}
          />,
          f.airline,
          f.flight_number,
          formatDate(f.flight_date) || '—',
          f.departure_time ?? '—',
          f.arrival_time ?? '—',
          [f.from_city, f.to_city].filter(Boolean).join(' → ') || '—',
          f.pnr_number ?? '—',
        ]}
      />
    </>
  );
}
