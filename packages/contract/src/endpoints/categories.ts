import {
  categoryInput,
  categoryListQuery,
  categoryOptionSchema,
  categorySchema,
} from '../categories.ts';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

// Categories follow the accounts permissions (decisions section 4).
const tag = 'transaction-categories';

export const categoryEndpoints = {
  ...pagedRecordEndpoints({
    path: '/transaction-categories',
    access: {
      view: 'view_accounts',
      create: 'create_accounts',
      edit: 'edit_accounts',
      remove: 'delete_accounts',
    },
    record: categorySchema,
    create: categoryInput,
    update: categoryInput,
    list: { query: categoryListQuery },
  }),
  // The transaction form and filters need the list too.
  options: endpoint({
    method: 'GET',
    path: '/transaction-categories/list/dropdown',
    access: ['view_accounts', 'view_transactions', 'create_transactions'],
    tag,
    response: { 200: okEnvelope(categoryOptionSchema.array()) },
  }),
  toggleStatus: endpoint({
    method: 'POST',
    path: '/transaction-categories/:id/toggle-status',
    access: 'edit_accounts',
    params: idParams,
    response: { 200: okEnvelope(categorySchema) },
  }),
};
