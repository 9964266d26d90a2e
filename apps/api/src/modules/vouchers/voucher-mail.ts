import type { BookingWithLines } from '@app/contract';
import type { OutboxInput } from '../outbox/outbox.service.ts';
import { renderVoucherHtml } from '../documents/voucher-html.ts';
import { AGENCY, buildVoucher } from '../documents/voucher-model.ts';

/** The voucher email (route and demo data): the voucher as HTML, its PDF attached. */
export function voucherMail(booking: BookingWithLines, to: string, pdf: Buffer): OutboxInput {
  const voucher = buildVoucher(booking);
  return {
    kind: 'voucher',
    to,
    subject: `Your travel voucher ${booking.file_number} – ${AGENCY.name}`,
    text: `Dear ${booking.guest_name},\n\nPlease find attached your service voucher for file ${booking.file_number}.\n\n${voucher.footer}\n\n${AGENCY.name}`,
    html: renderVoucherHtml(voucher),
    attachments: [
      { filename: `Voucher-${booking.id}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
    booking_id: booking.id,
    record_label: booking.file_number,
  };
}
