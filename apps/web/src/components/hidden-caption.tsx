import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's name for screen readers (and the tests that find a table by it), kept off screen:
 * the card's heading already says it to the eye.
 */
export function HiddenCaption({ children }: { children: ReactNode }) {
  return <Table.Caption style={{ position: 'absolute', left: -9999 }}>{children}</Table.Caption>;
}
