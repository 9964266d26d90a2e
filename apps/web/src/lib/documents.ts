import type { QueuedMail } from '@app/contract';
import { confirmAction } from './confirm.tsx';
import { callEndpoint } from './endpoint-call.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * A document's preview (voucher, receipt): the tab opens at once, inside the click (no popup
 * blocker), then goes to the short-lived, document-only link the token route gives.
 */
export async function openPreview(
  key: 'POST /vouchers/:id/preview-token' | 'POST /receipts/:id/preview-token',
  id: number,
  fallback: string,
) {
  const tab = window.open('', '_blank');
  const r = await callEndpoint(key, { params: { id }, fallback });
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
}

/** Fired on window when an email was queued: a booking's Messages list refreshes. */
export const MAIL_QUEUED = 'app:mail-queued';

/**
 * Email a document to the guest after a confirm modal: "Send {what} to {to}?". The API queues
 * the message in the outbox and says so (queued, or no SMTP server): that note follows the success.
 */
export function emailDocument(o: {
  /** The catalogued email endpoint: the voucher's or the receipt's. */
  key: 'POST /vouchers/:id/email' | 'POST /receipts/:id/email';
  id: number;
  to: string;
  title: string;
  what: string;
  fallback: string;
  onBusy: (busy: boolean) => void;
}) {
  confirmAction({
    title: o.title,
    message: `Send ${o.what} to ${o.to}?`,
    confirmLabel: 'Send',
    danger: false,
    onConfirm: () => {
      o.onBusy(true);
      void callEndpoint(o.key, {
        params: { id: o.id },
        body: { email: o.to },
        fallback: o.fallback,
      }).then((r) => {
        o.onBusy(false);
        if (!r.success) return notifyError(r.message);
        notifyQueued(r.data);
      });
    },
  });
}

/**
 * After an email request's 202 (voucher, receipt, duty sheet): one message saying what
 * happened, the API's note (queued for sending, or queued with no mail server to send it).
 * The answer's "emailed successfully" is not shown: nothing has been emailed yet, and beside
 * a warning it read as a contradiction.
 */
export function notifyQueued(mail: QueuedMail) {
  window.dispatchEvent(new Event(MAIL_QUEUED));
  notifySuccess(mail.note);
}
