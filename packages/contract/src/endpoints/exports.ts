import { z } from 'zod';
import { accountListQuery, statementQuery } from '../accounts.ts';
import { agentListQuery } from '../agents.ts';
import { supplierListQuery } from '../suppliers.ts';
import { tcsRegisterQuery } from '../tcs.ts';
import { auditListQuery } from '../audit.ts';
import { bookingListQuery } from '../bookings.ts';
import { branchListQuery } from '../branches.ts';
import { agentStatementQuery } from '../ledger.ts';
import { pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { dayPlanQuery } from '../day-plans.ts';
import { enquiryListQuery } from '../enquiries.ts';
import { exportFormat, paymentListQuery, paymentListRowSchema } from '../exports.ts';
import { staffListQuery } from '../staff.ts';
import { pendingApprovalsQuery, transactionListQuery } from '../transactions.ts';
import { endpoint } from './define.ts';

/**
 * A CSV or XLSX download, streamed as an attachment: no JSON envelope. Fastify never passes a
 * stream to the serializer, so this schema only documents the file; a refusal before the
 * headers go out (a bad filter, an unknown account) still answers the error envelope.
 */
export const exportFile = (what: string) =>
  z
    .string()
    .describe(
      `${what} as a file by \`format\`: CSV (text/csv) or XLSX ` +
        '(application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), an attachment, not JSON.',
    );
/** An export's media types, by `format` (send-export.ts sends one of them). */
export const EXPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
const produces = EXPORT_MEDIA_TYPES;

/** A list's query plus `format` (page and per_page are read by the list's rules, and ignored). */
const withFormat = <S extends z.ZodObject>(list: S) => list.extend({ format: exportFormat });

/*
 * `GET /exports/<list path>` for every list: the list's own access rule and query
 * (a bad filter or sort is the same 422), its rows in its order. EXPORT_PATHS names them.
 */
export const exportEndpoints = {
  bookings: endpoint({
    method: 'GET',
    path: '/exports/bookings',
    summary: 'Download the bookings list as CSV or XLSX',
    access: 'view_bookings',
    query: withFormat(bookingListQuery),
    produces,
    response: { 200: exportFile('The bookings list') },
  }),
  enquiries: endpoint({
    method: 'GET',
    path: '/exports/enquiries',
    summary: 'Download the enquiries list as CSV or XLSX',
    access: 'view_enquiries',
    query: withFormat(enquiryListQuery),
    produces,
    response: { 200: exportFile('The enquiries list') },
  }),
  agents: endpoint({
    method: 'GET',
    path: '/exports/agents',
    summary: 'Download the agents list as CSV or XLSX',
    access: 'view_agents',
    query: withFormat(agentListQuery),
    produces,
    response: { 200: exportFile('The agents list') },
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/exports/suppliers',
    summary: 'Download the suppliers list as CSV or XLSX',
    access: 'view_suppliers',
    query: withFormat(supplierListQuery),
    produces,
    response: { 200: exportFile('The suppliers list') },
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/exports/transactions',
    summary: 'Download the transactions list as CSV or XLSX',
    access: 'view_transactions',
    query: withFormat(transactionListQuery),
    produces,
    response: { 200: exportFile('The transactions list') },
  }),
  pendingApprovals: endpoint({
    method: 'GET',
    path: '/exports/transactions/pending-approvals',
    summary: 'Download the transactions awaiting approval as CSV or XLSX',
    access: 'approve_transactions',
    query: withFormat(pendingApprovalsQuery),
    produces,
    response: { 200: exportFile('The transactions awaiting approval') },
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/exports/accounts',
    summary: 'Download the accounts list as CSV or XLSX',
    access: 'view_accounts',
    query: withFormat(accountListQuery),
    produces,
    response: { 200: exportFile('The accounts list') },
  }),
  statement: endpoint({
    method: 'GET',
    path: '/exports/accounts/:id/statement',
    summary: "Download an account's statement as CSV or XLSX",
    access: 'view_accounts',
    params: idParams,
    query: withFormat(statementQuery),
    produces,
    response: { 200: exportFile("The account's statement for the period") },
  }),
  // Whoever reads the books reads an agent's statement (endpoints/ledger.ts).
  agentStatement: endpoint({
    method: 'GET',
    path: '/exports/agents/:id/statement',
    summary: "Download an agent's statement as CSV or XLSX",
    access: 'view_books',
    params: idParams,
    query: withFormat(agentStatementQuery),
    produces,
    response: {
      200: exportFile(
        "The agent's statement for the period (opening, each line with its running balance, closing)",
      ),
    },
  }),
  // The quarter's TCS register (decision 057), as its page shows it.
  tcsRegister: endpoint({
    method: 'GET',
    path: '/exports/tcs/register',
    summary: "Download a quarter's TCS register as CSV or XLSX",
    access: 'view_books',
    query: withFormat(tcsRegisterQuery),
    produces,
    response: { 200: exportFile("The quarter's receipts that carried TCS") },
  }),
  staff: endpoint({
    method: 'GET',
    path: '/exports/staff',
    summary: 'Download the staff list as CSV or XLSX',
    access: 'admin',
    query: withFormat(staffListQuery),
    produces,
    response: { 200: exportFile('The staff list') },
  }),
  branches: endpoint({
    method: 'GET',
    path: '/exports/branches',
    summary: 'Download the branches list as CSV or XLSX',
    access: 'admin',
    query: withFormat(branchListQuery),
    produces,
    response: { 200: exportFile('The branches list') },
  }),
  dayPlans: endpoint({
    method: 'GET',
    path: '/exports/day-plans',
    summary: "Download a day's planned services as CSV or XLSX",
    access: 'view_day_plans',
    query: withFormat(dayPlanQuery),
    produces,
    response: { 200: exportFile("The day's services") },
  }),
  payments: endpoint({
    method: 'GET',
    path: '/exports/payments',
    summary: 'Download the customer payments list as CSV or XLSX',
    access: 'view_bookings',
    query: withFormat(paymentListQuery),
    produces,
    response: { 200: exportFile('The customer payments list') },
  }),
  auditEvents: endpoint({
    method: 'GET',
    path: '/exports/audit-events',
    summary: 'Download the audit log as CSV or XLSX',
    access: 'admin',
    query: withFormat(auditListQuery),
    produces,
    response: { 200: exportFile('The audit log') },
  }),
};

/** The customer payments list the payments export mirrors (whoever views bookings). */
export const paymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/payments',
    summary: 'List customer payments, a page at a time',
    access: 'view_bookings',
    query: paymentListQuery,
    response: { 200: pagedEnvelope(paymentListRowSchema) },
  }),
};
