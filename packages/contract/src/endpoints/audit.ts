import { auditEventSchema, auditListQuery, historyEventSchema } from '../audit.ts';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { accountEndpoints } from './accounts.ts';
import { agentEndpoints } from './agents.ts';
import { supplierEndpoints } from './suppliers.ts';
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
  /** Whose history, for the summary: "a booking's". */
  whose: string,
) =>
  endpoint({
    method: 'GET',
    path: `${detail.path}/history`,
    access: detail.access,
    summary: `Read ${whose} history`,
    tag,
    params: idParams,
    response: { 200: events },
  });

export const auditEndpoints = {
  // The whole agency's history: admins only.
  list: endpoint({
    method: 'GET',
    path: '/audit-events',
    summary: 'List the audit log, a page at a time',
    access: 'admin',
    tag,
    query: auditListQuery,
    response: { 200: pagedEnvelope(auditEventSchema) },
  }),
  bookingHistory: historyOf(bookingEndpoints.get, "a booking's"),
  transactionHistory: historyOf(transactionEndpoints.get, "a transaction's"),
  accountHistory: historyOf(accountEndpoints.get, "an account's"),
  agentHistory: historyOf(agentEndpoints.get, "an agent's"),
  supplierHistory: historyOf(supplierEndpoints.get, "a supplier's"),
  enquiryHistory: historyOf(enquiryEndpoints.get, "an enquiry's"),
  staffHistory: historyOf(staffEndpoints.get, "a staff member's"),
  dayPlanHistory: historyOf(dayPlanEndpoints.get, "a day plan's"),
  driverHistory: historyOf(driverEndpoints.get, "a driver's"),
};
