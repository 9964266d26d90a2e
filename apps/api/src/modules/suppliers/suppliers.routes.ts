import type { FastifyPluginAsync } from 'fastify';
import { SUPPLIER_MESSAGES as M, supplierEndpoints as ep } from '@app/contract';
import { recordRoutes } from '../../lib/http/record-routes.ts';
import { keptRoute } from '../../lib/kept/kept-route.ts';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  supplierErrors,
  supplierOptions,
  updateSupplier,
} from './suppliers.service.ts';

// Method, path, access, inputs and answers: contract src/endpoints/suppliers.ts. A taken code
// or an inactive currency is a field error of the create and the update.
export const supplierRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(
    app,
    ep,
    {
      options: supplierOptions,
      // One supplier is read with what is owed to it.
      get: (db, id) => getSupplier(db, id, true),
      create: createSupplier,
      update: updateSupplier,
      remove: deleteSupplier,
    },
    { created: M.created, updated: M.updated, deleted: M.deleted },
    supplierErrors,
  );
  // A kept answer: recomputed only when a table the endpoint `reads` changes (decision 021).
  keptRoute(app, ep.list, (req) => listSuppliers(app.db, req.query));
};
