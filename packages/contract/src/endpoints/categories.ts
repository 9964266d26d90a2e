import {
  categoryInput,
  categoryListQuery,
  categoryOptionSchema,
  categorySchema,
} from '../categories.ts';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';

// Categories follow the accounts permissions (decisions section 4).
const tag = 'transaction-categories';

export const categoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/transaction-categories',
    access: 'view_accounts',
    query: categoryListQuery,
    response: { 200: pagedEnvelope(categorySchema) },
  }),
  // The transaction form and filters need the list too.
  options: endpoint({
    method: 'GET',
    path: '/transaction-categories/list/dropdown',
    access: ['view_accounts', 'view_transactions', 'create_transactions'],
    tag,
    response: { 200: okEnvelope(categoryOptionSchema.array()) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/transaction-categories/:id',
    access: 'view_accounts',
    params: idParams,
    response: { 200: okEnvelope(categorySchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/transaction-categories',
    access: 'create_accounts',
    body: categoryInput,
    response: { 201: okEnvelope(categorySchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/transaction-categories/:id',
    access: 'edit_accounts',
    params: idParams,
    body: categoryInput,
    response: { 200: okEnvelope(categorySchema) },
  }),
  toggleStatus: endpoint({
    method: 'POST',
    path: '/transaction-categories/:id/toggle-status',
    access: 'edit_accounts',
    params: idParams,
    response: { 200: okEnvelope(categorySchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/transaction-categories/:id',
    access: 'delete_accounts',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
};
