import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure with an icon: dashboard counters, list summaries. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {props.label}
          </Text>
          <Text fw={700} size="xl">
            {props.value}
          </Text>
        </div>
        {/* On a phone the figure needs the room more than the icon does. */}
        <ThemeIcon size={44} radius="md" variant="light" color={props.color} visibleFrom="sm">
          {props.icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
