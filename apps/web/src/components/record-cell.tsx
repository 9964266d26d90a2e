import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list cell naming the record a row is about: its kind small and dimmed, then its label in
 * bold, a link to the record when it still has a page (the audit log, the outbox).
 */
export function RecordCell(props: {
  type: ReactNode;
  label: string | null;
  to?: string | undefined;
}) {
  const { label, to } = props;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.type}
      </Text>
      {label &&
        (to ? (
          <Anchor component={Link} to={to} size="sm" fw={600}>
            {label}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {label}
          </Text>
        ))}
    </Stack>
  );
}
