import { Button } from '@mantine/core';
import type { Booking } from '@app/contract';
import { can } from '@app/contract/constants';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useCurrentUser } from '../../../lib/session.ts';

const loadDialog = () => import('./cancel-booking-dialog.tsx').then((m) => m.CancelBookingDialog);

/**
 * Cancel Booking: what a file gets instead of a delete once anything was done with it. The
 * reason is required and kept in the booking's History, with the charge the file keeps
 * (decision 052); the file, its payments and its documents stay. The dialog loads on its press.
 */
export function CancelBooking({ booking: b }: { booking: Booking }) {
  const user = useCurrentUser();
  const dialog = useLazyDialog(loadDialog);
  if (b.status === 'cancelled' || !can(user, 'edit_bookings')) return null;
  return (
    <>
      <Button variant="default" color="red.9" c="red.9" onClick={dialog.open}>
        Cancel Booking
      </Button>
      {dialog.Dialog && <dialog.Dialog booking={b} opened={dialog.opened} onClose={dialog.close} />}
    </>
  );
}
