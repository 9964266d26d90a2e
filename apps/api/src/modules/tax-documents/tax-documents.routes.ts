import type { FastifyPluginAsync } from 'fastify';
import { taxDocumentEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { bookingTaxDocuments, listTaxDocuments } from './tax-documents.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/tax-documents.ts.
export const taxDocumentRoutes: FastifyPluginAsync = async (app) => {
  route(app, ep.list, (req) => listTaxDocuments(app.db, req.query));
  route(app, ep.ofBooking, async (req) => ok(await bookingTaxDocuments(app.db, req.params.id)));
};
