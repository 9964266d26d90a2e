import { Button } from '@mantine/core';
import type { Booking } from '@app/contract';
import { BOOKING_OK, CANCEL_REASON_MIN, can } from '@app/contract/constants';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { useCancelBooking } from '../api/bookings-api.ts';

/**
 * Cancel Booking: what a file gets instead of a delete once anything was done with it. The
 * reason is required and kept in the booking's History; the file, its payments and its
 * documents stay.
 */
export function CancelBooking({ booking: b }: { booking: Booking }) {
  const user = useCurrentUser();
  const cancelling = useReasonAction(useCancelBooking(b.id), {
    vars: (_: Booking, reason) => ({ reason }),
    done: BOOKING_OK.cancelled,
  });
  if (b.status === 'cancelled' || !can(user, 'edit_bookings')) return null;
  return (
    <>
      <Button variant="default" color="red.9" c="red.9" onClick={() => cancelling.open(b)}>
        Cancel Booking
      </Button>
      <ReasonModal
        title="Cancel Booking"
        message={`Cancel booking ${b.file_number}? It stays on file with its payments and documents, takes no new payments, and its History keeps your reason.`}
        confirmLabel="Cancel Booking"
        min={CANCEL_REASON_MIN}
        {...cancelling.dialog}
      />
    </>
  );
}
