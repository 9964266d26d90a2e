import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import {
  agentEnquiryInput,
  communicationInput,
  directEnquiryInput,
  enquiryListQuery,
  enquirySchema,
} from '../enquiries.ts';
import { endpoint } from './define.ts';
import { pagedRecordEndpoints } from './record.ts';

/*
 * One endpoint, two kinds of enquiry: `enquiry_type` picks the rules,
 * so the handler parses the body itself (directEnquiryInput or agentEnquiryInput) and still
 * names an agent or assignee that does not exist when the body fails.
 */
const enquiryBody = z
  .record(z.string(), z.unknown())
  .describe(
    'A direct enquiry (DirectEnquiryInput) or, with enquiry_type "agent", an agent enquiry (AgentEnquiryInput)',
  );

/** What the handler reads: a direct enquiry, or with enquiry_type "agent" an agent one. */
const documentedBody = z.union([directEnquiryInput, agentEnquiryInput]);

// Tourism: each route needs its module's own key (view, create, edit, delete or void).
const records = pagedRecordEndpoints({
  path: '/enquiries',
  noun: { one: 'an enquiry', many: 'enquiries' },
  access: {
    view: 'view_enquiries',
    create: 'create_enquiries',
    edit: 'edit_enquiries',
    remove: 'delete_enquiries',
  },
  record: enquirySchema,
  create: enquiryBody,
  // The stored kind decides the rules: an enquiry never changes kind.
  update: enquiryBody,
  // Enquiries with their agent's and assignee's names.
  list: { query: enquiryListQuery, reads: ['enquiries', 'agents', 'users'] },
});

export const enquiryEndpoints = {
  ...records,
  create: { ...records.create, documentedBody },
  // An update keeps the stored kind, whatever enquiry_type the body gives.
  update: { ...records.update, documentedBody },
  communicate: endpoint({
    method: 'POST',
    path: '/enquiries/:id/communication',
    summary: 'Add a communication note to an enquiry',
    access: 'edit_enquiries',
    params: idParams,
    body: communicationInput,
    // The enquiry, with the new note first among its communications.
    response: { 201: okEnvelope(enquirySchema) },
  }),
};
