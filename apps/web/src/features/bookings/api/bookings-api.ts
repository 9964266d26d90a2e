import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingWithLines, ServiceStateInput } from '@app/contract';
import { BOOKING_FAIL, CORRECTION_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation, useEnvelopeMutation } from '../../../lib/mutations.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/bookings.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'bookings', so a
 * write refreshes them all (and the dashboard's counters).
 */

export type BookingFilterValues = Record<
  'search' | 'status' | 'payment_status' | 'date_from' | 'date_to' | 'balance' | 'services',
  string
>;

export const CHANGES = [['bookings'], ['dashboard']] as const;

const bookings = pagedRecordHooks('/bookings', CHANGES);
/** `sort`: '' (newest first) or a LIST_SORTS.bookings column, '-' before it for descending. */
export const bookingsQuery = bookings.list(PAGE_SIZES.bookings, BOOKING_FAIL.fetchBookings);
export const useBooking = bookings.one(BOOKING_FAIL.fetchBooking);
/** Create (no id) or update a booking; resolves to the envelope so forms can show field errors. */
export const useSaveBooking = bookings.save(BOOKING_FAIL.create, BOOKING_FAIL.update);
export const useDeleteBooking = bookings.remove(BOOKING_FAIL.delete);

export const bookingStatisticsQuery = (f: BookingFilterValues) =>
  queryOptions({
    queryKey: ['bookings', 'statistics', f],
    queryFn: () =>
      fetchEndpoint('GET /bookings/statistics', { query: f, fallback: BOOKING_FAIL.statistics }),
    placeholderData: keepPreviousData,
  });
export const useBookingStatistics = (f: BookingFilterValues) => useQuery(bookingStatisticsQuery(f));

export const agentPaymentsQuery = detailQuery(
  'GET /bookings/:id/agent-payments',
  BOOKING_FAIL.fetchAgentPayments,
  'agent-payments',
);
export const useAgentPayments = (id: number, enabled: boolean) =>
  useQuery({ ...agentPaymentsQuery(id), enabled });

export const useAddPayment = (id: number) =>
  useBodyMutation('POST /bookings/:id/payment', id, BOOKING_FAIL.addPayment, CHANGES);

export const useRecordAgentPayment = (id: number) =>
  useBodyMutation('POST /bookings/:id/agent-payments', id, BOOKING_FAIL.recordPayment, CHANGES);

/** The spec's delete of an agent payment voids it, with a reason. */
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

/**
 * Cancel a booking, with a reason its History keeps (what any file that is not a bare draft
 * gets) and the charge it keeps of its sale (decision 052; blank: nothing).
 */
export const useCancelBooking = (bookingId: number) =>
  useEnvelopeMutation(
    (body: { reason: string; cancellation_charge?: string | null }) =>
      callEndpoint('POST /bookings/:id/cancel', {
        params: { id: bookingId },
        body,
        fallback: BOOKING_FAIL.cancel,
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

/** The line kinds a service's path names (the contract's SERVICE_LINE_KINDS). */
export type ServiceKind = 'accommodations' | 'tours' | 'flights';

/**
 * Move one of the file's services with its supplier (requested, confirmed with its number,
 * changed, cancelled). The answer is the whole file: the page shows it at once, and
 * the file's other reads are refreshed as after any write.
 */
export const useServiceState = (bookingId: number) => {
  const qc = useQueryClient();
  return useEnvelopeMutation(
    async (v: { kind: ServiceKind; lineId: number; body: ServiceStateInput }) => {
      const r = await callEndpoint('POST /bookings/:id/services/:kind/:lineId/state', {
        params: { id: bookingId, kind: v.kind, lineId: v.lineId },
        body: v.body,
        fallback: 'Failed to update the service',
      });
      if (r.success)
        qc.setQueryData(
          ['bookings', 'detail', bookingId],
          (old: { data: BookingWithLines } | undefined) =>
            old && { ...old, data: { ...old.data, ...r.data } },
        );
      return r;
    },
    CHANGES,
  );
};
