import { Anchor, Group, SegmentedControl, Text } from '@mantine/core';
import { IconCoinRupee, IconFileText } from '@tabler/icons-react';
import type { Gstr1Section } from '@app/contract/constants';
import {
  GSTR1_SECTION_LABELS,
  gstMonthRule,
  quarterOf,
  quarterRule,
} from '@app/contract/constants';
import { addMoney } from '@app/contract/hundredths';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { FigureGrid } from '../../../components/figure-grid.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { BooksAgreeCard } from './books-agree.tsx';
import { ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatInr, agencyToday } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { GstPeriodQuery, Gstr1Summary } from '../api/gst-returns-api.ts';
import { useGstr1Summary } from '../api/gst-returns-api.ts';
import { monthName, quarterLabel, recentMonths, recentQuarters } from '../periods.ts';
import { PeriodSelect } from './period-select.tsx';

const RULES = { month: gstMonthRule, quarter: quarterRule };

type Row = Gstr1Summary['sections'][number];

/** A file of the return, fetched with the session's token. */
const download = (
  key: 'GET /gst-returns/gstr1/csv' | 'GET /gst-returns/gstr1/json',
  period: GstPeriodQuery,
  name: string,
  section?: Gstr1Section,
) =>
  downloadFile(
    key,
    { query: new URLSearchParams({ ...period, ...(section ? { section } : {}) }) },
    name,
    true,
  );

/**
 * GSTR-1 for a month or a quarter (decision 053): each table's documents, taxable value and tax,
 * each table's CSV in the offline tool's columns and the whole return as GSTN's JSON, and
 * whether the return's tax agrees with the output accounts in the books.
 */
export function GstReturnsPage() {
  const params = useListParams(RULES);
  const [, setSearch] = useSearchParams();
  const today = agencyToday();
  const quarter = !params.filters.month ? params.filters.quarter : '';
  const month = quarter ? '' : params.filters.month || today.slice(0, 7);
  const period: GstPeriodQuery = quarter ? { quarter } : { month };
  const label = quarter || month;
  const q = useGstr1Summary(period);
  const r = q.data?.data;
  const agrees = r?.agrees ?? null;
  const months = recentMonths(today);
  const quarters = recentQuarters(today);
  const choose = (kind: 'month' | 'quarter', value: string) =>
    setSearch(new URLSearchParams({ [kind]: value }), { replace: true });
  const reportPeriod = r
    ? `?from=${r.from.slice(0, 7)}&to=${r.to.slice(0, 7)}`
    : `?from=${month}&to=${month}`;

  const COLUMNS: Column<Row>[] = [
    { key: 'section', header: 'Section', cell: (s) => GSTR1_SECTION_LABELS[s.section] },
    { key: 'count', header: 'Documents', align: 'right', cell: (s) => s.count },
    {
      key: 'taxable',
      header: 'Taxable value',
      align: 'right',
      nowrap: true,
      cell: (s) => formatInr(s.taxable),
    },
    { key: 'igst', header: 'IGST', align: 'right', nowrap: true, cell: (s) => formatInr(s.igst) },
    { key: 'cgst', header: 'CGST', align: 'right', nowrap: true, cell: (s) => formatInr(s.cgst) },
    { key: 'sgst', header: 'SGST', align: 'right', nowrap: true, cell: (s) => formatInr(s.sgst) },
    {
      key: 'csv',
      header: 'CSV',
      cell: (s) => (
        <DownloadButton
          size="compact-sm"
          iconSize={14}
          label="CSV"
          aria-label={`Download ${s.section} CSV`}
          download={() =>
            download(
              'GET /gst-returns/gstr1/csv',
              period,
              `GSTR1-${s.section}-${label}.csv`,
              s.section,
            )
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="GST Returns"
        subtitle="GSTR-1 from the tax invoices and notes issued · amounts in INR"
        actions={
          <Group gap="xs">
            <Anchor component={Link} to={`${paths.reportGstSummary}${reportPeriod}`}>
              GST summary report
            </Anchor>
            <DownloadButton
              label="GSTR-1 JSON"
              download={() =>
                download('GET /gst-returns/gstr1/json', period, `GSTR1-${label}.json`)
              }
            />
          </Group>
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SegmentedControl
          aria-label="Period"
          value={quarter ? 'quarter' : 'month'}
          onChange={(v) =>
            v === 'quarter'
              ? choose('quarter', quarterOf(today))
              : choose('month', today.slice(0, 7))
          }
          data={[
            { value: 'month', label: 'Month' },
            { value: 'quarter', label: 'Quarter' },
          ]}
        />
        {quarter ? (
          <PeriodSelect
            label="Quarter"
            w={260}
            value={quarter}
            periods={quarters}
            name={quarterLabel}
            onChoose={(v) => choose('quarter', v)}
          />
        ) : (
          <PeriodSelect
            label="Month"
            w={220}
            value={month}
            periods={months}
            name={monthName}
            onChoose={(v) => choose('month', v)}
          />
        )}
      </FilterBar>
      <ErrorText error={q.error} />
      {r && (
        <FigureGrid mb="lg">
          <StatCard
            label="Taxable value"
            value={formatInr(r.totals.taxable)}
            icon={<IconFileText size={18} />}
            color="blue"
          />
          <StatCard
            label="Output tax in the return"
            value={formatInr(sumTax(r.totals))}
            icon={<IconCoinRupee size={18} />}
            color="grape"
          />
          <BooksAgreeCard
            label="Output tax in the books"
            amount={formatInr(sumTax(r.ledger))}
            agrees={agrees}
          />
        </FigureGrid>
      )}
      {r && !agrees && (
        <Text c="red.8" mb="md">
          The return&apos;s IGST {formatInr(r.totals.igst)}, CGST {formatInr(r.totals.cgst)}, SGST{' '}
          {formatInr(r.totals.sgst)}; the books&apos; IGST {formatInr(r.ledger.igst)}, CGST{' '}
          {formatInr(r.ledger.cgst)}, SGST {formatInr(r.ledger.sgst)}.
        </Text>
      )}
      <DataTable
        caption={`GSTR-1 for ${quarter ? quarterLabel(quarter) : monthName(month)}${r?.gstin ? ` · GSTIN ${r.gstin}` : ''}`}
        columns={COLUMNS}
        rows={r?.sections}
        rowKey={(s) => s.section}
        loading={q.isPending}
        emptyText="No tax documents in this period"
      />
    </>
  );
}

/** IGST + CGST + SGST, summed exactly in paise. */
const sumTax = (t: { igst: string; cgst: string; sgst: string }) =>
  addMoney([t.igst, t.cgst, t.sgst]);
