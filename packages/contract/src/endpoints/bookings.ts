import { z } from 'zod';
import {
  agentPaymentInput,
  bookingFilters,
  bookingInput,
  bookingListQuery,
  bookingPaymentInput,
} from '../bookings.ts';
import {
  bookingPaymentSchema,
  bookingSchema,
  bookingStatisticsSchema,
  bookingWithLinesSchema,
} from '../booking-types.ts';
import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { cancelBody, reasonBodyOrEmpty } from '../corrections.ts';
import { bookingCreateInput, bookingTripSchema } from '../trips.ts';
import { serviceParams, serviceStateInput } from '../suppliers.ts';
import { endpoint } from './define.ts';
import { recordEndpoints } from './record.ts';

/** The detail read: the booking with its lines and payments, its enquiry and services. */
export const bookingDetailSchema = bookingWithLinesSchema.extend(bookingTripSchema.shape);
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
/** An agent payment's answers: the file's agent payments, and the file's figures after it. */
const agentPaymentsEnvelope = okEnvelope(z.array(bookingPaymentSchema)).extend({
  booking: bookingSchema,
});
const paymentParams = idParams.extend({ paymentId: idParams.shape.id });
const agentVoid = {
  method: 'POST',
  access: 'void_agent_payments',
  tag: 'bookings',
  params: idParams,
  body: reasonBodyOrEmpty,
  response: { 200: agentPaymentsEnvelope },
} as const;

// Tourism: each route needs its module's own key (view, create, edit, delete or void).
export const bookingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/bookings',
    summary: 'List bookings, a page at a time',
    access: 'view_bookings',
    query: bookingListQuery,
    response: { 200: pagedEnvelope(bookingSchema) },
    // Kept: files, their agents' and staff's names.
    reads: ['bookings', 'agents', 'users'],
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/bookings/statistics',
    summary: "Read the bookings' counts and totals for the filters",
    access: 'view_bookings',
    query: bookingFilters,
    response: { 200: okEnvelope(bookingStatisticsSchema) },
    reads: ['bookings'],
  }),
  ...recordEndpoints({
    path: '/bookings',
    noun: { one: 'a booking', many: 'bookings' },
    access: {
      view: 'view_bookings',
      create: 'create_bookings',
      edit: 'edit_bookings',
      remove: 'delete_bookings',
    },
    // A save answers the file with its lines and payments; the detail read adds its enquiry
    // and services.
    record: bookingWithLinesSchema,
    detail: bookingDetailSchema,
    // With enquiry_id, converts the enquiry: 409 naming its file if it has one.
    create: bookingCreateInput,
    update: bookingInput,
  }),
  /**
   * Cancel a file, with a reason its History keeps: what happens to any file that is not a
   * draft without payments, services or documents sent (those alone may be deleted).
   */
  cancel: endpoint({
    method: 'POST',
    path: '/bookings/:id/cancel',
    summary: 'Cancel a booking, with a reason',
    access: 'edit_bookings',
    params: idParams,
    body: cancelBody,
    response: { 200: okEnvelope(bookingWithLinesSchema) },
  }),
  /** A customer payment: the file's figures after it. */
  addPayment: endpoint({
    method: 'POST',
    path: '/bookings/:id/payment',
    summary: 'Record a customer payment on a booking',
    access: 'create_payments',
    params: idParams,
    body: bookingPaymentInput,
    response: { 201: okEnvelope(bookingWithLinesSchema) },
  }),
  agentPayments: endpoint({
    method: 'GET',
    path: '/bookings/:id/agent-payments',
    summary: "List a booking's agent payments",
    access: 'view_agent_payments',
    params: idParams,
    response: { 200: agentPaymentsEnvelope },
  }),
  addAgentPayment: endpoint({
    method: 'POST',
    path: '/bookings/:id/agent-payments',
    summary: 'Record an agent payment on a booking',
    access: 'create_agent_payments',
    params: idParams,
    body: agentPaymentInput,
    response: { 201: agentPaymentsEnvelope },
  }),
  // Money is voided, never deleted: the payment stays listed, with a reason.
  // Issue 33: where a service stands with its supplier (requested, confirmed with its number…).
  serviceState: endpoint({
    method: 'POST',
    path: '/bookings/:id/services/:kind/:lineId/state',
    summary: "Record where a file's service stands with its supplier",
    access: 'edit_bookings',
    params: serviceParams,
    body: serviceStateInput,
    response: { 200: okEnvelope(bookingWithLinesSchema) },
  }),
  voidPayment: endpoint({
    method: 'POST',
    path: '/bookings/:id/payments/:paymentId/void',
    summary: "Void a booking's customer payment, with a reason",
    access: 'void_payments',
    params: paymentParams,
    body: reasonBodyOrEmpty,
    response: { 200: okEnvelope(bookingWithLinesSchema) },
  }),
  voidAgentPayment: endpoint({
    ...agentVoid,
    path: '/agent-payments/:id/void',
    summary: 'Void an agent payment, with a reason',
  }),
  // The spec's delete keeps its words and its path, and voids.
  deleteAgentPayment: endpoint({
    ...agentVoid,
    method: 'DELETE',
    path: '/agent-payments/:id',
    summary: 'Void an agent payment (the delete form of the void)',
  }),
};
