import { Card, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { amountClass } from './figure-grid.tsx';

/**
 * A labelled figure with an icon: dashboard counters, list summaries. The icon sits beside the
 * label, the figure below them on one line of its own, so a large amount has the card's whole
 * width. Put money cards in a FigureGrid, which gives each the room it needs.
 */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <div style={{ position: 'relative' }}>
        <Text
          size="sm"
          c="dimmed"
          mih={34}
          pr={44}
          style={{ display: 'flex', alignItems: 'center' }}
        >
          {props.label}
        </Text>
        <Text fw={700} size="lg" className={amountClass}>
          {props.value}
        </Text>
        <ThemeIcon
          size={34}
          radius="md"
          variant="light"
          color={props.color}
          style={{ position: 'absolute', top: 0, right: 0 }}
        >
          {props.icon}
        </ThemeIcon>
      </div>
    </Card>
  );
}
