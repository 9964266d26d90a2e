import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { HistoryType } from './audit.service.ts';
import { listAuditEvents, recordHistory } from './audit.service.ts';

/** Each History panel's endpoint (contract src/endpoints/audit.ts) and the record it reads. */
type History = (typeof ep)[Exclude<keyof typeof ep, 'list'>];
const HISTORIES: [endpoint: History, type: HistoryType][] = [
  [ep.bookingHistory, 'booking'],
  [ep.transactionHistory, 'transaction'],
  [ep.accountHistory, 'account'],
  [ep.agentHistory, 'agent'],
  [ep.supplierHistory, 'supplier'],
  [ep.enquiryHistory, 'enquiry'],
  [ep.staffHistory, 'staff'],
  [ep.dayPlanHistory, 'day_plan'],
  [ep.driverHistory, 'driver'],
];

// Method, path, access, inputs and answers: contract src/endpoints/audit.ts.
export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, (req) => listAuditEvents(app.db, req.query, app.appTimezone));

  for (const [e, type] of HISTORIES) {
    // The history takes its detail route's access rule in the catalogue; registered after the
    // modules, it checks here that the detail route is there under that same rule.
    const detailUrl = `/api${e.path.replace(/\/history$/, '')}`;
    const detail = app.routeList.find((r) => r.method === 'GET' && r.url === detailUrl);
    if (!detail) throw new Error(`History of ${type}: no GET ${detailUrl} registered before it`);
    if (JSON.stringify(detail.access) !== JSON.stringify(e.access))
      throw new Error(`History of ${type}: its access rule is not GET ${detailUrl}'s`);
    route(app, e, async (req) =>
      ok(await recordHistory(app.db, type, req.params.id, currentUser(req))),
    );
  }
};
