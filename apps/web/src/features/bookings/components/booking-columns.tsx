import { Stack, Text } from '@mantine/core';
import type { Booking } from '@app/contract';
import type { Column } from '../../../components/data-table.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatAed, formatDateRange } from '../../../lib/format.ts';

/** Adults/children/infants, as the list shows them. */
const paxText = (b: Pick<Booking, 'total_adults' | 'total_children' | 'total_infants'>) =>
  `${b.total_adults}/${b.total_children}/${b.total_infants}`;

/** The bookings list's columns; `actions` is the row's last column (view, edit, delete). */
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
    {
      key: 'guest',
      sortKey: 'guest_name',
      header: 'Guest',
      cell: (b) => (
        <Stack gap={0} miw={150}>
          <Text size="sm">{b.guest_name}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {b.guest_mobile ?? ''}
          </Text>
        </Stack>
      ),
    },
    // Minimum widths: long names wrap in a few lines, not one word a line (issue 17).
    {
      key: 'agent',
      header: 'Agent',
      cell: (b) => (
        <Text size="sm" miw={140}>
          {b.agent?.name ?? '—'}
        </Text>
      ),
    },
    {
      key: 'dest',
      header: 'Destination',
      cell: (b) => (
        <Text size="sm" miw={110}>
          {b.destination ?? '—'}
        </Text>
      ),
    },
    {
      key: 'dates',
      sortKey: 'travel_start_date',
      header: 'Travel Dates',
      nowrap: true,
      cell: (b) => formatDateRange(b.travel_start_date, b.travel_end_date) || '—',
    },
    { key: 'pax', header: 'Pax (A/C/I)', nowrap: true, cell: paxText },
    {
      key: 'sale',
      sortKey: 'sale_amount',
      header: 'Sale',
      align: 'right',
      nowrap: true,
      cell: (b) => formatAed(b.sale_amount),
    },
    {
      key: 'balance',
      sortKey: 'balance_due',
      header: 'Balance',
      align: 'right',
      nowrap: true,
      cell: (b) => (
        <Text size="sm" fw={600} c={Number(b.balance_due) > 0 ? 'red.9' : 'teal.9'}>
          {formatAed(b.balance_due)}
        </Text>
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
