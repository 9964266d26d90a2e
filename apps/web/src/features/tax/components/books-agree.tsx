import { Badge, Group } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card.tsx';

/**
 * A register's card for what the ledger holds (`amount`), with whether it agrees with the
 * register's own figure. The badge text is dark on the light tint, as every other badge, so it
 * keeps WCAG AA contrast (teal text on its own light tint is 4.3:1).
 */
export function BooksAgreeCard(props: { label: string; amount: string; agrees: boolean | null }) {
  const { agrees } = props;
  return (
    <StatCard
      label={props.label}
      value={
        <Group gap="xs" wrap="nowrap">
          {props.amount}
          <Badge color={agrees ? 'teal' : 'red'} variant="light" c="dark.7" miw="max-content">
            {agrees ? 'Agrees' : 'Differs'}
          </Badge>
        </Group>
      }
      icon={<IconScale size={18} />}
      color={agrees ? 'teal' : 'red'}
    />
  );
}
