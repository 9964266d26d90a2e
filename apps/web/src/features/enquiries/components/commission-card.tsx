import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { commissionBreakdown } from '@app/contract/commission';
import { formatInr } from '../../../lib/format.ts';

/** The live 'B2B Commission Calculation' card: the contract's math, so it matches the server. */
export function CommissionCard({
  sale,
  rate,
  budget,
}: {
  sale: string;
  rate: string;
  budget: string;
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
        {row('Sale Amount', formatInr(b.sale))}
        {row(`Commission (${Number(rate || 0)}%)`, `− ${formatInr(b.commission)}`, 'red.9')}
        {row('Agent Will Pay', formatInr(b.agent_will_pay), undefined, true)}
        {row(
          'Your Net Profit',
          formatInr(b.net_profit),
          Number(b.net_profit) < 0 ? 'red.9' : 'teal.9',
          true,
        )}
      </Stack>
    </Card>
  );
}
