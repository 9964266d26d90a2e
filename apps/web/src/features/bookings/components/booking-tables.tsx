import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { BookingWithLines } from '@app/contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate, agencyToday } from '../../../lib/format.ts';
import { can, labelOf } from '@app/contract/constants';
import { useCurrentUser } from '../../../lib/session.ts';
import type { ServiceKind } from '../api/bookings-api.ts';
import type { ServiceMove } from './service-moves.ts';
import type { ServiceOf } from './service-state.tsx';
import { ServiceRow, useServiceMoves } from './service-state.tsx';
import { useServiceOrders } from './service-order-actions.tsx';

const SERVICE_IN_VIEW = {
  position: 'sticky',
  left: 'var(--table-horizontal-spacing, 10px)',
  maxWidth: 'calc(100cqi - 2 * var(--table-horizontal-spacing, 10px))',
} as const;

/**
 * A booking's lines of one kind as a table: `cells` gives a line's cells in `head`'s order, and
 * under each line a row of its service with its supplier (`service`), so the table stays as
 * narrow as it was. A cancelled service's line is struck through.
 */
function LinesCard<T extends ServiceOf>(props: {
  title: string;
  head: string[];
  lines: T[];
  cells: (line: T) => ReactNode[];
  service: (line: T) => ReactNode;
}) {
  if (props.lines.length === 0) return null;
  return (
    <SectionCard title={props.title} named count={props.lines.length}>
      {/* A container: the service rows keep to its visible width (cqi) on a narrow screen. */}
      <Table.ScrollContainer minWidth={560} style={{ containerType: 'inline-size' }}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {props.head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.lines.map((line) => {
              const cancelled = line.service_state === 'cancelled';
              return (
                <Fragment key={line.id}>
                  <Table.Tr style={{ borderBottom: 0 }}>
                    {props.cells(line).map((cell, i) => (
                      <Table.Td
                        key={props.head[i]}
                        pb={0}
                        td={cancelled ? 'line-through' : undefined}
                        c={cancelled ? 'dimmed' : undefined}
                      >
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td colSpan={props.head.length} pt={6}>
                      {/* In view while the line's columns scroll sideways. */}
                      <div style={SERVICE_IN_VIEW}>{props.service(line)}</div>
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/**
 * Accommodations, Tours / Services and Flight Details, each only when it has lines: each line
 * with its supplier and cost, where it stands with the supplier, moved from its menu by those
 * who edit bookings, and its service order to the supplier (Send request, the order's PDF).
 */
export function BookingTables({ booking: b }: { booking: BookingWithLines }) {
  const mayEdit = can(useCurrentUser(), 'edit_bookings');
  const moves = useServiceMoves(b.id);
  const orders = useServiceOrders(b);
  const today = agencyToday();
  const service = (kind: ServiceKind, line: ServiceOf, name: string, date: string | null) => (
    <ServiceRow
      kind={kind}
      line={line}
      name={name}
      date={date}
      today={today}
      onMove={mayEdit ? (m: ServiceMove) => moves.start(m) : undefined}
      actions={orders.actions(kind, line, name)}
    />
  );
  return (
    <>
      <LinesCard
        title="Accommodations"
        head={['Hotel', 'Check-in', 'Check-out', 'Nights', 'Rooms', 'Meal Plan']}
        lines={b.accommodations}
        cells={(a) => [
          `${a.hotel_name}${a.room_type ? ` · ${a.room_type}` : ''}`,
          formatDate(a.check_in_date),
          formatDate(a.check_out_date),
          a.number_of_nights,
          a.number_of_rooms,
          labelOf('mealPlan', a.meal_plan),
        ]}
        service={(a) => service('accommodations', a, a.hotel_name, a.check_in_date)}
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
        service={(t) => service('tours', t, t.service_name, t.service_date)}
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
        service={(f) => service('flights', f, `${f.airline} ${f.flight_number}`, f.flight_date)}
      />
      {moves.dialog}
    </>
  );
}
