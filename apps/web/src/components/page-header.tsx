import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The same header on every screen: title, optional subtitle, primary action on the right. */
export function PageHeader(props: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2}>{props.title}</Title>
        {props.subtitle && (
          <Text c="dimmed" size="sm">
            {props.subtitle}
          </Text>
        )}
      </Stack>
      {props.actions && <Group gap="sm">{props.actions}</Group>}
    </Group>
  );
}
