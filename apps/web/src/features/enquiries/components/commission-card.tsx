import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { commissionBreakdown } from '@app/contract/commission';
import { formatMoney } from '../../../lib/format.ts';

/** The live 'B2B Commission Calculation' card: the contract's math, so it matches the server. */
export function CommissionCard({
  sale,
  rate,
  budget,
  currency,
}: {
  sale: string;
  rate: string;
  budget: string;
  /** The enquiry's currency: every figure is in it. */
  currency: string;
}) {
  const b = commissionBreakdown(sale, rate || 0, budget || 0);
  const row = (label: string, value: string, colour?: string, strong = false) => (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 500} c={colour}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      bg="var(--mantine-color-blue-0)"
      aria-label="B2B Commission Calculation"
      component="section"
    >
      <Title order={3} size="h5" mb="sm">
        B2B Commission Calculation
      </Title>
      <Stack gap={6}>
        {row('Sale Amount', formatMoney(b.sale, currency))}
        {row(
          `Commission (${Number(rate || 0)}%)`,
          `− ${formatMoney(b.commission, currency)}`,
          'red.9',
        )}
        {row('Agent Will Pay', formatMoney(b.agent_will_pay, currency), undefined, true)}
        {row(
          'Your Net Profit',
          formatMoney(b.net_profit, currency),
          Number(b.net_profit) < 0 ? 'red.9' : 'teal.9',
          true,
        )}
      </Stack>
    </Card>
  );
}
