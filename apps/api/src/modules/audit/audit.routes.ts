import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, idParams } from '@app/contract';
import type { HistoryType } from './audit.service.ts';
import { listAuditEvents, recordHistory } from './audit.service.ts';

const tags = ['audit'];

/** Each History panel's route, beside the detail route whose access rule it shares. */
const HISTORIES: { path: string; type: HistoryType }[] = [
  { path: '/bookings/:id', type: 'booking' },
  { path: '/transactions/:id', type: 'transaction' },
  { path: '/accounts/:id', type: 'account' },
  { path: '/agents/:id', type: 'agent' },
  { path: '/enquiries/:id', type: 'enquiry' },
  { path: '/staff/:id', type: 'staff' },
  { path: '/day-plans/:id', type: 'day_plan' },
  { path: '/drivers/:id', type: 'driver' },
];

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // The whole agency's history: admins only.
  app.get(
    '/audit-events',
    { config: { access: 'admin' }, schema: { tags, querystring: auditListQuery } },
    (req) => listAuditEvents(app.db, req.query, app.appTimezone),
  );

  for (const { path, type } of HISTORIES) {
    // Whoever may view the record may read its history, and nobody else: the rule is the
    // detail route's own, read from it, so the two never drift apart. Registered after the
    // modules; a missing detail route stops the app at start-up.
    const detail = app.routeList.find((r) => r.method === 'GET' && r.url === `/api${path}`);
    if (!detail) throw new Error(`History of ${type}: no GET /api${path} registered before it`);
    app.get(
      `${path}/history`,
      { config: { access: detail.access }, schema: { tags, params: idParams } },
      async (req) => ({ success: true, data: await recordHistory(app.db, type, req.params.id) }),
    );
  }
};
