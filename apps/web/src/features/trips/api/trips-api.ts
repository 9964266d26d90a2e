import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation } from '../../../lib/mutations.ts';

/**
 * The web's side of the trip flow (server: apps/api/src/modules/trips).
 * "Convert to booking" reads the prefill, then saves through the booking form's POST with
 * `enquiry_id` (and `add_another: true` when the user chooses a second file); a 409 carries
 * the existing file as `data.booking`. "Schedule services" lists and schedules a booking's lines.
 */
const FAIL = {
  prefill: 'Failed to fetch the enquiry for the booking',
  schedulable: 'Failed to fetch the booking’s tours and flights',
  schedule: 'Failed to schedule services',
} as const;

export const bookingPrefillQuery = detailQuery(
  'GET /enquiries/:id/booking-prefill',
  FAIL.prefill,
  'booking-prefill',
);
export const useBookingPrefill = (enquiryId: number) => useQuery(bookingPrefillQuery(enquiryId));

export const schedulableQuery = detailQuery(
  'GET /bookings/:id/schedulable',
  FAIL.schedulable,
  'schedulable',
);
export const useSchedulable = (bookingId: number) => useQuery(schedulableQuery(bookingId));

export const useScheduleServices = (bookingId: number) =>
  useBodyMutation('POST /bookings/:id/services', bookingId, FAIL.schedule, [
    ['bookings'],
    ['day-plans'],
    ['dashboard'],
  ]);
