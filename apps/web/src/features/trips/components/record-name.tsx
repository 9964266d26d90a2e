import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A record's number in a sentence: a link to its page when `to` is given, else plain bold. */
export function RecordName({ to, children }: { to: string | false; children: ReactNode }) {
  return to ? (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      {children}
    </Anchor>
  ) : (
    <Text span size="sm" fw={600} c="dark">
      {children}
    </Text>
  );
}
