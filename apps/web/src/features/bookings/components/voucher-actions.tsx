import { Button } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { Booking } from '@app/contract';
import { BOOKING_FAIL, BOOKING_OK, BOOKING_SERVER, can } from '@app/contract/constants';
import { emailDocument, openPreview } from '../../../lib/documents.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** Download, email and preview the booking's voucher (spec: /bookings/{id} header buttons). */
export function VoucherActions({ booking }: { booking: Booking }) {
  const [sending, setSending] = useState(false);
  const user = useCurrentUser();

  const email = () => {
    const to = booking.guest_email;
    if (!to) return notifyError(BOOKING_SERVER.guestEmailMissing);
    emailDocument({
      key: 'POST /vouchers/:id/email',
      id: booking.id,
      to,
      title: 'Email voucher',
      what: 'voucher',
      ok: BOOKING_OK.voucherEmailed,
      fallback: BOOKING_FAIL.emailVoucher,
      onBusy: setSending,
    });
  };

  const preview = () =>
    openPreview(`/vouchers/${booking.id}/preview-token`, 'Failed to open the voucher preview');

  const mayView = can(user, 'view_vouchers');
  return (
    <>
      {mayView && (
        <DownloadButton
          label="Download voucher PDF"
          download={() => downloadFile(`/vouchers/${booking.id}/pdf`, `Voucher-${booking.id}.pdf`)}
          failed={BOOKING_FAIL.downloadVoucher}
          done={BOOKING_OK.voucherDownloaded}
        />
      )}
      {booking.guest_email && booking.status !== 'cancelled' && can(user, 'email_vouchers') && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          disabled={sending}
          onClick={email}
        >
          {sending ? 'Sending...' : 'Email voucher'}
        </Button>
      )}
      {mayView && (
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} />}
          onClick={() => void preview()}
        >
          Preview
        </Button>
      )}
    </>
  );
}
