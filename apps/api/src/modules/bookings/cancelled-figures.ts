// A cancelled file's one-payer figures follow its settlement, not its sale (decision 052): what
// it keeps (its cancellation charge) less what its payer paid net of refunds. One reading of
// the stored row for every writer of those figures: cancelling, reopening, refunds, voids.
import { fileLedger } from '@app/contract';
import type { bookings } from '../../db/schema/index.ts';

type FileRow = Pick<
  typeof bookings.$inferSelect,
  | 'status'
  | 'cancellation_charge'
  | 'refunded_amount'
  | 'sale_amount'
  | 'agent_payable'
  | 'paid_amount'
  | 'agent_paid'
>;

/** fileLedger's `cancelled` of a stored file: its charge and refunds, or null when it is live. */
export const cancelledTerms = (
  f: Pick<FileRow, 'status' | 'cancellation_charge' | 'refunded_amount'>,
) =>
  f.status === 'cancelled' ? { charge: f.cancellation_charge, refunded: f.refunded_amount } : null;

/** The file's balance and payment statuses as its row stands (status, charge, refunds, payments). */
export const ledgerOfFile = (f: FileRow) =>
  fileLedger({
    sale: f.sale_amount,
    payable: f.agent_payable,
    paid: f.paid_amount,
    agentPaid: f.agent_paid,
    cancelled: cancelledTerms(f),
  });
