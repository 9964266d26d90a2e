import { useQuery } from '@tanstack/react-query';
import type {
  ApiSuccess,
  BookingPrefillAnswer,
  DayPlan,
  SchedulableItem,
  ScheduleInput,
} from '@app/contract';
import { apiCall, call } from '../../../lib/api-client.ts';
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

export const useBookingPrefill = (enquiryId: number) =>
  useQuery({
    queryKey: ['enquiries', 'booking-prefill', enquiryId],
    queryFn: () =>
      call<ApiSuccess<BookingPrefillAnswer>>(`/enquiries/${enquiryId}/booking-prefill`, {
        fallback: FAIL.prefill,
      }),
  });

export const useSchedulable = (bookingId: number) =>
  useQuery({
    queryKey: ['bookings', 'schedulable', bookingId],
    queryFn: () =>
      call<ApiSuccess<SchedulableItem[]>>(`/bookings/${bookingId}/schedulable`, {
        fallback: FAIL.schedulable,
      }),
  });

export const useScheduleServices = (bookingId: number) =>
  useEnvelopeMutation(
    (body: ScheduleInput) =>
      apiCall<ApiSuccess<DayPlan[]>>(`/bookings/${bookingId}/services`, {
        method: 'POST',
        body,
        fallback: FAIL.schedule,
      }),
    [['bookings'], ['day-plans'], ['dashboard']],
  );
