import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentEnquiryInput,
  communicationInput,
  directEnquiryInput,
  enquiryListQuery,
  idParams,
  TOUR_OK,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { parseChecked } from '../../lib/validation.ts';
import { enquiryRefs } from './enquiry-checks.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../../lib/audit.ts';
import { enquiryType, getEnquiry, listEnquiries } from './enquiries.service.ts';
import {
  addCommunication,
  createEnquiry,
  deleteEnquiry,
  updateEnquiry,
} from './enquiry-changes.service.ts';
import { createdOnce } from '../../lib/idempotency.ts';

// Tourism keys per route (decisions section 4, issue 16).
const tags = ['enquiries'];
/** What the list reads: enquiries with their agent's and assignee's names. */
const reads = ['enquiries', 'agents', 'users'] as const;
const bodyDoc =
  'A direct enquiry (DirectEnquiryInput) or, with enquiry_type "agent", an agent enquiry (AgentEnquiryInput)';

/**
 * One endpoint, two kinds of enquiry: the kind picks the rules (decisions section 2). A body
 * that fails them still hears of an agent or assignee that does not exist (issue 17).
 */
const parseEnquiry = (db: Db, body: unknown, kind: 'direct' | 'agent') => {
  const checks = async (v: Record<string, unknown>) => (await enquiryRefs(db, v, kind)).errors;
  return kind === 'agent'
    ? parseChecked(agentEnquiryInput, { ...(body as object), enquiry_type: 'agent' }, checks)
    : parseChecked(directEnquiryInput, { ...(body as object), enquiry_type: 'direct' }, checks);
};

const kindOf = (body: unknown) =>
  body && typeof body === 'object' && (body as { enquiry_type?: unknown }).enquiry_type === 'agent'
    ? 'agent'
    : 'direct';

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/enquiries',
    { config: { access: 'view_enquiries' }, schema: { tags, querystring: enquiryListQuery } },
    (req, reply) =>
      app.kept(req, reply, reads, () => listEnquiries(app.db, req.query), { per: 'permissions' }),
  );

  app.get(
    '/enquiries/:id',
    { config: { access: 'view_enquiries' }, schema: { tags, params: idParams } },
    async (req) => ({
      success: true,
      data: await getEnquiry(app.db, req.params.id, true),
    }),
  );

  app.post(
    '/enquiries',
    {
      config: { access: 'create_enquiries' },
      schema: { tags, description: bodyDoc, body: z.record(z.string(), z.unknown()) },
    },
    async (req, reply) => {
      const kind = kindOf(req.body);
      const message = kind === 'agent' ? TOUR_OK.agentEnquiryCreated : TOUR_OK.enquiryCreated;
      const values = await parseEnquiry(app.db, req.body, kind);
      return createdOnce(app.db, req, reply, message, (db) =>
        createEnquiry(db, currentUser(req), values, app.appTimezone, actorOf(req)),
      );
    },
  );

  // The stored kind decides the rules: an enquiry never changes kind.
  app.put(
    '/enquiries/:id',
    {
      config: { access: 'edit_enquiries' },
      schema: {
        tags,
        description: bodyDoc,
        params: idParams,
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (req) => {
      const kind = await enquiryType(app.db, req.params.id);
      const data = await updateEnquiry(
        app.db,
        req.params.id,
        await parseEnquiry(app.db, req.body, kind),
        actorOf(req),
      );
      return {
        success: true,
        message: kind === 'agent' ? TOUR_OK.agentEnquiryUpdated : TOUR_OK.enquiryUpdated,
        data,
      };
    },
  );

  app.delete(
    '/enquiries/:id',
    { config: { access: 'delete_enquiries' }, schema: { tags, params: idParams } },
    async (req) => {
      await deleteEnquiry(app.db, req.params.id, actorOf(req));
      return { success: true, message: TOUR_OK.enquiryDeleted };
    },
  );

  app.post(
    '/enquiries/:id/communication',
    {
      config: { access: 'edit_enquiries' },
      schema: { tags, params: idParams, body: communicationInput },
    },
    (req, reply) =>
      createdOnce(app.db, req, reply, TOUR_OK.communicationAdded, (db) =>
        addCommunication(db, currentUser(req), req.params.id, req.body, actorOf(req)),
      ),
  );
};
