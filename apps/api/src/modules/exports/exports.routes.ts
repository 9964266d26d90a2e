import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportFormat } from '@app/contract';
import { EXPORT_FILE_STEMS, paymentEndpoints } from '@app/contract';
import { route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { EXPORTS } from './export-lists.ts';
import { listPaymentRows } from './payments-list.ts';
import { EXPORT_COMPRESSION, sendExport } from './send-export.ts';

/**
 * `GET /api/exports/<list path>?format=csv|xlsx&<the list's own query>` for every list, from
 * the catalogue (endpoints/exports.ts): the list's access rule, its query
 * rules (a bad filter or sort is the same 422), its rows in its order. Plus the customer
 * payments list the payments export mirrors.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const spec of EXPORTS) {
    route(
      app,
      spec.endpoint,
      async (req, reply) => {
        const q = req.query as Record<string, unknown> & { format: ExportFormat };
        const id = (req.params as { id?: number }).id ?? 0;
        // A connection of the exports' own, and the user's one export at a time, or a 429.
        const lease = await app.exportGate.take(currentUser(req).id);
        // Read before the headers go out: an unknown account is still a plain 404.
        const source = await spec.source(app, q as never, id, lease).catch(async (e: unknown) => {
          await lease.end();
          throw e;
        });
        // Rows read whole beforehand (the day plan) need no connection while they are sent,
        // and the user's next export must not find this one still running.
        if (!lease.claimed && Array.isArray(source.rows)) await lease.end();
        return sendExport(app, req, reply, {
          lease,
          format: q.format,
          stem: EXPORT_FILE_STEMS[spec.list],
          title: spec.title,
          columns: spec.columns,
          rows: source.rows,
          lines: source.lines,
          record_type: spec.record_type,
          record_id: source.record_id,
          record_label: source.record_label ?? spec.title,
          filters: q,
        });
      },
      {},
      { compress: EXPORT_COMPRESSION },
    );
  }

  route(app, paymentEndpoints.list, (req) => listPaymentRows(app.db, req.query));
};
