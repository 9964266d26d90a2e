import type { OutboxMessage } from '@app/contract';
import { OUTBOX_KIND_LABELS } from '@app/contract/constants';
import { RecordCell } from '../../../components/record-cell.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The record a message belongs to: its booking's page for vouchers and receipts. Its own module,
 * so a message's page does not load the Outbox list (its filter's Select) to show it.
 */
export function RecordLink({ m }: { m: OutboxMessage }) {
  const label = m.record_label ?? '—';
  return (
    <RecordCell
      type={`${OUTBOX_KIND_LABELS[m.kind]}${m.duty_date ? ` · ${m.duty_date}` : ''}`}
      label={label}
      to={m.booking_id !== null ? paths.bookingDetail(m.booking_id) : undefined}
    />
  );
}
