import { Button } from '@mantine/core';
import type { Booking } from '@app/contract';
import { can, CANCELLED_BOOKING } from '@app/contract/constants';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { useRefunds, useReopenBooking } from '../api/refunds-api.ts';
import { useFileTaxDocuments } from '../api/tax-documents-api.ts';

/**
 * Why a cancelled file can no longer be reopened, as the server would refuse it (decision
 * 052): a credit note issued for it, or a live refund. Null while either is still loading, or
 * when nothing stands in the way. The tax documents and refunds are the page's own reads.
 */
export function useReopenRefusal(b: Booking) {
  const cancelled = b.status === 'cancelled';
  const docs = useFileTaxDocuments(b.id);
  const refunds = useRefunds(b.id, cancelled);
  if (!cancelled || !docs.data || !refunds.data) return { known: false, refusal: null };
  const note = docs.data.data.find((d) => d.kind === 'credit_note');
  const refunded = refunds.data.data.refunds.some((r) => !r.voided_at);
  return {
    known: true,
    refusal: note
      ? CANCELLED_BOOKING.reopenCreditNote(note.number)
      : refunded
        ? CANCELLED_BOOKING.reopenRefunds
        : null,
  };
}

/**
 * Reopen: a manager takes a cancelled file back to confirmed, with a reason its History keeps;
 * its charge is cleared. Staff never see it, and nobody does once a credit note or a refund
 * settled the cancellation (the Settlement card says why).
 */
export function ReopenBooking({ booking: b }: { booking: Booking }) {
  const user = useCurrentUser();
  const { known, refusal } = useReopenRefusal(b);
  const reopening = useReasonAction(useReopenBooking(b.id), {
    vars: (_: Booking, reason) => ({ reason }),
    done: CANCELLED_BOOKING.reopened,
  });
  const manager = user !== null && (user.is_admin || user.is_manager);
  if (!manager || !can(user, 'edit_bookings') || !known || refusal) return null;
  return (
    <>
      <Button variant="default" onClick={() => reopening.open(b)}>
        Reopen
      </Button>
      <ReasonModal
        title="Reopen Booking"
        message={`Reopen booking ${b.file_number}? It goes back to Confirmed, its cancellation charge is cleared, and its History keeps your reason.`}
        confirmLabel="Reopen"
        {...reopening.dialog}
      />
    </>
  );
}
