import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Booking, OutboxMessage } from '@app/contract';
import { can, DOCUMENT_ACCESS, OUTBOX_KIND_LABELS } from '@app/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { AnswerPager } from '../../../components/answer-pager.tsx';
import { MAIL_QUEUED } from '../../../lib/documents.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBookingMessages, useConfirmSendAgain } from '../../../lib/outbox-queries.ts';
import { OutboxStateBadge, stateText } from '../../../components/outbox-state.tsx';

/**
 * The booking's emails: each voucher and receipt message with its state (queued,
 * sent with the time, failed with the reason), and "Send again" for one that was sent or
 * failed, to whoever may email vouchers. A message queued from this page (Email voucher or
 * receipt) shows at once: lib/documents.ts announces it.
 */
export function BookingMessages({ booking }: { booking: Booking }) {
  const [page, setPage] = useState(1);
  const q = useBookingMessages(booking.id, page);
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void qc.invalidateQueries({ queryKey: ['outbox', 'booking', booking.id] });
    window.addEventListener(MAIL_QUEUED, refresh);
    return () => window.removeEventListener(MAIL_QUEUED, refresh);
  }, [qc, booking.id]);
  const data = q.data;

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label="Messages">
      <Title order={3} size="h5" mb="sm">
        Messages
      </Title>
      {q.isError && !data ? (
        <Text size="sm" c="red.9" role="alert">
          {q.error.message}
        </Text>
      ) : !data ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No emails sent for this booking yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {data.data.map((m) => (
            <MessageRow key={m.id} m={m} smtp={data.smtp} />
          ))}
          <AnswerPager answer={data} onChange={setPage} label="Messages pages" />
        </Stack>
      )}
    </Card>
  );
}

function MessageRow({ m, smtp }: { m: OutboxMessage; smtp: boolean }) {
  const user = useCurrentUser();
  const again = useConfirmSendAgain();
  const what = `${OUTBOX_KIND_LABELS[m.kind]}${m.kind === 'receipt' && m.record_label ? ` ${m.record_label}` : ''}`;
  const sendAgain = () =>
    again.ask(m.id, `Send the ${what.toLowerCase()} to ${m.to.join(', ')} again?`);
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      data-testid="message"
      aria-label={`${what} to ${m.to.join(', ')}`}
      role="group"
    >
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {what}
          </Text>
          <OutboxStateBadge state={m.state} />
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          To {m.to.join(', ')} · queued {formatDateTime(m.created_at)}
          {m.requested_by.name ? ` by ${m.requested_by.name}` : ''}
        </Text>
        <Text
          size="xs"
          c={m.state === 'failed' ? 'red.9' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {stateText(m, smtp)}
        </Text>
      </Stack>
      {m.state !== 'queued' && can(user, DOCUMENT_ACCESS[m.kind].send) && (
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconSend size={12} />}
          disabled={again.pending}
          onClick={sendAgain}
          aria-label={`Send again: ${what} to ${m.to.join(', ')}`}
        >
          Send again
        </Button>
      )}
    </Group>
  );
}
