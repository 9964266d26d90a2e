import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OUTBOX_FAIL } from '@app/contract/constants';
import { confirmAction } from './confirm.tsx';
import { callEndpoint, fetchEndpoint } from './endpoint-call.ts';
import { useEnvelopeMutation } from './mutations.ts';
import { notifyError, notifySuccess } from './notify.ts';

// The outbox calls a booking's Messages and the Outbox screen share.

/**
 * `GET /api/bookings/:id/messages`: the booking's vouchers and receipts and their states.
 * While one is queued and an SMTP server is configured, the sender is at work: the list looks
 * again every few seconds until nothing is left queued (without SMTP nothing would change).
 */
export const useBookingMessages = (bookingId: number, page: number) =>
  useQuery({
    queryKey: ['outbox', 'booking', bookingId, page],
    queryFn: () =>
      fetchEndpoint('GET /bookings/:id/messages', {
        params: { id: bookingId },
        query: { page },
        fallback: OUTBOX_FAIL.bookingMessages,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.smtp && q.state.data.data.some((m) => m.state === 'queued') ? 5000 : false,
  });

/** "Send again": a new queued copy of the message; the lists and the booking's History refresh. */
export const useSendAgain = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('POST /outbox/:id/send-again', {
        params: { id },
        fallback: OUTBOX_FAIL.sendAgain,
      }),
    [['outbox'], ['bookings', 'history']],
  );

/**
 * "Send again" behind its confirmation (`message` says what goes to whom), then the answer's
 * message as a toast. `pending` disables the button while the copy is queued.
 */
export function useConfirmSendAgain() {
  const again = useSendAgain();
  const ask = (id: number, message: string) =>
    confirmAction({
      title: 'Send again',
      message,
      confirmLabel: 'Send',
      danger: false,
      onConfirm: () =>
        void again.mutateAsync(id).then((r) => {
          if (r.success) notifySuccess(r.message);
          else notifyError(r.message);
        }),
    });
  return { ask, pending: again.isPending };
}
