import type { FastifyPluginAsync } from 'fastify';
import { branchEndpoints as ep, OK } from '@app/contract';
import {
  branchOptions,
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
} from './branches.service.ts';
import { recordRoutes } from '../../lib/http/record-routes.ts';

// Method, path, access (admin only), inputs and answers: contract src/endpoints/branches.ts.
export const branchRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(
    app,
    ep,
    {
      list: listBranches,
      options: branchOptions,
      get: getBranch,
      create: createBranch,
      update: updateBranch,
      remove: deleteBranch,
    },
    { created: OK.branchCreated, updated: OK.branchUpdated, deleted: OK.branchDeleted },
  );
};
