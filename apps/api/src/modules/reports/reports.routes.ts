import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Answer, ReportName, reportQuery } from '@app/contract';
import {
  PAYABLES_AGEING_BUCKETS,
  REPORT_ENDPOINTS,
  REPORT_SERVICE_KIND_LABELS,
  REPORT_TITLES,
  reportEndpoints,
  REPORTS,
  SERVICE_STATE_LABELS,
  todayIn,
} from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { columnsOf } from '../exports/cells.ts';
import { EXPORT_COMPRESSION, sendExport } from '../exports/send-export.ts';
import { payablesAgeing } from '../supplier-payments/payables.service.ts';
import { cashReport } from './cash.service.ts';
import { gstSummaryReport } from './gst-summary.service.ts';
import { payablesReport, receivablesReport } from './open-balances.service.ts';
import { resolveAhead, resolvePeriod } from './period.ts';
import { salesReport, topReport } from './sales.service.ts';
import {
  serviceMarginReport,
  supplierMarginReport,
  topSuppliersReport,
  unconfirmedServicesReport,
} from './suppliers.service.ts';

type ReportQuery<N extends ReportName> = z.output<ReturnType<typeof reportQuery<N>>>;
/**
 * Every report's query fields, each optional: what any report's (or its export's) query is
 * assignable to, so that one reader table serves the reads and the exports' loop (the export's
 * format among them: the payables ageing's export has no other field).
 */
type AnyReportQuery = Partial<
  ReportQuery<'sales'> &
    ReportQuery<'receivables'> &
    ReportQuery<'top-agents'> &
    ReportQuery<'cash'> & { format: string }
>;
type ReportData<N extends ReportName> = Answer<(typeof REPORT_ENDPOINTS)[N][0]>['data'];
/**
 * A report's answer, and its table as rows for the export: `whole` for the export, which holds
 * every agent where the page shows 20 at a time.
 */
type Reader<N extends ReportName> = (
  app: FastifyInstance,
  q: AnyReportQuery,
  whole: boolean,
) => Promise<{ data: ReportData<N>; rows: object[] }>;

const id = (v: number | '' | undefined) => (typeof v === 'number' ? v : null);
const period = (app: FastifyInstance, q: { from?: string | undefined; to?: string | undefined }) =>
  resolvePeriod(q, app.appTimezone);
const top =
  (dimension: 'agent' | 'destination'): Reader<'top-agents'> =>
  async (app, q) => {
    const data = await topReport(app.db, dimension, period(app, q), q.by ?? 'sale', q.limit ?? 10);
    return { data, rows: data.rows };
  };

const READERS: { [N in ReportName]: Reader<N> } = {
  sales: async (app, q) => {
    const data = await salesReport(app.db, period(app, q), id(q.agent_id), q.basis);
    return { data, rows: [...data.rows, { month: 'Total', ...data.totals }] };
  },
  receivables: async (app, q, whole) => {
    const today = todayIn(app.appTimezone);
    const data = await receivablesReport(
      app.db,
      today,
      id(q.agent_id),
      whole ? 'all' : (q.page ?? 1),
    );
    const overall = { agent: { code: '', name: 'All files' }, ...data.overall };
    return { data, rows: [overall, ...data.agents] };
  },
  'agent-payables': async (app, q, whole) => {
    const data = await payablesReport(app.db, id(q.agent_id), whole ? 'all' : (q.page ?? 1));
    return { data, rows: data.rows };
  },
  'top-destinations': top('destination'),
  'top-agents': top('agent'),
  cash: async (app, q) => {
    const data = await cashReport(app.db, period(app, q), id(q.account_id));
    return { data, rows: data.rows };
  },
  'supplier-margin': async (app, q, whole) => {
    const data = await supplierMarginReport(app.db, period(app, q), whole ? 'all' : (q.page ?? 1));
    return { data, rows: [...data.rows, { supplier: { name: 'Total' }, ...data.totals }] };
  },
  'service-margin': async (app, q) => {
    const data = await serviceMarginReport(app.db, period(app, q));
    const rows = data.rows.map(({ label, ...r }) => ({ ...r, kind: label }));
    return { data, rows: [...rows, { kind: 'Total', ...data.totals }] };
  },
  'top-suppliers': async (app, q) => {
    const data = await topSuppliersReport(app.db, period(app, q), q.limit ?? 10);
    return { data, rows: data.rows };
  },
  'unconfirmed-services': async (app, q, whole) => {
    const today = todayIn(app.appTimezone);
    const p = resolveAhead(q, app.appTimezone);
    const data = await unconfirmedServicesReport(app.db, p, today, whole ? 'all' : (q.page ?? 1));
    const rows = data.rows.map((r) => ({
      ...r,
      kind: REPORT_SERVICE_KIND_LABELS[r.kind],
      service_state: SERVICE_STATE_LABELS[r.service_state],
    }));
    return { data, rows };
  },
  'payables-ageing': async (app) => {
    const data = await payablesAgeing(app.db, todayIn(app.appTimezone));
    // A row per supplier and currency, then each currency's total; the buckets as columns.
    const flat = (r: (typeof data.totals)[number], supplier: { name: string }) => ({
      supplier,
      currency: r.currency,
      ...Object.fromEntries(PAYABLES_AGEING_BUCKETS.map((b) => [AGED[b], r.buckets[b]])),
      total: r.total,
    });
    return {
      data,
      rows: [
        ...data.rows.map((r) => flat(r, r.supplier)),
        ...data.totals.map((t) => flat(t, { name: 'Total' })),
      ],
    };
  },
  'gst-summary': async (app, q) => {
    const data = await gstSummaryReport(app.db, period(app, q));
    return { data, rows: [...data.rows, { place: 'Total', rate: '', ...data.totals }] };
  },
};

const AGEING = ['0-30', '31-60', '61-90', '90+'];
/** The payables ageing export's bucket columns: "Not yet due", "0-30 days"… */
const AGED = Object.fromEntries(
  PAYABLES_AGEING_BUCKETS.map((b) => [b, b === 'current' ? 'not_yet_due' : `${b}_days`]),
) as Record<(typeof PAYABLES_AGEING_BUCKETS)[number], string>;
const MARGIN = 'lines:number files sale cost margin:money margin_percent:number';
const COLUMNS: Record<ReportName, string> = {
  sales: 'month:text files cancelled_files draft_files sale cost profit commission net_profit',
  receivables: `agent.code agent.name files ${AGEING.map((b) => `to_travel.${b}:money`).join(' ')}
    ${AGEING.map((b) => `since_travel.${b}:money`).join(' ')} no_travel_date:money total:money`,
  'agent-payables': 'agent.code agent.name files agent_payable agent_paid agent_balance',
  'top-destinations': 'label files sale net_profit',
  'top-agents': 'agent.code label files sale net_profit',
  cash: 'account.code account.name month:text movements:number cash_in:money cash_out:money net:money',
  'supplier-margin': `supplier.code supplier.name ${MARGIN}`,
  'service-margin': `kind:text ${MARGIN}`,
  'top-suppliers': `supplier.code supplier.name ${MARGIN}`,
  'unconfirmed-services': `travel_date days_to_travel:number booking.file_number guest_name
    kind:text service service_state:text supplier.code supplier.name cost:money cost_currency:text`,
  'payables-ageing': `supplier.name currency:text ${PAYABLES_AGEING_BUCKETS.map((b) => `${AGED[b]}:money`).join(' ')} total:money`,
  'gst-summary':
    'place_code:text place:text rate:text documents:number taxable:money igst:money cgst:money sgst:money tax:money',
};

const answer = async <D>(read: Promise<{ data: D }>) => ok((await read).data);

/**
 * `GET /api/reports/<name>` and `/api/reports/<name>/export?format=csv|xlsx`, from
 * the catalogue (endpoints/reports.ts). A line per report's read, so that each handler's answer
 * is typed by its own endpoint; the exports answer a file, so one loop serves them.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = reportEndpoints;
  const r = READERS;
  route(app, e.sales, (req) => answer(r.sales(app, req.query, false)));
  route(app, e.receivables, (req) => answer(r.receivables(app, req.query, false)));
  route(app, e.agentPayables, (req) => answer(r['agent-payables'](app, req.query, false)));
  route(app, e.topDestinations, (req) => answer(r['top-destinations'](app, req.query, false)));
  route(app, e.topAgents, (req) => answer(r['top-agents'](app, req.query, false)));
  route(app, e.cash, (req) => answer(r.cash(app, req.query, false)));
  route(app, e.supplierMargin, (req) => answer(r['supplier-margin'](app, req.query, false)));
  route(app, e.serviceMargin, (req) => answer(r['service-margin'](app, req.query, false)));
  route(app, e.topSuppliers, (req) => answer(r['top-suppliers'](app, req.query, false)));
  route(app, e.unconfirmedServices, (req) =>
    answer(r['unconfirmed-services'](app, req.query, false)),
  );
  route(app, e.payablesAgeing, (req) => answer(r['payables-ageing'](app, req.query, false)));
  route(app, e.gstSummary, (req) => answer(r['gst-summary'](app, req.query, false)));

  for (const name of REPORTS) {
    route(
      app,
      REPORT_ENDPOINTS[name][1],
      async (req, reply) => {
        const q = req.query;
        const { data, rows } = await READERS[name](app, q, true);
        // The answer's currency on every row: a spreadsheet row says what its figures are in. A
        // report without one (the unconfirmed services, the payables ageing) names each row's own.
        const currency = 'currency' in data ? data.currency : null;
        const inCurrency = currency ? rows.map((row) => ({ ...row, currency })) : rows;
        return sendExport(app, req, reply, {
          format: q.format,
          stem: `report-${name}`,
          title: REPORT_TITLES[name],
          columns: columnsOf([
            ...COLUMNS[name].split(/\s+/).filter(Boolean),
            ...(currency ? ['currency:text'] : []),
          ]),
          rows: inCurrency,
          record_type: 'report',
          record_label: REPORT_TITLES[name],
          filters: q,
        });
      },
      {},
      { compress: EXPORT_COMPRESSION },
    );
  }
};
