import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportFormat, ReportName, reportQuery } from '@app/contract';
import { REPORT_ENDPOINTS, REPORT_TITLES, REPORTS, todayIn } from '@app/contract';
import { ok, route } from '../../lib/route.ts';
import { columnsOf } from '../exports/cells.ts';
import { EXPORT_COMPRESSION, sendExport } from '../exports/send-export.ts';
import { cashReport } from './cash.service.ts';
import type { AgentPage } from './open-balances.service.ts';
import { payablesReport, receivablesReport } from './open-balances.service.ts';
import { resolvePeriod } from './period.ts';
import { salesReport, topReport } from './sales.service.ts';

type Query = z.output<ReturnType<typeof reportQuery<ReportName>>> & Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** A report's answer, and its table as rows and columns for the export. */
async function readReport(app: FastifyInstance, name: ReportName, q: Query, page: AgentPage) {
  const tz = app.appTimezone;
  const p = resolvePeriod(q, tz);
  const top = { by: (q.by as 'sale' | 'profit' | undefined) ?? 'sale', limit: num(q.limit) ?? 10 };
  switch (name) {
    case 'sales': {
      const data = await salesReport(app.db, p, num(q.agent_id));
      return { data, rows: [...data.rows, { month: 'Total', ...data.totals }] };
    }
    case 'receivables': {
      const data = await receivablesReport(app.db, todayIn(tz), num(q.agent_id), page);
      const overall = { agent: { code: '', name: 'All files' }, ...data.overall };
      return { data, rows: [overall, ...data.agents] };
    }
    case 'agent-payables': {
      const data = await payablesReport(app.db, num(q.agent_id), page);
      return { data, rows: data.rows };
    }
    case 'top-destinations':
    case 'top-agents': {
      const dimension = name === 'top-agents' ? 'agent' : 'destination';
      const data = await topReport(app.db, dimension, p, top.by, top.limit);
      return { data, rows: data.rows };
    }
    case 'cash': {
      const data = await cashReport(app.db, p, num(q.account_id));
      return { data, rows: data.rows };
    }
  }
}

const AGEING = ['0-30', '31-60', '61-90', '90+'];
const COLUMNS: Record<ReportName, string> = {
  sales: 'month:text files cancelled_files sale cost profit commission net_profit',
  receivables: `agent.code agent.name files ${AGEING.map((b) => `to_travel.${b}:money`).join(' ')}
    ${AGEING.map((b) => `since_travel.${b}:money`).join(' ')} no_travel_date:money total:money`,
  'agent-payables': 'agent.code agent.name files agent_payable agent_paid agent_balance',
  'top-destinations': 'label files sale net_profit',
  'top-agents': 'agent.code label files sale net_profit',
  cash: 'account.code account.name month:text movements:number cash_in:money cash_out:money net:money',
};

/**
 * `GET /api/reports/<name>` and `/api/reports/<name>/export?format=csv|xlsx` (issue 19), from
 * the catalogue (endpoints/reports.ts). The export is the report's table (ageing and payables:
 * every agent, not a page).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of REPORTS) {
    const [read, file] = REPORT_ENDPOINTS[name];
    route(app, read, async (req) => {
      const q = req.query as Query;
      const { data } = await readReport(app, name, q, num(q.page) ?? 1);
      // The name picks both the endpoint and the answer, a pairing TypeScript loses in the
      // loop; the answer's schema checks it at run time (a mismatch is a 500 in tests).
      return ok(data) as never;
    });
    route(
      app,
      file,
      async (req, reply) => {
        const q = req.query as Query & { format: ExportFormat };
        // Every agent at once: the page shows 20 at a time, the file all of them.
        const { rows } = await readReport(app, name, q, 'all');
        return sendExport(app, req, reply, {
          format: q.format,
          stem: `report-${name}`,
          title: REPORT_TITLES[name],
          columns: columnsOf(COLUMNS[name].split(/\s+/).filter(Boolean)),
          rows,
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
