import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentPaymentInput, BookingInput, BookingPaymentInput } from '@app/contract';
import { BOOKING_FAIL, CORRECTION_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/bookings.ts) this feature uses: reads
 * as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with 'bookings', so
 * a write refreshes them all (and the dashboard's counters).
 */

export type BookingFilterValues = Record<
  'search' | 'status' | 'payment_status' | 'date_from' | 'date_to' | 'balance',
  string
>;

/** `sort`: '' (newest first) or a LIST_SORTS.bookings column, '-' before it for descending. */
export const bookingsQuery = (page: number, f: BookingFilterValues, sort = '') =>
  queryOptions({
    queryKey: ['bookings', 'list', page, f, sort],
    queryFn: () =>
      fetchEndpoint('GET /bookings', {
        query: { page, per_page: PAGE_SIZES.bookings, ...f, sort },
        fallback: BOOKING_FAIL.fetchBookings,
      }),
    placeholderData: keepPreviousData,
  });

export const bookingStatisticsQuery = (f: BookingFilterValues) =>
  queryOptions({
    queryKey: ['bookings', 'statistics', f],
    queryFn: () =>
      fetchEndpoint('GET /bookings/statistics', { query: f, fallback: BOOKING_FAIL.statistics }),
    placeholderData: keepPreviousData,
  });
export const useBookingStatistics = (f: BookingFilterValues) => useQuery(bookingStatisticsQuery(f));

export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: ['bookings', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /bookings/:id', { params: { id }, fallback: BOOKING_FAIL.fetchBooking }),
  });
export const useBooking = (id: number) => useQuery(bookingQuery(id));

export const agentPaymentsQuery = (id: number) =>
  queryOptions({
    queryKey: ['bookings', 'agent-payments', id],
    queryFn: () =>
      fetchEndpoint('GET /bookings/:id/agent-payments', {
        params: { id },
        fallback: BOOKING_FAIL.fetchAgentPayments,
      }),
  });
export const useAgentPayments = (id: number, enabled: boolean) =>
  useQuery({ ...agentPaymentsQuery(id), enabled });

const CHANGES = [['bookings'], ['dashboard']] as const;

/** Create (no id) or update a booking; resolves to the envelope so forms can show field errors. */
export const useSaveBooking = (id?: number) =>
  useEnvelopeMutation(
    (body: BookingInput) =>
      id
        ? callEndpoint('PUT /bookings/:id', { params: { id }, body, fallback: BOOKING_FAIL.update })
        : callEndpoint('POST /bookings', { body, fallback: BOOKING_FAIL.create }),
    CHANGES,
  );

export const useDeleteBooking = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /bookings/:id', { params: { id }, fallback: BOOKING_FAIL.delete }),
    CHANGES,
  );

export const useAddPayment = (id: number) =>
  useEnvelopeMutation(
    (body: BookingPaymentInput) =>
      callEndpoint('POST /bookings/:id/payment', {
        params: { id },
        body,
        fallback: BOOKING_FAIL.addPayment,
      }),
    CHANGES,
  );

export const useRecordAgentPayment = (id: number) =>
  useEnvelopeMutation(
    (body: AgentPaymentInput) =>
      callEndpoint('POST /bookings/:id/agent-payments', {
        params: { id },
        body,
        fallback: BOOKING_FAIL.recordPayment,
      }),
    CHANGES,
  );

/** The spec's delete of an agent payment voids it, with a reason (issue 16). */
export const useDeleteAgentPayment = () =>
  useEnvelopeMutation(
    ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      callEndpoint('DELETE /agent-payments/:id', {
        params: { id: paymentId },
        body: { reason },
        fallback: BOOKING_FAIL.deletePayment,
      }),
    CHANGES,
  );

/** Void a customer payment: it stays listed, struck through; the figures are recomputed. */
export const useVoidPayment = (bookingId: number) =>
  useEnvelopeMutation(
    ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      callEndpoint('POST /bookings/:id/payments/:paymentId/void', {
        params: { id: bookingId, paymentId },
        body: { reason },
        fallback: CORRECTION_FAIL.voidPayment,
      }),
    CHANGES,
  );
