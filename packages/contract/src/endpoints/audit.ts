import { auditEventSchema, auditListQuery, historyEventSchema } from '../audit.ts';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { accountEndpoints } from './accounts.ts';
import { agentEndpoints } from './agents.ts';
import { bookingEndpoints } from './bookings.ts';
import { dayPlanEndpoints } from './day-plans.ts';
import type { Endpoint } from './define.ts';
import { endpoint } from './define.ts';
import { driverEndpoints } from './drivers.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { staffEndpoints } from './staff.ts';
import { transactionEndpoints } from './transactions.ts';

const tag = 'audit';
const events = okEnvelope(historyEventSchema.array());

/**
 * A History panel's route: `<detail path>/history`, under the detail route's own access rule
 * (whoever may view the record may read its history, and nobody else).
 */
const historyOf = <const E extends Endpoint & { method: 'GET'; path: `${string}/:id` }>(
  detail: E,
) =>
  endpoint({
    method: 'GET',
    path: `${detail.path}/history`,
    access: detail.access,
    tag,
    params: idParams,
    response: { 200: events },
  });

export const auditEndpoints = {
  // The whole agency's history: admins only.
  list: endpoint({
    method: 'GET',
    path: '/audit-events',
    access: 'admin',
    tag,
    query: auditListQuery,
    response: { 200: pagedEnvelope(auditEventSchema) },
  }),
  bookingHistory: historyOf(bookingEndpoints.get),
  transactionHistory: historyOf(transactionEndpoints.get),
  accountHistory: historyOf(accountEndpoints.get),
  agentHistory: historyOf(agentEndpoints.get),
  enquiryHistory: historyOf(enquiryEndpoints.get),
  staffHistory: historyOf(staffEndpoints.get),
  dayPlanHistory: historyOf(dayPlanEndpoints.get),
  driverHistory: historyOf(driverEndpoints.get),
};
