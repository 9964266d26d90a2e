import { useState } from 'react';
import type { Booking } from '@app/contract';
import { BOOKING_SERVER } from '@app/contract/constants';
import { emailDocument } from '../../../lib/documents.ts';
import { notifyError } from '../../../lib/notify.ts';

/**
 * Emailing one of a booking's documents (its voucher, a payment's receipt) to the guest: a
 * file with no guest email is refused at once, otherwise the confirm and the send
 * (emailDocument); `sending` while the request is out, for the button.
 */
export function useGuestEmail(
  booking: Booking,
  doc: Omit<Parameters<typeof emailDocument>[0], 'to' | 'onBusy'>,
) {
  const [sending, setSending] = useState(false);
  const email = () => {
    const to = booking.guest_email;
    if (!to) return notifyError(BOOKING_SERVER.guestEmailMissing);
    emailDocument({ ...doc, to, onBusy: setSending });
  };
  return { sending, email };
}
