import { notifications } from '@mantine/notifications';
import type { QueuedMail } from '@app/contract';
import { apiCall } from './api-client.ts';
import { confirmAction } from './confirm.tsx';
import { callEndpoint } from './endpoint-call.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * A document's preview (voucher, receipt): the tab opens at once, inside the click (no popup
 * blocker), then goes to the short-lived, document-only link the token route gives.
 */
export async function openPreview(tokenPath: string, fallback: string) {
  const tab = window.open('', '_blank');
  const r = await apiCall<{ success: true; data: { url: string } }>(tokenPath, {
    method: 'POST',
    fallback,
  });
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

/** Fired on window when an email was queued (issue 21): a booking's Messages list refreshes. */
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
  ok: string;
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
        notifyQueued(o.ok, r.data);
      });
    },
  });
}

/**
 * After an email request's 202 (voucher, receipt, duty sheet): the success, then the API's note
 * that the message is queued (or waits for an SMTP server), in the API's words (decision 022).
 */
export function notifyQueued(ok: string, mail: QueuedMail) {
  notifySuccess(ok);
  window.dispatchEvent(new Event(MAIL_QUEUED));
  if (mail.note) notifications.show({ message: mail.note, color: 'blue', autoClose: 6000 });
}
