import { Anchor, Stack, Title } from '@mantine/core';
import { IconCoinRupee, IconReceipt } from '@tabler/icons-react';
import { quarterOf, quarterRule } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { FigureGrid } from '../../../components/figure-grid.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { BooksAgreeCard } from './books-agree.tsx';
import { ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { formatDate, formatInr, agencyToday } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { TcsRegister } from '../api/tcs-api.ts';
import { useTcsRegister } from '../api/tcs-api.ts';
import { quarterLabel, recentQuarters } from '../periods.ts';
import { PeriodSelect } from './period-select.tsx';

const RULES = { quarter: quarterRule };

type Row = TcsRegister['rows'][number];
type Buyer = TcsRegister['buyers'][number];

const ROWS: Column<Row>[] = [
  { key: 'date', header: 'Date', nowrap: true, cell: (r) => formatDate(r.collected_on) },
  {
    key: 'file',
    header: 'File',
    nowrap: true,
    cell: (r) => (
      <Anchor component={Link} to={paths.bookingDetail(r.booking.id)}>
        {r.booking.file_number}
      </Anchor>
    ),
  },
  { key: 'receipt', header: 'Receipt', nowrap: true, cell: (r) => r.receipt_number ?? '—' },
  { key: 'buyer', header: 'Buyer', cell: (r) => r.buyer_name },
  { key: 'pan', header: 'PAN', nowrap: true, cell: (r) => r.buyer_pan ?? 'No PAN' },
  {
    key: 'received',
    header: 'Received',
    align: 'right',
    nowrap: true,
    cell: (r) => formatInr(r.received),
  },
  { key: 'rate', header: 'Rate', align: 'right', nowrap: true, cell: (r) => `${r.rates}%` },
  { key: 'tcs', header: 'TCS', align: 'right', nowrap: true, cell: (r) => formatInr(r.tcs) },
];

const BUYERS: Column<Buyer>[] = [
  { key: 'buyer', header: 'Buyer', cell: (b) => b.buyer_name },
  { key: 'pan', header: 'PAN', nowrap: true, cell: (b) => b.buyer_pan ?? 'No PAN' },
  { key: 'receipts', header: 'Receipts', align: 'right', cell: (b) => b.receipts },
  {
    key: 'dates',
    header: 'Collected',
    nowrap: true,
    cell: (b) =>
      b.first_on === b.last_on
        ? formatDate(b.first_on)
        : `${formatDate(b.first_on)} – ${formatDate(b.last_on)}`,
  },
  {
    key: 'received',
    header: 'Received',
    align: 'right',
    nowrap: true,
    cell: (b) => formatInr(b.received),
  },
  { key: 'tcs', header: 'TCS', align: 'right', nowrap: true, cell: (b) => formatInr(b.tcs) },
];

/**
 * A quarter's TCS register (decision 057): the receipts on overseas packages that carried TCS
 * (Form 27EQ's annexure, collection code O), each buyer's quarter for its certificate (Form
 * 27D), and whether the register agrees with TCS Payable in the books.
 */
export function TcsRegisterPage() {
  const params = useListParams(RULES);
  const today = agencyToday();
  const quarter = params.filters.quarter || quarterOf(today);
  const q = useTcsRegister(quarter);
  const r = q.data?.data;
  const quarters = recentQuarters(today);
  const agrees = r ? r.totals.tcs === r.ledger_tcs : null;
  return (
    <>
      <PageHeader
        title="TCS Register"
        subtitle="Tax collected at source on overseas tour packages · amounts in INR"
        actions={
          <ExportButton
            file="GET /exports/tcs/register"
            query={`?quarter=${quarter}`}
            stem={`tcs-register-${quarter}`}
          />
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <PeriodSelect
          label="Quarter"
          w={260}
          value={quarter}
          periods={quarters}
          name={quarterLabel}
          onChoose={(v) => params.setFilter('quarter', v)}
        />
      </FilterBar>
      <ErrorText error={q.error} />
      {r && (
        <FigureGrid mb="lg">
          <StatCard
            label="Receipts with TCS"
            value={r.totals.receipts}
            icon={<IconReceipt size={18} />}
            color="blue"
          />
          <StatCard
            label="Received for packages"
            value={formatInr(r.totals.received)}
            icon={<IconCoinRupee size={18} />}
            color="teal"
          />
          <StatCard
            label="TCS collected"
            value={formatInr(r.totals.tcs)}
            icon={<IconCoinRupee size={18} />}
            color="grape"
          />
          <BooksAgreeCard
            label="TCS Payable in the books"
            amount={formatInr(r.ledger_tcs)}
            agrees={agrees}
          />
        </FigureGrid>
      )}
      <Stack gap="lg">
        <DataTable
          caption={`TCS collected in ${quarter} (collection code ${r?.collection_code ?? 'O'})`}
          columns={ROWS}
          rows={r?.rows}
          loading={q.isPending}
          emptyText="No TCS was collected in this quarter"
        />
        <div>
          <Title order={3} size="h4" mb="xs">
            Buyers&apos; certificates (Form 27D)
          </Title>
          <DataTable
            caption={`Each buyer's TCS in ${quarter}`}
            columns={BUYERS}
            rows={r?.buyers}
            rowKey={(b) => `${b.buyer_pan ?? ''}·${b.buyer_name}`}
            loading={q.isPending}
            emptyText="No buyers in this quarter"
          />
        </div>
      </Stack>
    </>
  );
}
