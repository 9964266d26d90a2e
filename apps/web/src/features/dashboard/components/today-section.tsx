import { Anchor, Badge, Box, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodayList } from '@app/contract';

/**
 * One of the Today panel's lists: its title (a link to the full list where there is
 * one), how many there are, the items, each a link to its record, and a text when it is empty.
 * When the server cut the list at its limit, the line under it says how many are shown.
 */
export function TodaySection<T>(props: {
  title: string;
  /** The full list, when the app has one (bookings filtered, a day's plan, pending approvals). */
  titleTo?: string;
  list: TodayList<T>;
  /** What the cut-off line counts, e.g. "follow-ups". */
  noun: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { list } = props;
  const id = `today-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={4} size="h6" id={id}>
          {props.titleTo ? (
            <Anchor component={Link} to={props.titleTo} inherit>
              {props.title}
            </Anchor>
          ) : (
            props.title
          )}
        </Title>
        <Badge variant="light" color={list.total ? 'blue' : 'gray'} c="dark.7" miw="max-content">
          {list.total}
        </Badge>
      </Group>
      {list.items.length ? (
        <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.items.map((item) => props.children(item))}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {list.total > list.items.length && (
        <Text size="xs" c="dimmed" mt="xs">
          Showing the first {list.items.length} of {list.total} {props.noun}.
        </Text>
      )}
    </Card>
  );
}

/**
 * One record in a Today list: a link (its first line) and what else says which one it is.
 * `data-record` marks a record's own words: two records may share a date or an amount, which
 * is not one fact shown twice (the dashboard's each-fact-once check skips them).
 */
export function TodayItem(props: {
  to: string;
  title: string;
  detail?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-record
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      {/* On a phone a long amount goes under the name rather than squeezing it. */}
      <Group justify="space-between" gap="sm" align="flex-start" style={{ rowGap: 2 }}>
        <Box miw={0} style={{ flex: '1 1 11rem' }}>
          <Anchor
            component={Link}
            to={props.to}
            size="sm"
            fw={500}
            style={{ wordBreak: 'break-word' }}
          >
            {props.title}
          </Anchor>
          {props.detail && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {props.detail}
            </Text>
          )}
        </Box>
        {props.end && <Box style={{ flexShrink: 0 }}>{props.end}</Box>}
      </Group>
    </Box>
  );
}
