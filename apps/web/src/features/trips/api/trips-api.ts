import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleInput } from '@app/contract';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/**
 * Issue 18 parts 1-2, the web's side of the trip flow (server: apps/api/src/modules/trips).
 * "Convert to booking" reads the prefill, then saves through the booking form's POST with
 * `enquiry_id` (and `add_another: true` when the user chooses a second file); a 409 carries
 * the existing file as `data.booking`. "Schedule services" lists and schedules a booking's lines.
 */
const FAIL = {
  prefill: 'Failed to fetch the enquiry for the booking',
  schedulable: 'Failed to fetch the booking’s tours and flights',
  schedule: 'Failed to schedule services',
} as const;

export const bookingPrefillQuery = (enquiryId: number) =>
  queryOptions({
    queryKey: ['enquiries', 'booking-prefill', enquiryId],
    queryFn: () =>
      fetchEndpoint('GET /enquiries/:id/booking-prefill', {
        params: { id: enquiryId },
        fallback: FAIL.prefill,
      }),
  });
export const useBookingPrefill = (enquiryId: number) => useQuery(bookingPrefillQuery(enquiryId));

export const schedulableQuery = (bookingId: number) =>
  queryOptions({
    queryKey: ['bookings', 'schedulable', bookingId],
    queryFn: () =>
      fetchEndpoint('GET /bookings/:id/schedulable', {
        params: { id: bookingId },
        fallback: FAIL.schedulable,
      }),
  });
export const useSchedulable = (bookingId: number) => useQuery(schedulableQuery(bookingId));

export const useScheduleServices = (bookingId: number) =>
  useEnvelopeMutation(
    (body: ScheduleInput) =>
      callEndpoint('POST /bookings/:id/services', {
        params: { id: bookingId },
        body,
        fallback: FAIL.schedule,
      }),
    [['bookings'], ['day-plans'], ['dashboard']],
  );
