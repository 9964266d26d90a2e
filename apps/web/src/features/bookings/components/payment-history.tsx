import { Button, Card, Group, Progress, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Booking } from '@app/contract';
import { formatAed, formatDate } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { fils } from '../../../lib/money.ts';
import { methodLabel } from './payment-values.ts';

const loadAddPayment = () => import('./add-payment-modal.tsx').then((m) => m.AddPaymentModal);

/**
 * Paid share of the sale, rounded to a whole percent, halves up (spec). Exact integer
 * arithmetic on fils, so the page needs no decimal library.
 */
export const paidPercent = (b: Pick<Booking, 'paid_amount' | 'sale_amount'>) => {
  const sale = fils(b.sale_amount);
  if (sale <= 0n) return 0;
  // round(100 * paid / sale) = floor((200 * paid + sale) / (2 * sale)), flooring toward -inf.
  const num = 200n * fils(b.paid_amount) + sale;
  const den = 2n * sale;
  const q = num / den;
  return Number(num % den < 0n ? q - 1n : q);
};

export function PaymentHistory({ booking: b }: { booking: Booking }) {
  const addPayment = useLazyDialog(loadAddPayment);
  const pct = paidPercent(b);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Payment History">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Payment History
        </Title>
        {Number(b.balance_due) > 0 && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={addPayment.open}>
            Add Payment
          </Button>
        )}
      </Group>
      <Stack gap={4} mb="sm">
        <Group justify="space-between">
          <Text size="sm">Total Amount</Text>
          <Text size="sm" fw={600}>
            {formatAed(b.sale_amount)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Paid</Text>
          <Text size="sm" fw={600} c="teal.9">
            {formatAed(b.paid_amount)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Balance Due</Text>
          <Text size="sm" fw={600} c={Number(b.balance_due) > 0 ? 'red.9' : 'teal.9'}>
            {formatAed(b.balance_due)}
          </Text>
        </Group>
      </Stack>
      <Progress
        value={pct}
        color={pct >= 100 ? 'green' : 'blue'}
        size="lg"
        radius="xl"
        aria-label={`Paid ${pct}%`}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4}>
        {pct}% paid
      </Text>
      <ScrollArea.Autosize mah={400} type="auto" mt="sm">
        {b.payments?.length ? (
          <Stack gap="xs">
            {b.payments.map((p) => (
              <Card key={p.id} withBorder radius="sm" padding="sm">
                <Group justify="space-between">
                  <Text fw={600}>{formatAed(p.amount)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(p.payment_date)}
                  </Text>
                </Group>
                <Text size="sm">{methodLabel(p.payment_method)}</Text>
                {p.transaction_reference && (
                  <Text size="xs" c="dimmed">
                    Ref: {p.transaction_reference}
                  </Text>
                )}
                {p.received_by && (
                  <Text size="xs" c="dimmed">
                    Received by {p.received_by.name}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No payments yet
          </Text>
        )}
      </ScrollArea.Autosize>
      {addPayment.Dialog && (
        <addPayment.Dialog booking={b} opened={addPayment.opened} onClose={addPayment.close} />
      )}
    </Card>
  );
}
