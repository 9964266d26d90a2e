import { okEnvelope } from '../common/envelope.ts';
import {
  supplierInput,
  supplierListQuery,
  supplierOptionSchema,
  supplierSchema,
} from '../suppliers.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

// Suppliers (decision 046): the operations desk's hotels, transport companies and partners.
export const supplierEndpoints = {
  ...pagedRecordEndpoints({
    path: '/suppliers',
    noun: { one: 'a supplier', many: 'suppliers' },
    access: {
      view: 'view_suppliers',
      create: 'create_suppliers',
      edit: 'edit_suppliers',
      remove: 'delete_suppliers',
    },
    record: supplierSchema,
    create: supplierInput,
    update: supplierInput,
    list: { query: supplierListQuery, reads: ['suppliers', 'agents'] },
  }),
  // A file's lines pick a supplier, so the booking form's users may read the picker too.
  options: endpoint({
    method: 'GET',
    path: '/suppliers/list',
    summary: 'List active suppliers for a picker',
    access: ['view_suppliers', 'create_bookings', 'edit_bookings'],
    response: { 200: okEnvelope(supplierOptionSchema.array()) },
  }),
};
