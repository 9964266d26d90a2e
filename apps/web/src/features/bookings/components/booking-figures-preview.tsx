import { Card, Group, Text } from '@mantine/core';
import { bookingInput, computeBookingTotals, FIGURE_LABELS } from '@app/contract';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { BookingFormValues } from './booking-form-values.ts';
import { hasLineCosts } from '@app/contract';
import { formCurrency } from './booking-form-values.ts';

const FIELDS = bookingInput.shape;
/** A field's value as the form's own rule accepts it (the contract's), or null when refused. */
const accepted = (rule: (typeof FIELDS)['sale_amount' | 'agent_commission_rate'], v: unknown) => {
  const r = rule.safeParse(v);
  return r.success ? r.data : undefined;
};

/**
 * The figures of the values the fields accept, with the contract's arithmetic: a figure that
 * needs a field the form refuses ("8500.505": three decimals) shows a dash, never a number
 * computed from what the field would not save.
 */
export function previewOf(v: BookingFormValues, paid: string | number) {
  const sale = accepted(FIELDS.sale_amount, v.sale_amount);
  // From the services' costs, in their suppliers' currencies: the server works it out on save.
  const purchase = hasLineCosts(v)
    ? undefined
    : accepted(FIELDS.purchase_amount, v.purchase_amount);
  const rate = accepted(FIELDS.agent_commission_rate, v.agent_commission_rate);
  const totals = computeBookingTotals({
    sale: sale ?? 0,
    purchase: purchase ?? 0,
    hasAgent: Boolean(v.agent_id),
    commissionRate: rate ?? 0,
    paid,
  });
  const saleOk = sale !== undefined;
  const rateOk = rate !== undefined;
  const when = (ok: boolean, figure: string | null) => (ok && figure !== null ? figure : null);
  return {
    profit_amount: when(saleOk && purchase !== undefined, totals.profit_amount),
    agent_commission_amount: when(saleOk && rateOk, totals.agent_commission_amount),
    net_profit: when(saleOk && purchase !== undefined && rateOk, totals.net_profit),
    balance_due: when(saleOk, totals.balance_due),
  };
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
  // In the file's currency, as chosen on the form.
  const shown = (v: string | null) => (v === null ? '—' : formatMoney(v, formCurrency(values)));
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="var(--mantine-color-gray-0)"
      aria-label="Figures preview"
    >
      <FigureGrid min="8rem">
        <Figure label={FIGURE_LABELS.profit_amount} value={shown(preview.profit_amount)} />
        <Figure
          label={FIGURE_LABELS.agent_commission_amount}
          value={shown(preview.agent_commission_amount)}
        />
        <Figure label={FIGURE_LABELS.net_profit} value={shown(preview.net_profit)} />
        <Figure label={FIGURE_LABELS.balance_due} value={shown(preview.balance_due)} />
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
