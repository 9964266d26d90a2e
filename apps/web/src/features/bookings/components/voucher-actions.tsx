import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { Booking } from '@app/contract';
import { BOOKING_FAIL, BOOKING_OK, BOOKING_SERVER, can } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';
import { confirmAction } from '../../../lib/confirm.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** Download, email and preview the booking's voucher (spec: /bookings/{id} header buttons). */
export function VoucherActions({ booking }: { booking: Booking }) {
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);
  const user = useCurrentUser();

  const download = async () => {
    setDownloading(true);
    const r = await downloadFile(`/vouchers/${booking.id}/pdf`, `Voucher-${booking.id}.pdf`);
    setDownloading(false);
    if (r.ok) notifySuccess(BOOKING_OK.voucherDownloaded);
    else notifyError(r.message === 'Download failed' ? BOOKING_FAIL.downloadVoucher : r.message);
  };

  const email = () => {
    const to = booking.guest_email;
    if (!to) return notifyError(BOOKING_SERVER.guestEmailMissing);
    confirmAction({
      title: 'Email voucher',
      message: `Send voucher to ${to}?`,
      confirmLabel: 'Send',
      danger: false,
      onConfirm: () => {
        setSending(true);
        void apiCall<{ success: true; message: string; data: { note?: string } }>(
          `/vouchers/${booking.id}/email`,
          {
            method: 'POST',
            body: { email: to },
            fallback: BOOKING_FAIL.emailVoucher,
          },
        ).then((r) => {
          setSending(false);
          if (!r.success) return notifyError(r.message);
          notifySuccess(BOOKING_OK.voucherEmailed);
          if (r.data.note)
            notifications.show({ message: r.data.note, color: 'blue', autoClose: 6000 });
        });
      },
    });
  };

  /** The tab opens at once (no popup blocker), then goes to a short-lived, voucher-only link. */
  const preview = async () => {
    const tab = window.open('', '_blank');
    const r = await apiCall<{ success: true; data: { url: string } }>(
      `/vouchers/${booking.id}/preview-token`,
      {
        method: 'POST',
        fallback: 'Failed to open the voucher preview',
      },
    );
    if (!r.success) {
      tab?.close();
      return notifyError(r.message);
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = r.data.url;
    } else {
      window.location.assign(r.data.url);
    }
  };

  const mayView = can(user, 'view_vouchers');
  return (
    <>
      {mayView && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? 'Downloading...' : 'Download voucher PDF'}
        </Button>
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
