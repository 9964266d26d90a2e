import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { z } from 'zod';
import type { AuditRecordType, BookingFilters, ExportList } from '@app/contract';
import {
  BOOKING_FIELD_KEYS,
  creditAlertLabel,
  creditAlertText,
  exportEndpoints,
  todayIn,
} from '@app/contract';
import { bookings } from '../../db/schema/index.ts';
import { accountRows, toAccount } from '../accounts/accounts.service.ts';
import { statementLinesQuery, statementPeriod } from '../accounts/statement.service.ts';
import type { AgentListRow } from '../agents/agents.service.ts';
import { agentRows, toAgent } from '../agents/agents.service.ts';
import { agentStatement } from '../ledger/agent-statement.ts';
import { tcsRegister } from '../tcs/tcs-register.ts';
import { supplierRows, toSupplier } from '../suppliers/suppliers.service.ts';
import { auditRows, toEvent } from '../audit/audit.service.ts';
import { bookingFieldSql, selectBookingLines, toBooking } from '../bookings/booking-shape.ts';
import { bookingOrder, bookingRows } from '../bookings/booking-sorts.ts';
import { bookingWhere } from '../bookings/booking-list.ts';
import { branchRows, toBranch } from '../branches/branches.service.ts';
import { listDayPlans } from '../day-plans/day-plans.service.ts';
import { enquiryRows, toEnquiry } from '../enquiries/enquiries.service.ts';
import { staffRows, toStaff } from '../staff/staff.service.ts';
import {
  pendingFilters,
  toTransaction,
  transactionRows,
} from '../transactions/transactions.service.ts';
import type { ExportColumn } from './cells.ts';
import type { ExportLease } from './export-gate.ts';
import { columnsOf } from './cells.ts';
import { AGENT_STATEMENT_COLUMNS, agentStatementRows } from './agent-statement-rows.ts';
import { paymentRows, toPaymentRow } from './payments-list.ts';
import type { Selectable } from './stream-rows.ts';
import { csvLineSql } from './sql-csv.ts';
import { copyBinary, streamQuery, streamSelect } from './stream-rows.ts';

/** What one export reads: its rows (streamed), and the record its audit event names. */
export interface ExportSource {
  rows: AsyncIterable<unknown> | Iterable<unknown>;
  /** A CSV's lines written by the database (sql-csv.ts, COPY binary), where the list has them. */
  lines?: Readable;
  record_id?: number;
  record_label?: string;
}

/** An export's endpoint (the contract's endpoints/exports.ts): the list's access and query. */
type ExportEndpoint = (typeof exportEndpoints)[ExportList];

export interface ExportSpec {
  list: ExportList;
  endpoint: ExportEndpoint;
  record_type: AuditRecordType;
  title: string;
  columns: ExportColumn[];
  /** Rows from the database stream on `lease`'s connection (export-gate.ts). */
  source: (app: FastifyInstance, q: never, id: number, lease: ExportLease) => Promise<ExportSource>;
}

/** The TCS register's columns, as its page names them (decision 057). */
const TCS_REGISTER_COLUMNS: ExportColumn[] = (
  [
    ['collected_on:date', 'Date'],
    ['booking.file_number', 'File'],
    ['receipt_number', 'Receipt'],
    ['buyer_name', 'Buyer'],
    ['buyer_pan', 'PAN'],
    ['received:money', 'Amount received (INR)'],
    ['rates', 'Rate %'],
    ['tcs:money', 'TCS (INR)'],
  ] as const
).map(([path, header]) => ({ ...columnsOf([path])[0]!, header }));

/** A drizzle select's rows through a cursor, each shaped by the list's own mapper. */
async function* mapped<R, T>(lease: ExportLease, query: Selectable, map: (r: R) => T) {
  for await (const row of streamSelect<R>(lease, pg.types, query)) yield map(row);
}

/** One entry per list: the columns are every field of the list's record. */
const spec = <L extends ExportList>(
  s: Omit<ExportSpec, 'list' | 'endpoint' | 'source'> & {
    list: L;
    source: (
      app: FastifyInstance,
      q: z.output<(typeof exportEndpoints)[L]['query']>,
      id: number,
      lease: ExportLease,
    ) => Promise<ExportSource>;
  },
): ExportSpec => ({ ...s, endpoint: exportEndpoints[s.list] });

const BOOKING = `id file_number guest_name guest_email guest_mobile guest_address total_adults
  total_children total_infants children_ages total_rooms booking_date travel_start_date
  travel_end_date check_in_date check_out_date package_name package_type destination sale_amount
  purchase_amount profit_amount net_profit paid_amount balance_due currency rate status payment_status
  cancellation_charge refunded_amount
  agent_id agent.code agent.name agent_commission_rate agent_commission_amount agent_payable
  agent_paid agent_balance agent_payment_status ops_person_id ops_person.name sales_person_id
  sales_person.name enquiry_id special_notes internal_notes created_at`;
const ENQUIRY = `id enquiry_number enquiry_type customer_name customer_email customer_mobile
  customer_alternate_mobile destination travel_start_date travel_end_date number_of_adults
  number_of_children travel_type special_requirements estimated_budget currency budget_type
  accommodation_preference agent_id agent.code agent.name agent.primary_email assigned_to
  assigned_user.name status priority source enquiry_details internal_notes follow_up_date
  expected_sale_amount agent_commission_rate agent_commission_amount created_at`;
const AGENT = `id code name company_name primary_mobile secondary_mobile primary_email
  secondary_email address city state country pincode gst_number pan_number commission_rate
  is_vendor vendor_email status notes credit_alerts created_at`;
const SUPPLIER = `id code name kind contact_person phone email address city state country gstin pan
  currency payment_terms payment_days bank_name bank_account_name bank_account_number bank_ifsc
  status agent.code agent.name notes created_at`;
const TRANSACTION = `id transaction_date type amount:money account_id account.code account.name
  category_id category.name description reference notes status attachment attachment_name
  user.id user.name created_at updated_by_user.id updated_by_user.name updated_at editor_ids
  approved_by_user.id approved_by_user.name approved_at approval_notes reversal_of.reference
  reversal_reason reversed_by_transaction.reference`;
const ACCOUNT = `id code name type currency opening_balance current_balance base_balance
  description is_active transactions_count has_approved_transactions system_key created_at`;
const STATEMENT = `id transaction_date reference description category type currency amount:money
  debit credit running_balance base_debit base_credit`;
const STAFF = `id employee_id user.id user.name user.email user.role user.is_active branch_id
  branch.name position department phone gender date_of_birth date_of_joining salary address
  city state country postal_code emergency_contact emergency_contact_name blood_group
  permissions created_at`;
const BRANCH = `id code name phone email address city state country postal_code opening_time
  closing_time timezone manager_id manager.employee_id manager.user.name additional_notes
  is_active created_at updated_at`;
const DAY_PLAN = `id plan_date service_time service_description guest_name file_number
  hotel_name driver_id driver_name driver_mobile vehicle_number amount:money currency remarks status
  booking_id source_kind source_line_id clashes_with created_at`;
const PAYMENT = `id receipt_number booking_id file_number guest_name amount:money payment_date
  payment_method transaction_reference payment_notes received_by.id received_by.name created_at
  voided_at voided_by.id voided_by.name void_reason deposit_account.id deposit_account.name`;
const AUDIT = `id at user.id user.name actor_label ip action record_type record_id record_label
  note currency changes`;
const cols = (s: string) => columnsOf(s.split(/\s+/).filter(Boolean));
/**
 * The bookings export: the order above, and every field of the contract's booking field list
 * that the order does not name yet (a new one) before created_at, so none is left out.
 */
const BOOKING_COLUMNS = (() => {
  const named = BOOKING.split(/\s+/).filter(Boolean);
  const unnamed = BOOKING_FIELD_KEYS.filter((k) => !named.includes(k));
  named.splice(named.indexOf('created_at'), 0, ...unnamed);
  return columnsOf(named);
})();

export const EXPORTS: ExportSpec[] = [
  spec({
    list: 'bookings',
    record_type: 'booking',
    title: 'Bookings',
    columns: BOOKING_COLUMNS,
    // A million files: the CSV's lines are written by PostgreSQL (sql-csv.ts).
    source: async (app, q, _id, lease) => {
      const where = bookingWhere(q);
      const sort = (q as BookingFilters).sort;
      if (q.format === 'csv') {
        const line = csvLineSql(BOOKING_COLUMNS, bookings, bookingFieldSql, app.appTimezone);
        const query = selectBookingLines(app.db, line)
          .where(where)
          .orderBy(...bookingOrder(sort));
        return { rows: [], lines: copyBinary(lease, query) };
      }
      return { rows: mapped(lease, bookingRows(app.db, where, sort), toBooking) };
    },
  }),
  spec({
    list: 'enquiries',
    record_type: 'enquiry',
    title: 'Enquiries',
    columns: cols(ENQUIRY),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, enquiryRows(app.db, q), toEnquiry),
    }),
  }),
  spec({
    list: 'agents',
    record_type: 'agent',
    title: 'Agents',
    columns: cols(AGENT),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, agentRows(app.db, q), (r: AgentListRow) => ({
        ...toAgent(r),
        // The list's badge in words: "Over limit: AED 7,200.00 owed of AED 5,000.00".
        credit_alerts: r.credit_alerts
          .map((a) => `${creditAlertLabel([a])}: ${creditAlertText(a)}`)
          .join('; '),
      })),
    }),
  }),
  spec({
    list: 'suppliers',
    record_type: 'supplier',
    title: 'Suppliers',
    columns: cols(SUPPLIER),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, supplierRows(app.db, q), toSupplier),
    }),
  }),
  spec({
    list: 'transactions',
    record_type: 'transaction',
    title: 'Transactions',
    columns: cols(TRANSACTION),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, transactionRows(app.db, q), toTransaction),
    }),
  }),
  spec({
    list: 'pendingApprovals',
    record_type: 'transaction',
    title: 'Pending approvals',
    columns: cols(TRANSACTION),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, transactionRows(app.db, pendingFilters(q)), toTransaction),
    }),
  }),
  spec({
    list: 'accounts',
    record_type: 'account',
    title: 'Accounts',
    columns: cols(ACCOUNT),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, accountRows(app.db, q), toAccount),
    }),
  }),
  spec({
    list: 'statement',
    record_type: 'account',
    title: 'Statement',
    columns: cols(STATEMENT),
    // The period's opening balance first (a 404 for an unknown account), then the lines.
    source: async (app, q, id, lease) => {
      const { account, periodOpening } = await statementPeriod(app.db, id, q);
      const { text, values } = statementLinesQuery(id, q, periodOpening, null);
      return {
        rows: streamQuery(lease, text, values),
        record_id: id,
        record_label: `${account.code} ${account.name}`,
      };
    },
  }),
  spec({
    list: 'agentStatement',
    record_type: 'agent',
    title: 'Agent statement',
    columns: AGENT_STATEMENT_COLUMNS,
    // One agent's statement, read whole as its page reads it (a 404 for an unknown agent).
    source: async (app, q, id) => {
      const st = await agentStatement(app.db, id, q, app.appTimezone);
      return {
        rows: agentStatementRows(st),
        record_id: id,
        record_label: `${st.agent.code} ${st.agent.name}`,
      };
    },
  }),
  spec({
    list: 'tcsRegister',
    record_type: 'report',
    title: 'TCS register',
    columns: TCS_REGISTER_COLUMNS,
    // A quarter's receipts, read whole as the page reads them (a few hundred rows at most).
    source: async (app, q) => {
      const register = await tcsRegister(app.db, q.quarter as string);
      return { rows: register.rows, record_label: `TCS register ${register.quarter}` };
    },
  }),
  spec({
    list: 'staff',
    record_type: 'staff',
    title: 'Staff',
    columns: cols(STAFF),
    source: async (app, q, _id, lease) => ({ rows: mapped(lease, staffRows(app.db, q), toStaff) }),
  }),
  spec({
    list: 'branches',
    record_type: 'branch',
    title: 'Branches',
    columns: cols(BRANCH),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, branchRows(app.db, q), toBranch),
    }),
  }),
  spec({
    list: 'dayPlans',
    record_type: 'day_plan',
    title: 'Day plan',
    columns: cols(DAY_PLAN),
    // One day's services (the list is never paged): read as the page reads them.
    source: async (app, q) => {
      const date = (q.date as string | null | undefined) || todayIn(app.appTimezone);
      const { plans } = await listDayPlans(app.db, { ...q, date }, app.appTimezone);
      return { rows: plans, record_label: `Day plan ${date}` };
    },
  }),
  spec({
    list: 'payments',
    record_type: 'payment',
    title: 'Payments',
    columns: cols(PAYMENT),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, paymentRows(app.db, q), toPaymentRow),
    }),
  }),
  spec({
    list: 'auditEvents',
    record_type: 'audit_log',
    title: 'Audit log',
    columns: cols(AUDIT),
    source: async (app, q, _id, lease) => ({
      rows: mapped(lease, auditRows(app.db, q, app.appTimezone), toEvent),
    }),
  }),
];
