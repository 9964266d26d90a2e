import { branchInput, branchListQuery, branchOptionSchema, branchSchema } from '../branches.ts';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';

// Branches are admin-only (decisions section 4).
const access = 'admin';

export const branchEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/branches',
    access,
    query: branchListQuery,
    response: { 200: pagedEnvelope(branchSchema) },
  }),
  options: endpoint({
    method: 'GET',
    path: '/branches/list',
    access,
    response: { 200: okEnvelope(branchOptionSchema.array()) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/branches/:id',
    access,
    params: idParams,
    response: { 200: okEnvelope(branchSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/branches',
    access,
    body: branchInput,
    response: { 201: okEnvelope(branchSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/branches/:id',
    access,
    params: idParams,
    body: branchInput,
    response: { 200: okEnvelope(branchSchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/branches/:id',
    access,
    params: idParams,
    response: { 200: messageEnvelope },
  }),
};
