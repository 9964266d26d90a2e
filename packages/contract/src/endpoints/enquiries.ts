import { z } from 'zod';
import { messageEnvelope, okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { communicationInput, enquiryListQuery, enquirySchema } from '../enquiries.ts';
import { endpoint } from './define.ts';

/*
 * One endpoint, two kinds of enquiry: `enquiry_type` picks the rules (decisions section 2),
 * so the handler parses the body itself (directEnquiryInput or agentEnquiryInput) and still
 * names an agent or assignee that does not exist when the body fails (issue 17).
 */
const enquiryBody = z
  .record(z.string(), z.unknown())
  .describe(
    'A direct enquiry (DirectEnquiryInput) or, with enquiry_type "agent", an agent enquiry (AgentEnquiryInput)',
  );

// Tourism keys per route (decisions section 4, issue 16).
export const enquiryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/enquiries',
    access: 'view_enquiries',
    query: enquiryListQuery,
    response: { 200: pagedEnvelope(enquirySchema) },
    // Enquiries with their agent's and assignee's names.
    reads: ['enquiries', 'agents', 'users'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/enquiries/:id',
    access: 'view_enquiries',
    params: idParams,
    response: { 200: okEnvelope(enquirySchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/enquiries',
    access: 'create_enquiries',
    body: enquiryBody,
    response: { 201: okEnvelope(enquirySchema) },
  }),
  // The stored kind decides the rules: an enquiry never changes kind.
  update: endpoint({
    method: 'PUT',
    path: '/enquiries/:id',
    access: 'edit_enquiries',
    params: idParams,
    body: enquiryBody,
    response: { 200: okEnvelope(enquirySchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/enquiries/:id',
    access: 'delete_enquiries',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
  communicate: endpoint({
    method: 'POST',
    path: '/enquiries/:id/communication',
    access: 'edit_enquiries',
    params: idParams,
    body: communicationInput,
    // The enquiry, with the new note first among its communications.
    response: { 201: okEnvelope(enquirySchema) },
  }),
};
