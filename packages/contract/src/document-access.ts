import type { AllOf, PermissionKey } from './permissions.ts';

/**
 * Who may read and who may send each document the app mails. Sending a document hands its
 * whole content (guest, services, amounts) to an address the sender chooses, so it takes the
 * right to read that document as well as the send key: a caller who may not download a PDF
 * may not mail it either, nor send a copy of an earlier mail of it again. The catalogue's
 * email routes, "send again" and the screens' send buttons all read these rules.
 */
const sendRule = (read: PermissionKey, send: PermissionKey) =>
  ({ read, send: { all: [read, send] } }) as const satisfies { read: PermissionKey; send: AllOf };

export const DOCUMENT_ACCESS = {
  voucher: sendRule('view_vouchers', 'email_vouchers'),
  // A receipt is read with its booking, as the booking's payments are.
  receipt: sendRule('view_bookings', 'email_vouchers'),
  duty_sheet: sendRule('view_day_plans', 'edit_day_plans'),
  // A file's service order to its supplier: read with the booking, sent by who edits it (the
  // send moves the service to requested).
  service_order: sendRule('view_bookings', 'edit_bookings'),
  // A file's tax invoice and notes: read with the booking, sent as its voucher is.
  tax_document: sendRule('view_bookings', 'email_vouchers'),
};

/** "Send again" of a message of any kind: one of the send rules (the handler checks its kind's). */
export const SEND_AGAIN_ACCESS = Object.values(DOCUMENT_ACCESS).map((d) => d.send);
