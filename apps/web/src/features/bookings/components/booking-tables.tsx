import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingWithLines } from '@app/contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate, todayLocal } from '../../../lib/format.ts';
import { can, labelOf } from '@app/contract/constants';
import { useCurrentUser } from '../../../lib/session.ts';
import type { ServiceKind } from '../api/bookings-api.ts';
import type { ServiceMove } from './service-moves.ts';
import type { ServiceOf } from './service-state.tsx';
import { ServiceStatus, SupplierCell, useServiceMoves } from './service-state.tsx';

/** A booking's lines of one kind as a table: `cells` gives a line's cells in `head`'s order. */
function LinesCard<T extends ServiceOf>(props: {
  title: string;
  head: string[];
  lines: T[];
  cells: (line: T) => ReactNode[];
}) {
  if (props.lines.length === 0) return null;
  return (
    <SectionCard title={props.title} named count={props.lines.length}>
      <Table.ScrollContainer minWidth={760}>
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
                {props.cells(line).map((cell, i, all) => (
                  <Table.Td
                    key={props.head[i]}
                    // A cancelled service is struck through, all but its state.
                    td={
                      line.service_state === 'cancelled' && i < all.length - 1
                        ? 'line-through'
                        : undefined
                    }
                    c={
                      line.service_state === 'cancelled' && i < all.length - 1
                        ? 'dimmed'
                        : undefined
                    }
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/**
 * Accommodations, Tours / Services and Flight Details, each only when it has lines: each line
 * with its supplier and cost, and where it stands with the supplier (issue 33), moved from its
 * menu by those who edit bookings.
 */
export function BookingTables({ booking: b }: { booking: BookingWithLines }) {
  const mayEdit = can(useCurrentUser(), 'edit_bookings');
  const moves = useServiceMoves(b.id);
  const today = todayLocal();
  const status = (kind: ServiceKind, line: ServiceOf, name: string, date: string | null) => (
    <ServiceStatus
      kind={kind}
      line={line}
      name={name}
      date={date}
      today={today}
      onMove={mayEdit ? (m: ServiceMove) => moves.start(m) : undefined}
    />
  );
  return (
    <>
      <LinesCard
        title="Accommodations"
        head={[
          'Hotel',
          'Check-in',
          'Check-out',
          'Nights',
          'Rooms',
          'Meal Plan',
          'Supplier',
          'Status',
        ]}
        lines={b.accommodations}
        cells={(a) => [
          `${a.hotel_name}${a.room_type ? ` · ${a.room_type}` : ''}`,
          formatDate(a.check_in_date),
          formatDate(a.check_out_date),
          a.number_of_nights,
          a.number_of_rooms,
          labelOf('mealPlan', a.meal_plan),
          <SupplierCell line={a} />,
          status('accommodations', a, a.hotel_name, a.check_in_date),
        ]}
      />
      <LinesCard
        title="Tours / Services"
        head={['Service', 'Date', 'Pickup', 'Transfer', 'Pax', 'Supplier', 'Status']}
        lines={b.tours}
        cells={(t) => [
          t.service_name,
          formatDate(t.service_date) || '—',
          t.pickup_time ?? '—',
          <ValueBadge kind="transferType" value={t.transfer_type} />,
          `${t.adult_count}A${t.child_count ? ` + ${t.child_count}C` : ''}`,
          <SupplierCell line={t} />,
          status('tours', t, t.service_name, t.service_date),
        ]}
      />
      <LinesCard
        title="Flight Details"
        head={[
          'Type',
          'Airline',
          'Flight',
          'Date',
          'Departs',
          'Arrives',
          'Route',
          'PNR',
          'Supplier',
          'Status',
        ]}
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
          <SupplierCell line={f} />,
          status('flights', f, `${f.airline} ${f.flight_number}`, f.flight_date),
        ]}
      />
      {moves.dialog}
    </>
  );
}
