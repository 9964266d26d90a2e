import { Badge } from '@mantine/core';
import type { OutboxMessage, OutboxState } from '@app/contract';
import { OUTBOX_STATE_LABELS } from '@app/contract/constants';
import { formatDateTime } from '../lib/format.ts';

const COLOURS: Record<OutboxState, string> = { queued: 'blue', sent: 'green', failed: 'red' };

export function OutboxStateBadge({ state }: { state: OutboxState }) {
  return (
    <Badge color={COLOURS[state]} variant="light" miw="max-content" c="dark.7">
      {OUTBOX_STATE_LABELS[state]}
    </Badge>
  );
}

const times = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/**
 * What became of a message, in words: when it was sent, why it failed, or what it waits for
 * (the next try after a refusal, or an SMTP server: without one it stays in the outbox).
 */
export function stateText(m: OutboxMessage, smtp: boolean): string {
  if (m.state === 'sent') return `Sent ${formatDateTime(m.sent_at)}`;
  if (m.state === 'failed') return `Failed after ${times(m.attempts)}: ${m.last_error ?? ''}`;
  if (!smtp) return 'Waiting in the outbox: no SMTP server is configured.';
  if (m.attempts > 0)
    return `Attempt ${m.attempts} failed: ${m.last_error ?? ''}. Next try ${formatDateTime(m.next_attempt_at)}.`;
  return 'Waiting to be sent.';
}
