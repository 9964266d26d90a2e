import { Badge, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card on a detail page. `named` makes it a section named by its title, for screen
 * readers' landmarks and the tests that look a section up by name. `count` puts a badge after
 * the title (how many lines a list has); `actions` stand on the right of the title row.
 */
export function SectionCard(props: {
  title: string;
  named?: boolean;
  /** The space under the title. */
  gap?: 'xs' | 'sm';
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const section = props.named ? { component: 'section' as const, 'aria-label': props.title } : {};
  const mb = props.gap ?? 'sm';
  const plain = props.count === undefined && !props.actions;
  const title = (
    <Title order={3} size="h5" mb={plain ? mb : undefined}>
      {props.title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" {...section}>
      {plain ? (
        title
      ) : (
        <Group justify="space-between" mb={mb}>
          <Group gap="xs">
            {title}
            {props.count !== undefined && <Badge variant="light">{props.count}</Badge>}
          </Group>
          {props.actions}
        </Group>
      )}
      {props.children}
    </Card>
  );
}

/**
 * A section of a record's page below its cards (a statement, what a supplier is owed), named by
 * the heading inside it whose id is `labelledBy`.
 */
export function LabelledSection(props: { labelledBy: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      mt="lg"
      component="section"
      aria-labelledby={props.labelledBy}
    >
      {props.children}
    </Card>
  );
}
