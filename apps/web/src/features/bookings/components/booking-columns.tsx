import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Booking } from '@app/contract';
import type { Column } from '../../../components/data-table.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, groupMoney } from '../../../lib/format.ts';

/** Adults/children/infants, as the list shows them (the spec's A/C/I). */
const paxText = (b: Pick<Booking, 'total_adults' | 'total_children' | 'total_infants'>) =>
  `${b.total_adults} A / ${b.total_children} C / ${b.total_infants} I`;

/** A second line under a cell's main text. */
const Sub = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

/**
 * The bookings list's columns; `actions` is the row's last column (view, edit, delete). Denser
 * than the spec's eleven columns so that sale, balance and status are in view at 1280 px
 * without scrolling sideways (docs/decisions/035): guest with mobile (the spec pairs them),
 * the trip as destination, dates and pax, and money in the headers' currency.
 */
export function bookingColumns(actions: Column<Booking>): Column<Booking>[] {
  return [
    {
      key: 'file',
      sortKey: 'file_number',
      header: 'File No.',
      nowrap: true,
      cell: (b) => (
        <Text fw={600} size="sm">
          {b.file_number}
        </Text>
      ),
    },
    // Minimum widths: long names wrap in a few lines, not one word a line.
    {
      key: 'guest',
      sortKey: 'guest_name',
      header: 'Guest',
      cell: (b) => (
        <Stack gap={0} miw={120}>
          <Text size="sm">{b.guest_name}</Text>
          {b.guest_mobile && <Sub>{b.guest_mobile}</Sub>}
        </Stack>
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      cell: (b) => (
        <Text size="sm" miw={90}>
          {b.agent?.name ?? '—'}
        </Text>
      ),
    },
    {
      key: 'trip',
      sortKey: 'travel_start_date',
      header: 'Trip',
      cell: (b) => (
        <Stack gap={0} miw={110}>
          <Text size="sm">{b.destination ?? '—'}</Text>
          <Sub>{formatDateRange(b.travel_start_date, b.travel_end_date) || 'No dates'}</Sub>
          <Sub>{paxText(b)}</Sub>
        </Stack>
      ),
    },
    {
      key: 'sale',
      sortKey: 'sale_amount',
      header: 'Sale',
      align: 'right',
      nowrap: true,
      // The figure, with its file's currency on the line below (a mark before it would widen
      // the column past what 1280 px holds beside the status).
      cell: (b) => (
        <>
          {groupMoney(b.sale_amount, b.currency)}
          <Sub>{b.currency}</Sub>
        </>
      ),
    },
    {
      key: 'balance',
      sortKey: 'balance_due',
      header: 'Balance',
      align: 'right',
      nowrap: true,
      cell: (b) => (
        <>
          <Text size="sm" fw={600} c={Number(b.balance_due) > 0 ? 'red.9' : 'teal.9'}>
            {groupMoney(b.balance_due, b.currency)}
          </Text>
          <Sub>{b.currency}</Sub>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (b) => (
        <Stack gap={4}>
          <ValueBadge kind="bookingStatus" value={b.status} />
          <ValueBadge kind="paymentStatus" value={b.payment_status} />
        </Stack>
      ),
    },
    actions,
  ];
}
