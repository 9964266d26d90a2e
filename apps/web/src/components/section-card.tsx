import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card on a detail page. `named` makes it a section named by its title, for screen
 * readers' landmarks and the tests that look a section up by name.
 */
export function SectionCard(props: {
  title: string;
  named?: boolean;
  /** The space under the title. */
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  const section = props.named ? { component: 'section' as const, 'aria-label': props.title } : {};
  return (
    <Card withBorder radius="md" padding="lg" {...section}>
      <Title order={3} size="h5" mb={props.gap ?? 'sm'}>
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}
