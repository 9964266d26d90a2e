import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { AuditRecordType, HistoryEvent } from '@app/contract';
import { useId, useState } from 'react';
import { detailText, eventText, eventWhen, noteLabel } from '../lib/audit-text.ts';
import type { HistoryRecordType } from '../lib/get-history.ts';
import { useHistory } from '../lib/get-history.ts';
import { HistoryLoading } from './history-loading.tsx';

/** Events shown before "Show all": a long-lived record can have hundreds. */
const FIRST = 20;

/** The History card's content: loaded with its own chunk (see HistoryPanel). */
export function HistoryEvents({
  recordType,
  id,
  currency,
}: {
  recordType: HistoryRecordType;
  id: number;
  currency?: string | undefined;
}) {
  const q = useHistory(recordType, id);
  if (q.isPending) return <HistoryLoading />;
  if (q.isError)
    return (
      <Group justify="space-between" role="alert">
        <Text size="sm" c="red.9">
          {q.error.message}
        </Text>
        <Button size="xs" variant="default" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </Group>
    );
  return <HistoryList events={q.data.data} pageType={recordType} currency={currency} />;
}

export function HistoryList({
  events,
  pageType,
  currency,
}: {
  events: HistoryEvent[];
  pageType: AuditRecordType;
  currency?: string | undefined;
}) {
  const [all, setAll] = useState(false);
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        No changes recorded yet.
      </Text>
    );
  const shown = all ? events : events.slice(0, FIRST);
  return (
    <>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((e) => (
          <HistoryItem key={e.id} event={e} pageType={pageType} currency={currency} />
        ))}
      </Stack>
      {shown.length < events.length && (
        <Button variant="subtle" size="xs" mt="sm" onClick={() => setAll(true)}>
          Show all {events.length} changes
        </Button>
      )}
    </>
  );
}

function HistoryItem({
  event: e,
  pageType,
  currency,
}: {
  event: HistoryEvent;
  pageType: AuditRecordType;
  currency?: string | undefined;
}) {
  const { sentences, details } = eventText(e, pageType, currency);
  const when = eventWhen(e);
  return (
    <li style={{ borderLeft: '2px solid var(--mantine-color-default-border)', paddingLeft: 12 }}>
      {sentences.map((s, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {s},{' '}
          <Text span size="sm" c="dimmed" component="time" dateTime={e.at}>
            {when}
          </Text>
        </Text>
      ))}
      {e.note && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {noteLabel(e)}: {e.note}
        </Text>
      )}
      {details.length > 0 &&
        (e.action === 'create' ? (
          <CreatedFields event={e} currency={currency} />
        ) : (
          <DetailLines lines={details.map((c) => detailText(c, e, currency))} />
        ))}
    </li>
  );
}

/** A create's set fields, folded: the sentence is what matters, the fields on request. */
function CreatedFields({
  event: e,
  currency,
}: {
  event: HistoryEvent;
  currency?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const n = e.changes.length;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide' : 'Show'} {n} {n === 1 ? 'field' : 'fields'}
      </Button>
      {open && <DetailLines id={listId} lines={e.changes.map((c) => detailText(c, e, currency))} />}
    </>
  );
}

function DetailLines({ lines, id }: { lines: string[]; id?: string }) {
  return (
    <List id={id} size="sm" c="dimmed" spacing={2} mt={4} withPadding>
      {lines.map((l, i) => (
        <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
          {l}
        </List.Item>
      ))}
    </List>
  );
}
