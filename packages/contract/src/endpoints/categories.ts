import {
  categoryInput,
  categoryListQuery,
  categoryOptionSchema,
  categorySchema,
} from '../categories.ts';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { accountsAccess, financeListAccess } from './accounts.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

const tag = 'transaction-categories';

export const categoryEndpoints = {
  ...pagedRecordEndpoints({
    path: '/transaction-categories',
    noun: { one: 'a transaction category', many: 'transaction categories' },
    access: accountsAccess,
    record: categorySchema,
    create: categoryInput,
    update: categoryInput,
    list: { query: categoryListQuery },
  }),
  options: endpoint({
    method: 'GET',
    path: '/transaction-categories/list/dropdown',
    summary: 'List transaction categories for a picker',
    access: financeListAccess,
    tag,
    response: { 200: okEnvelope(categoryOptionSchema.array()) },
  }),
  toggleStatus: endpoint({
    method: 'POST',
    path: '/transaction-categories/:id/toggle-status',
    summary: 'Turn a transaction category active or inactive',
    access: 'edit_accounts',
    params: idParams,
    response: { 200: okEnvelope(categorySchema) },
  }),
};
