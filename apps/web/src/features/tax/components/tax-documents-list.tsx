import { Anchor, Group, Text } from '@mantine/core';
import { dateRule, TAX_DOCUMENT_LABELS } from '@app/contract/constants';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { formatDate, formatInr, totalText } from '../../../lib/format.ts';
import { sumMoney } from '../../../lib/money-sum.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import type { TaxDocumentRow } from '../api/tax-api.ts';
import { useTaxDocuments } from '../api/tax-api.ts';

// The server's rules for the period (taxDocumentListQuery), read without zod.
const RULES = { from: dateRule('from'), to: dateRule('to') };

const taxOf = (d: TaxDocumentRow) => sumMoney([d.cgst, d.sgst, d.igst]);
/** A credit note takes its value off: the page's totals count it negative. */
const signed = (d: TaxDocumentRow, amount: string) =>
  d.kind === 'credit_note' ? `-${amount}` : amount;

const COLUMNS: Column<TaxDocumentRow>[] = [
  { key: 'date', header: 'Date', cell: (d) => formatDate(d.issue_date), nowrap: true },
  { key: 'number', header: 'Number', cell: (d) => d.number, nowrap: true },
  {
    key: 'kind',
    header: 'Kind',
    cell: (d) =>
      `${TAX_DOCUMENT_LABELS[d.kind]}${d.invoice ? ` (against ${d.invoice.number})` : ''}`,
  },
  {
    key: 'file',
    header: 'File',
    nowrap: true,
    cell: (d) => (
      <Anchor component={Link} to={paths.bookingDetail(d.booking.id)}>
        {d.booking.file_number}
      </Anchor>
    ),
  },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (d) => (
      <>
        {d.buyer_name}
        <Text size="xs" c="dimmed">
          {d.buyer_gstin ?? 'Unregistered'} · {d.place_of_supply}
        </Text>
      </>
    ),
  },
  {
    key: 'taxable',
    header: 'Taxable',
    align: 'right',
    nowrap: true,
    cell: (d) => formatInr(d.taxable),
  },
  { key: 'tax', header: 'Tax', align: 'right', nowrap: true, cell: (d) => formatInr(taxOf(d)) },
  { key: 'total', header: 'Total', align: 'right', nowrap: true, cell: (d) => formatInr(d.total) },
];

/** Tax invoices, debit and credit notes by issue date, a period in the URL, the page's totals. */
export function TaxDocumentsPage() {
  const params = useListParams(RULES);
  const { filters } = params;
  const q = useTaxDocuments({ page: params.page, from: filters.from, to: filters.to });
  usePageInRange(params, q.data);
  const rows = q.data?.data;
  const chosen = !!(filters.from || filters.to);
  const taxable = sumMoney((rows ?? []).map((d) => signed(d, d.taxable)));
  const tax = sumMoney((rows ?? []).map((d) => signed(d, taxOf(d))));
  return (
    <>
      <PageHeader
        title="Tax Documents"
        subtitle={q.data ? `${totalText(q.data)} invoices and notes · amounts in INR` : undefined}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <DateRangeFilter params={params} keys={['from', 'to']} />
        {chosen && <ClearFiltersButton onClick={params.clear} />}
      </FilterBar>
      <ErrorText error={q.error} />
      <DataTable
        caption="Tax documents"
        columns={COLUMNS}
        rows={rows}
        loading={q.isPending}
        emptyText="No tax documents in this period"
        footer={
          q.data && (
            <Group justify="space-between" wrap="wrap" w="100%">
              <Text size="sm" fw={600} data-testid="page-totals">
                This page: taxable {formatInr(taxable)} · tax {formatInr(tax)}
              </Text>
              {pagedFooter(q.data, params.setPage, (d) => `${totalText(d)} documents`)}
            </Group>
          )
        }
      />
    </>
  );
}
