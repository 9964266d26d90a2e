import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { taxRateInput, taxRateSchema } from '../tax.ts';
import { endpoint } from './define.ts';

const saved = okEnvelope(taxRateSchema);

// The tax rules as dated rows (decision 049): admins keep them; whoever keeps the books or
// sells files reads them.
export const taxRateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tax-rates',
    summary: 'List the dated tax rules (GST, TCS, TDS)',
    access: ['view_books', 'view_bookings'],
    response: { 200: okEnvelope(z.array(taxRateSchema)) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/tax-rates',
    summary: 'Add a dated tax rule',
    access: 'admin',
    body: taxRateInput,
    response: { 201: saved },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/tax-rates/:id',
    summary: 'Change a dated tax rule (its end date, its figures)',
    access: 'admin',
    params: idParams,
    body: taxRateInput,
    response: { 200: saved },
  }),
};
