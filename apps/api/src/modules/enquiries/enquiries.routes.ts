import type { FastifyPluginAsync } from 'fastify';
import {
  agentEnquiryInput,
  directEnquiryInput,
  enquiryEndpoints as ep,
  TOUR_OK,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { parseChecked } from '../../lib/http/validation.ts';
import { enquiryRefs } from './enquiry-checks.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit/audit.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import { done, ok, route } from '../../lib/http/route.ts';
import { enquiryKind, getEnquiry, listEnquiries } from './enquiries.service.ts';
import {
  addCommunication,
  createEnquiry,
  deleteEnquiry,
  updateEnquiry,
} from './enquiry-changes.service.ts';
import { createdOnce } from '../../lib/http/idempotency.ts';

/**
 * One endpoint, two kinds of enquiry: the kind picks the rules. A body
 * that fails them still hears of an agent or assignee that does not exist.
 */
const parseEnquiry = (db: Db, body: unknown, kind: 'direct' | 'agent', kept?: string) => {
  const checks = async (v: Record<string, unknown>) =>
    (await enquiryRefs(db, v, kind, kept)).errors;
  return kind === 'agent'
    ? parseChecked(agentEnquiryInput, { ...(body as object), enquiry_type: 'agent' }, checks)
    : parseChecked(directEnquiryInput, { ...(body as object), enquiry_type: 'direct' }, checks);
};

const kindOf = (body: unknown) =>
  body && typeof body === 'object' && (body as { enquiry_type?: unknown }).enquiry_type === 'agent'
    ? 'agent'
    : 'direct';

// Method, path, access, inputs and answers: contract src/endpoints/enquiries.ts.
export const enquiryRoutes: FastifyPluginAsync = async (app) => {
  // A kept answer: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.list, (req) => listEnquiries(app.db, req.query));

  route(app, ep.get, async (req) => ok(await getEnquiry(app.db, req.params.id, true)));

  route(app, ep.create, async (req, reply) => {
    const kind = kindOf(req.body);
    const message = kind === 'agent' ? TOUR_OK.agentEnquiryCreated : TOUR_OK.enquiryCreated;
    const values = await parseEnquiry(app.db, req.body, kind);
    return createdOnce(app.db, req, reply, message, (db) =>
      createEnquiry(db, currentUser(req), values, {
        timeZone: app.appTimezone,
        actor: actorOf(req),
      }),
    );
  });

  route(app, ep.update, async (req) => {
    const { type: kind, currency } = await enquiryKind(app.db, req.params.id);
    const values = await parseEnquiry(app.db, req.body, kind, currency);
    const data = await updateEnquiry(app.db, req.params.id, values, actorOf(req));
    return ok(data, kind === 'agent' ? TOUR_OK.agentEnquiryUpdated : TOUR_OK.enquiryUpdated);
  });

  route(app, ep.remove, async (req) => {
    await deleteEnquiry(app.db, req.params.id, actorOf(req));
    return done(TOUR_OK.enquiryDeleted);
  });

  route(app, ep.communicate, (req, reply) =>
    createdOnce(app.db, req, reply, TOUR_OK.communicationAdded, (db) =>
      addCommunication(db, currentUser(req), req.params.id, req.body, actorOf(req)),
    ),
  );
};
