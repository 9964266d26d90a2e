import { Box, Card, Select, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { ReportName } from '@app/contract';
import {
  REPORT_FIGURE_LABELS,
  REPORT_TITLES,
  REPORT_URL_RULES,
  REPORTS,
  SALES_BASES,
  SALES_BASIS_LABELS,
} from '@app/contract/constants';
import { lazy, Suspense, useId } from 'react';
import { useParams } from 'react-router';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNotFound, ParamsNotice, ErrorText } from '../../../components/states.tsx';
import { totalText } from '../../../lib/format.ts';
import type { ParamRules } from '../../../lib/list-params.ts';
import { useAgentOptions } from '../../../lib/options.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { useReport } from '../api/reports-api.ts';
import type { ReportDef } from '../report-defs.tsx';
import { REPORT_DEFS } from '../report-defs.tsx';
import { chartSummary } from '../summary.ts';
import classes from '../reports.module.css';

/** Axis ticks in short form (80M); the tooltip, table and summary keep every digit. */
const compactNumber = new Intl.NumberFormat('en', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compact = (v: number) => compactNumber.format(v);
const ReportChart = lazy(() => import('../components/report-chart.tsx'));
const CHART_HEIGHT = 300;

type Key = 'from' | 'to' | 'agent_id' | 'account_id' | 'by' | 'basis';

/**
 * Each report's URL rules: the contract's, zod-free, one for each query field but the page (which
 * useListParams reads). Typed as the keys the screen may set; a report has some of them.
 */
const RULES = REPORT_URL_RULES as unknown as Record<ReportName, ParamRules<Key>>;

export default function ReportPage() {
  const name = useParams().report as ReportName;
  if (!REPORTS.includes(name)) return <PageNotFound />;
  return <Report key={name} name={name} />;
}

function Report({ name }: { name: ReportName }) {
  const def: ReportDef = REPORT_DEFS[name];
  const params = useListParams(RULES[name]);
  const { filters, setFilter, page } = params;
  const query = { ...filters, page: page > 1 ? page : undefined };
  const q = useReport(name, query);
  const data = q.data?.data as never;
  const chart = data ? def.chart(data) : null;
  const table = data ? def.table(data) : null;
  const note = data && def.note ? def.note(data) : undefined;
  // Ageing and payables list agents a page at a time; the other reports are one page.
  const paged = (data as { last_page?: number } | undefined)?.last_page
    ? (data as { current_page: number; last_page: number; total: number })
    : undefined;
  usePageInRange(params, paged);
  const summaryId = useId();
  const title = REPORT_TITLES[name];
  const period = data as
    | { from?: string; to?: string; as_of?: string; basis?: keyof typeof SALES_BASIS_LABELS }
    | undefined;
  const basis = period?.basis
    ? ` · months by ${SALES_BASIS_LABELS[period.basis].toLowerCase()}`
    : '';

  return (
    <div className={classes.report}>
      <PageHeader
        title={title}
        subtitle={
          period?.from
            ? `${period.from} to ${period.to}${basis}`
            : period?.as_of
              ? `As of ${period.as_of}`
              : undefined
        }
        actions={
          <ExportButton
            file={`GET /reports/${name}/export`}
            query={params.query}
            stem={`report-${name}`}
          />
        }
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <div data-print-hide>
        <FilterBar>
          {def.period && (
            <>
              <TextInput
                label="From month"
                type="month"
                // Unchosen, the months the report answered for (the last twelve), not a blank.
                value={filters.from || period?.from?.slice(0, 7) || ''}
                onChange={(e) => setFilter('from', e.currentTarget.value)}
              />
              <TextInput
                label="To month"
                type="month"
                value={filters.to || period?.to?.slice(0, 7) || ''}
                onChange={(e) => setFilter('to', e.currentTarget.value)}
              />
            </>
          )}
          {def.agent && (
            <AgentFilter value={filters.agent_id} onChange={(v) => setFilter('agent_id', v)} />
          )}
          {def.basis && (
            <Select
              label="Months by"
              w={210}
              // Posting date is the report's default: left out of the URL.
              value={filters.basis || 'posting'}
              onChange={(v) => setFilter('basis', v === 'posting' || !v ? '' : v)}
              data={SALES_BASES.map((b) => ({ value: b, label: SALES_BASIS_LABELS[b] }))}
              allowDeselect={false}
            />
          )}
          {def.by && (
            <Select
              label="Order by"
              w={160}
              value={filters.by || 'sale'}
              onChange={(v) => setFilter('by', v === 'sale' || !v ? '' : v)}
              data={[
                { value: 'sale', label: REPORT_FIGURE_LABELS.sale },
                { value: 'profit', label: REPORT_FIGURE_LABELS.net_profit },
              ]}
              allowDeselect={false}
            />
          )}
        </FilterBar>
      </div>
      {note && (
        <Text c="dimmed" size="sm" mb="md">
          {note}
        </Text>
      )}
      <ErrorText error={q.error} />
      <Card withBorder radius="md" mb="lg" className={classes.chart}>
        <Title order={3} size="h5" mb="sm">
          Chart
        </Title>
        {chart && chart.rows.length > 0 ? (
          <figure style={{ margin: 0 }} aria-describedby={summaryId} data-testid="report-chart">
            {/* A scroll area of its own: recharts draws inside a zero-width box, and a narrow
                screen scrolls the chart rather than the page. */}
            <div style={{ overflowX: 'auto' }}>
              {/* A chunk that fails to load goes to the page's error boundary, as a page's does. */}
              <Suspense fallback={<Box h={CHART_HEIGHT} />}>
                <ReportChart
                  h={CHART_HEIGHT}
                  data={chart.rows}
                  dataKey="label"
                  series={chart.series}
                  valueFormatter={(v) => def.money(v)}
                  yAxisProps={{ tickFormatter: compact, width: 56 }}
                  withLegend
                  // The chart is hidden from assistive technology (the table and the summary
                  // give its figures), so recharts' keyboard layer must not put it in the tab order.
                  accessibilityLayer={false}
                  aria-hidden
                />
              </Suspense>
            </div>
            <VisuallyHidden id={summaryId}>{chartSummary(chart, def.money)}</VisuallyHidden>
          </figure>
        ) : (
          <Text c="dimmed">{q.isPending ? 'Loading...' : 'No figures in this period'}</Text>
        )}
      </Card>
      <DataTable
        caption={title}
        columns={table?.columns ?? []}
        rows={table?.rows}
        rowKey={(r) => r.key}
        loading={q.isPending}
        emptyText="No figures in this period"
        footer={pagedFooter(
          paged,
          params.setPage,
          (d) => `${totalText(d)} ${def.unit ?? 'agents'}`,
        )}
      />
    </div>
  );
}

function AgentFilter(props: { value: string; onChange: (v: string) => void }) {
  const agents = useAgentOptions();
  return (
    <Select
      label="Agent"
      w={220}
      searchable
      clearable
      placeholder="All agents"
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      data={(agents.data?.data ?? []).map((a) => ({
        value: String(a.id),
        label: `${a.name} (${a.code})`,
      }))}
    />
  );
}
