import { okEnvelope } from '../common/envelope.ts';
import { taxProfileInput, taxProfileSchema } from '../tax-profile.ts';
import { endpoint } from './define.ts';

export const taxProfileEndpoints = {
  // Read by whoever issues a file's documents (the bookings' readers) and by admins.
  get: endpoint({
    method: 'GET',
    path: '/tax-profile',
    access: 'view_bookings',
    summary: "Read the agency's tax profile (null until an admin sets it)",
    response: { 200: okEnvelope(taxProfileSchema.nullable()) },
  }),
  // Admins only: the name, GSTIN and series every tax document carries.
  set: endpoint({
    method: 'PUT',
    path: '/tax-profile',
    access: 'admin',
    summary: "Set the agency's tax profile: legal name, address, GSTIN, PAN, document series",
    body: taxProfileInput,
    response: { 200: okEnvelope(taxProfileSchema) },
  }),
};
