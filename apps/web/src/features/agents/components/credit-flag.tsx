import { Badge, Stack, Text } from '@mantine/core';
import type { Agent } from '@app/contract';
import { creditAlertLabel, creditAlertText } from '@app/contract/constants';
import { amountClass } from '../../../components/figure-grid.tsx';
import { formatMoney } from '../../../lib/format.ts';

type Alerts = NonNullable<Agent['credit_alerts']>;

const figure = (currency: string, amount: string) => formatMoney(amount, currency);

/**
 * The agents list's credit column: "Near limit" (orange) or "Over limit" (red) for an agent whose
 * sold files owe 80% or more of a credit limit (the server's rule, Today's), with what it owes
 * against each such limit under the badge. Nothing for the others.
 */
export function CreditFlag({ alerts }: { alerts: Alerts | undefined }) {
  if (!alerts?.length) return null;
  const label = creditAlertLabel(alerts);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={label === 'Over limit' ? 'red' : 'orange'}
        variant="light"
        c="dark.7"
        miw="max-content"
      >
        {label}
      </Badge>
      {alerts.map((a) => (
        <Text key={a.currency} size="xs" c="dimmed" className={amountClass}>
          {creditAlertText(a, figure)}
        </Text>
      ))}
    </Stack>
  );
}
