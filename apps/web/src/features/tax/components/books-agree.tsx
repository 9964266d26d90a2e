import { Badge, Group } from '@mantine/core';

/**
 * A register's figure beside the ledger's, with whether they agree. The badge
 * text is dark on the light tint, as every other badge, so it keeps WCAG AA
 * contrast (teal text on its own light tint is 4.3:1).
 */
export function BooksAgree({ amount, agrees }: { amount: string; agrees: boolean | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {amount}
      <Badge color={agrees ? 'teal' : 'red'} variant="light" c="dark.7" miw="max-content">
        {agrees ? 'Agrees' : 'Differs'}
      </Badge>
    </Group>
  );
}
