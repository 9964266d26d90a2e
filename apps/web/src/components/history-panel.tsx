import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { HistoryRecordType } from '../lib/get-history.ts';
import { browser } from '../lib/load-errors.ts';
import { HistoryLoading } from './history-loading.tsx';

interface Props {
  recordType: HistoryRecordType;
  id: number;
  /** The record's currency, for its money changes (a booking's file currency). */
  currency?: string | undefined;
}

const loadEvents = () => import('./history-events.tsx').then((m) => m.HistoryEvents);

/**
 * A record's History card. The card itself is a few lines in the page's chunk; the
 * list, its request and its formatting load when the card comes near the viewport (decision
 * 005), so a detail page's first load is unchanged and nobody pays for a history they never
 * scroll to. A failed chunk says so inside the card instead of taking the page down.
 */
export function HistoryPanel({ recordType, id, currency }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [Events, setEvents] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near || Events) return;
    let live = true;
    loadEvents().then(
      (c) => live && setEvents(() => c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [near, Events]);

  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="lg"
      mt="lg"
      component="section"
      aria-label="History"
    >
      <Title order={3} size="h5" mb="sm">
        History
      </Title>
      {failed ? (
        <Group justify="space-between" role="alert">
          <Text size="sm" c="red.9">
            The history could not be loaded. Reload to try again.
          </Text>
          <Button size="xs" variant="default" onClick={() => browser.reload()}>
            Reload
          </Button>
        </Group>
      ) : Events ? (
        <Events recordType={recordType} id={id} currency={currency} />
      ) : (
        <HistoryLoading busy={near} />
      )}
    </Card>
  );
}

/** True once the element comes within 300 px of the viewport; at once without IntersectionObserver. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref]);
  return near;
}
