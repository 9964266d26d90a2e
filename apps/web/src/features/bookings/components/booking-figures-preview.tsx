import { Card, Group, Text } from '@mantine/core';
import { computeBookingTotals } from '@app/contract';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { formatAed } from '../../../lib/format.ts';
import type { BookingFormValues } from './booking-form-values.ts';

const num = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? x || 0 : 0);

/** The figures as typed so far, with the contract's arithmetic; none while a number is half-typed. */
function previewOf(v: BookingFormValues, paid: string | number) {
  try {
    return computeBookingTotals({
      sale: num(v.sale_amount),
      purchase: num(v.purchase_amount),
      hasAgent: Boolean(v.agent_id),
      commissionRate: num(v.agent_commission_rate),
      paid,
    });
  } catch {
    return null; // half-typed numbers
  }
}

/** Gross and net profit, commission and balance of the values being typed. */
export function FiguresPreview({
  values,
  paid,
}: {
  values: BookingFormValues;
  paid: string | number;
}) {
  const preview = previewOf(values, paid);
  if (!preview) return null;
  const commission = preview.agent_commission_amount;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="var(--mantine-color-gray-0)"
      aria-label="Figures preview"
    >
      <FigureGrid min="8rem">
        <Figure label="Gross Profit" value={formatAed(preview.profit_amount)} />
        <Figure label="Agent Commission" value={commission ? formatAed(commission) : '—'} />
        <Figure label="Net Profit" value={formatAed(preview.net_profit)} />
        <Figure label="Balance Due" value={formatAed(preview.balance_due)} />
      </FigureGrid>
    </Card>
  );
}

function Figure({ label: text, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
      <Text fw={600} className={amountClass}>
        {value}
      </Text>
    </Group>
  );
}
