import { Button } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import type { Booking } from '@app/contract';
import { BOOKING_FAIL, BOOKING_OK, can, DOCUMENT_ACCESS } from '@app/contract/constants';
import { openPreview } from '../../../lib/documents.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useGuestEmail } from './use-guest-email.ts';

/** Download, email and preview the booking's voucher (spec: /bookings/{id} header buttons). */
export function VoucherActions({ booking }: { booking: Booking }) {
  const user = useCurrentUser();
  const { sending, email } = useGuestEmail(booking, {
    key: 'POST /vouchers/:id/email',
    id: booking.id,
    title: 'Email voucher',
    what: 'voucher',
    fallback: BOOKING_FAIL.emailVoucher,
  });

  const preview = () =>
    openPreview(
      'POST /vouchers/:id/preview-token',
      booking.id,
      'Failed to open the voucher preview',
    );

  const mayView = can(user, DOCUMENT_ACCESS.voucher.read);
  // Sending takes the voucher's read key too: the mail carries the voucher.
  const maySend = can(user, DOCUMENT_ACCESS.voucher.send);
  return (
    <>
      {mayView && (
        <DownloadButton
          label="Download voucher PDF"
          download={() =>
            downloadFile(
              'GET /vouchers/:id/pdf',
              { params: { id: booking.id } },
              `Voucher-${booking.id}.pdf`,
            )
          }
          failed={BOOKING_FAIL.downloadVoucher}
          done={BOOKING_OK.voucherDownloaded}
        />
      )}
      {booking.guest_email && booking.status !== 'cancelled' && maySend && (
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
