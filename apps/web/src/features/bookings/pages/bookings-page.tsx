import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconFiles, IconPlus, IconReceipt, IconTrendingUp } from '@tabler/icons-react';
import type { Booking } from '@app/contract';
import { bookingListQuery, LIST_SORTS, sortValues } from '@app/contract';
import { BOOKING_OK, can, labelOptions } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { FigureGrid } from '../../../components/figure-grid.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { formatAed, formatDateRange, totalText } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSavedId } from '../../../lib/after-save.tsx';
import { pickRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { ParamsNotice } from '../../../components/states.tsx';
import {
  useBooking,
  useBookings,
  useBookingStatistics,
  useDeleteBooking,
} from '../api/bookings-api.ts';

// `balance=due` is the dashboard's "Bookings with balance due" link: the same filter, the same count.
const FILTERS = ['search', 'status', 'payment_status', 'date_from', 'date_to', 'balance'] as const;
const RULES = pickRules(bookingListQuery, FILTERS);
const SORTS = sortValues(LIST_SORTS.bookings);

export const paxText = (b: Pick<Booking, 'total_adults' | 'total_children' | 'total_infants'>) =>
  `${b.total_adults}/${b.total_children}/${b.total_infants}`;

export default function BookingsPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage } = params;
  const list = useBookings(page, filters, params.sort);
  usePageInRange(params, list.data);
  const savedId = useSavedId();
  const stats = useBookingStatistics(filters);
  const remove = useDeleteBooking();
  const user = useCurrentUser();

  const askDelete = (b: Booking) =>
    confirmAction({
      title: 'Delete Booking',
      message: 'Are you sure you want to delete this booking?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(b.id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(BOOKING_OK.deleted) : notifyError(r.message),
        }),
    });

  const s = stats.data?.data;
  const cards = [
    {
      label: 'Total Bookings',
      value: s ? (
        <>
          {s.total_bookings}
          {s.cancelled_bookings > 0 && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              ({s.cancelled_bookings} cancelled)
            </Text>
          )}
        </>
      ) : (
        '…'
      ),
      icon: <IconFiles size={22} />,
      color: 'blue',
    },
    {
      label: 'Total Sale',
      value: s ? formatAed(s.total_sale_amount) : '…',
      icon: <IconReceipt size={22} />,
      color: 'teal',
    },
    {
      label: 'Total Profit',
      value: s ? formatAed(s.total_profit) : '…',
      icon: <IconTrendingUp size={22} />,
      color: 'green',
    },
    {
      label: 'Balance Due',
      value: s ? formatAed(s.total_balance_due) : '…',
      icon: <IconCash size={22} />,
      color: 'orange',
    },
  ];

  const columns: Column<Booking>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (b) => (
        <RowActions
          name={b.file_number}
          viewTo={paths.bookingDetail(b.id)}
          editTo={can(user, 'edit_bookings') && paths.bookingEdit(b.id)}
          onDelete={can(user, 'delete_bookings') && (() => askDelete(b))}
        />
      ),
    },
  ];

  const data = list.data;
  const statusSelect = (
    key: 'status' | 'payment_status',
    all: string,
    kind: 'bookingStatus' | 'paymentStatus',
  ) => (
    <Select
      label={key === 'status' ? 'Status' : 'Payment status'}
      w={170}
      value={filters[key] || 'all'}
      onChange={(v) => setFilter(key, v === 'all' || !v ? '' : v)}
      data={[{ value: 'all', label: all }, ...labelOptions(kind)]}
      allowDeselect={false}
    />
  );

  return (
    <>
      <PageHeader
        title="Bookings / Files"
        subtitle="Every file with its hotels, tours, flights and payments (AED)"
        actions={
          <>
            <ListExportButton list="bookings" query={params.query} />
            {can(user, 'create_bookings') && (
              <Button
                component={Link}
                to={paths.bookingCreate}
                leftSection={<IconPlus size={16} />}
              >
                New Booking
              </Button>
            )}
          </>
        }
      />
      <FigureGrid min="12rem" mb="lg">
        {cards.map((c) => (
          <StatCard key={c.label} {...c} />
        ))}
      </FigureGrid>
      {s && s.cancelled_bookings > 0 && (
        <Text size="sm" c="dimmed" mt={-8} mb="md">
          Total Sale, Total Profit and Balance Due leave out the {s.cancelled_bookings} cancelled{' '}
          {s.cancelled_bookings === 1 ? 'file' : 'files'}.
        </Text>
      )}
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SearchInput
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          placeholder="Search file number, guest, mobile or destination"
        />
        {statusSelect('status', 'All Status', 'bookingStatus')}
        {statusSelect('payment_status', 'All Payments', 'paymentStatus')}
        <Select
          label="Balance"
          w={170}
          value={filters.balance || 'all'}
          onChange={(v) => setFilter('balance', v === 'all' || !v ? '' : v)}
          data={[
            { value: 'all', label: 'All Balances' },
            { value: 'due', label: 'Balance Due' },
          ]}
          allowDeselect={false}
        />
        <TextInput
          label="Travel from"
          type="date"
          value={filters.date_from}
          onChange={(e) => setFilter('date_from', e.currentTarget.value)}
        />
        <TextInput
          label="Travel to"
          type="date"
          value={filters.date_to}
          onChange={(e) => setFilter('date_to', e.currentTarget.value)}
        />
      </FilterBar>
      <DataTable
        caption="Bookings"
        columns={columns}
        rows={data?.data}
        rowKey={(b) => b.id}
        saved={{ id: savedId, useRecord: useBooking }}
        sort={{ value: params.sort, onChange: params.setSort }}
        loading={list.isPending}
        emptyText="No bookings found"
        footer={pagedFooter(
          data,
          setPage,
          (d) => `Showing ${d.data.length} of ${totalText(d)} entries`,
        )}
      />
    </>
  );
}
