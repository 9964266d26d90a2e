import { Button, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconMail } from '@tabler/icons-react';
import type { Booking } from '@app/contract';

const REASON = 'Vouchers arrive with the voucher module';

/** Voucher buttons: shown, but disabled with a reason until the voucher module lands. */
export function VoucherActions({ booking }: { booking: Booking }) {
  return (
    <>
      <Tooltip label={REASON}>
        <span>
          <Button variant="default" leftSection={<IconDownload size={16} />} disabled>
            Download voucher PDF
          </Button>
        </span>
      </Tooltip>
      {booking.guest_email && (
        <Tooltip label={REASON}>
          <span>
            <Button variant="default" leftSection={<IconMail size={16} />} disabled>
              Email voucher
            </Button>
          </span>
        </Tooltip>
      )}
      <Tooltip label={REASON}>
        <span>
          <Button variant="default" leftSection={<IconExternalLink size={16} />} disabled>
            Preview
          </Button>
        </span>
      </Tooltip>
    </>
  );
}
