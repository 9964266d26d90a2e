import { Badge, Button, Group, Text } from '@mantine/core';
import { IconExternalLink, IconMail, IconReceipt } from '@tabler/icons-react';
import type { Booking, BookingPayment } from '@app/contract';
import { can, DOCUMENT_ACCESS, RECEIPT_FAIL, RECEIPT_OK, VOID_MARK } from '@app/contract/constants';
import { openPreview } from '../../../lib/documents.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useGuestEmail } from './use-guest-email.ts';

/**
 * A customer payment's receipt: its number, and Preview, Download PDF and Email,
 * as the voucher's actions. A voided payment's receipt is marked VOID (as its PDF is) and is
 * not emailed: it would tell the guest a payment counts when it does not. Each button's name
 * carries the receipt number, since a booking lists several payments.
 */
export function ReceiptActions({
  booking,
  payment: p,
}: {
  booking: Booking;
  payment: BookingPayment;
}) {
  const user = useCurrentUser();
  const number = p.receipt_number;
  const { sending, email } = useGuestEmail(booking, {
    key: 'POST /receipts/:id/email',
    id: p.id,
    title: 'Email receipt',
    what: `receipt ${number}`,
    fallback: RECEIPT_FAIL.email,
  });
  if (!number) return null;
  const voided = p.voided_at !== null;

  return (
    <Group justify="space-between" gap="xs" mt={6} data-testid="receipt">
      <Group gap={6} wrap="nowrap">
        <IconReceipt size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="xs" fw={600} data-testid="receipt-number">
          {number}
        </Text>
        {voided && (
          <Badge size="xs" color="red" variant="outline" miw="max-content">
            {VOID_MARK.stamp}
          </Badge>
        )}
      </Group>
      <Group gap={4}>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconExternalLink size={12} />}
          aria-label={`Preview ${number}`}
          onClick={() =>
            void openPreview('POST /receipts/:id/preview-token', p.id, RECEIPT_FAIL.preview)
          }
        >
          Preview
        </Button>
        <DownloadButton
          size="compact-xs"
          variant="subtle"
          iconSize={12}
          aria-label={`Download PDF ${number}`}
          label="Download PDF"
          download={() =>
            downloadFile('GET /receipts/:id/pdf', { params: { id: p.id } }, `Receipt-${number}.pdf`)
          }
          failed={RECEIPT_FAIL.download}
          done={RECEIPT_OK.downloaded}
        />
        {!voided && can(user, DOCUMENT_ACCESS.receipt.send) && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconMail size={12} />}
            aria-label={`Email ${number}`}
            disabled={sending}
            onClick={email}
          >
            {sending ? 'Sending...' : 'Email'}
          </Button>
        )}
      </Group>
    </Group>
  );
}
