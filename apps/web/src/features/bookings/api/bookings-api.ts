import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AgentPayment,
  AgentPaymentInput,
  ApiSuccess,
  Booking,
  BookingInput,
  BookingPaymentInput,
  BookingStatistics,
  Paged,
  ReasonInput,
} from '@app/contract';
import { BOOKING_FAIL, CORRECTION_FAIL, PAGE_SIZES } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export type BookingFilterValues = Record<
  'search' | 'status' | 'payment_status' | 'date_from' | 'date_to' | 'balance',
  string
>;

/** `sort`: '' (newest first) or a LIST_SORTS.bookings column, '-' before it for descending. */
export const useBookings = (page: number, f: BookingFilterValues, sort = '') =>
  useQuery({
    queryKey: ['bookings', 'list', page, f, sort],
    queryFn: () =>
      call<Paged<Booking>>('/bookings', {
        query: { page, perPage: PAGE_SIZES.bookings, ...f, sort },
        fallback: BOOKING_FAIL.fetchBookings,
      }),
    placeholderData: keepPreviousData,
  });

export const useBookingStatistics = (f: BookingFilterValues) =>
  useQuery({
    queryKey: ['bookings', 'statistics', f],
    queryFn: () =>
      call<ApiSuccess<BookingStatistics>>('/bookings/statistics', {
        query: f,
        fallback: BOOKING_FAIL.statistics,
      }),
    placeholderData: keepPreviousData,
  });

export const useBooking = (id: number) =>
  useQuery({
    queryKey: ['bookings', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<Booking>>(`/bookings/${id}`, { fallback: BOOKING_FAIL.fetchBooking }),
  });

const CHANGES = [['bookings'], ['dashboard']] as const;

export const useSaveBooking = (id?: number) =>
  useEnvelopeMutation(
    (body: BookingInput) =>
      id
        ? apiCall<ApiSuccess<Booking>>(`/bookings/${id}`, {
            method: 'PUT',
            body,
            fallback: BOOKING_FAIL.update,
          })
        : apiCall<ApiSuccess<Booking>>('/bookings', {
            method: 'POST',
            body,
            fallback: BOOKING_FAIL.create,
          }),
    CHANGES,
  );

export const useDeleteBooking = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/bookings/${id}`, {
        method: 'DELETE',
        fallback: BOOKING_FAIL.delete,
      }),
    CHANGES,
  );

export const useAddPayment = (id: number) =>
  useEnvelopeMutation(
    (body: BookingPaymentInput) =>
      apiCall<ApiSuccess<Booking>>(`/bookings/${id}/payment`, {
        method: 'POST',
        body,
        fallback: BOOKING_FAIL.addPayment,
      }),
    CHANGES,
  );

export const useAgentPayments = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['bookings', 'agent-payments', id],
    queryFn: () =>
      call<ApiSuccess<AgentPayment[]> & { booking: Booking }>(`/bookings/${id}/agent-payments`, {
        fallback: BOOKING_FAIL.fetchAgentPayments,
      }),
    enabled,
  });

export const useRecordAgentPayment = (id: number) =>
  useEnvelopeMutation(
    (body: AgentPaymentInput) =>
      apiCall<ApiSuccess<AgentPayment[]>>(`/bookings/${id}/agent-payments`, {
        method: 'POST',
        body,
        fallback: BOOKING_FAIL.recordPayment,
      }),
    CHANGES,
  );

/** The spec's delete of an agent payment voids it, with a reason (issue 16). */
export const useDeleteAgentPayment = () =>
  useEnvelopeMutation(
    ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      apiCall<ApiSuccess<AgentPayment[]> & { booking: Booking }>(`/agent-payments/${paymentId}`, {
        method: 'DELETE',
        body: { reason } satisfies ReasonInput,
        fallback: BOOKING_FAIL.deletePayment,
      }),
    CHANGES,
  );

/** Void a customer payment: it stays listed, struck through; the figures are recomputed. */
export const useVoidPayment = (bookingId: number) =>
  useEnvelopeMutation(
    ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      apiCall<ApiSuccess<Booking>>(`/bookings/${bookingId}/payments/${paymentId}/void`, {
        method: 'POST',
        body: { reason } satisfies ReasonInput,
        fallback: CORRECTION_FAIL.voidPayment,
      }),
    CHANGES,
  );
