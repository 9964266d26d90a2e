import { Anchor, Button, Card, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { IconPlus } from '@tabler/icons-react';
import type { BookingPayment, BookingWithLines } from '@app/contract';
import { can, CORRECTION_OK, FIGURE_LABELS } from '@app/contract/constants';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVoidPayment } from '../api/bookings-api.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { VoidedNote } from './voided-note.tsx';
import { DuplicateReferenceNote } from './duplicate-reference.tsx';
import { formatDate, formatInr, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { receivedPercent } from '@app/contract/hundredths';
import { methodLabel } from './payment-values.ts';

const loadAddPayment = () => import('./add-payment-modal.tsx').then((m) => m.AddPaymentModal);

export function PaymentHistory({ booking: b }: { booking: BookingWithLines }) {
  const addPayment = useLazyDialog(loadAddPayment);
  const user = useCurrentUser();
  const mayVoid = can(user, 'void_payments');
  const voiding = useReasonAction(useVoidPayment(b.id), {
    vars: (p: BookingPayment, reason) => ({ paymentId: p.id, reason }),
    done: CORRECTION_OK.paymentVoided,
  });
  // One payer (decision 043): on an agent's file the agent owes the sale less commission, and
  // the guest's payments and the agent's both count towards it.
  const agentFile = b.agent_payable !== null;
  // A cancelled file owes its charge, less what was paid net of refunds (decision 052).
  const cancelled = b.status === 'cancelled';
  const pct = receivedPercent(b.agent_payable ?? b.sale_amount, b.balance_due);
  return (
    <SectionCard
      title="Payment History"
      named
      actions={
        // A cancelled file's balance due is what it still owes of its charge (decision 052).
        can(user, 'create_payments') &&
        Number(b.balance_due) > 0 && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={addPayment.open}>
            Add Payment
          </Button>
        )
      }
    >
      <Stack gap={4} mb="sm">
        <Group justify="space-between">
          <Text size="sm">{cancelled ? FIGURE_LABELS.cancellation_charge : 'Total Amount'}</Text>
          <Text size="sm" fw={600}>
            {formatMoney(cancelled ? (b.cancellation_charge ?? 0) : b.sale_amount, b.currency)}
          </Text>
        </Group>
        {agentFile && !cancelled && (
          <Group justify="space-between">
            <Text size="sm">Agent Commission</Text>
            <Text size="sm" fw={600}>
              − {formatMoney(b.agent_commission_amount ?? 0, b.currency)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm">Paid</Text>
          <Text size="sm" fw={600} c="teal.9">
            {formatMoney(b.paid_amount, b.currency)}
          </Text>
        </Group>
        {agentFile && (
          <Group justify="space-between">
            <Text size="sm">Paid by Agent</Text>
            <Text size="sm" fw={600} c="teal.9">
              {formatMoney(b.agent_paid ?? 0, b.currency)}
            </Text>
          </Group>
        )}
        {cancelled && Number(b.refunded_amount) > 0 && (
          <Group justify="space-between">
            <Text size="sm">{FIGURE_LABELS.refunded_amount}</Text>
            <Text size="sm" fw={600}>
              − {formatMoney(b.refunded_amount, b.currency)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm">Balance Due</Text>
          <Text size="sm" fw={600} c={Number(b.balance_due) > 0 ? 'red.9' : 'teal.9'}>
            {formatMoney(b.balance_due, b.currency)}
          </Text>
        </Group>
      </Stack>
      {/* A cancelled file owes its charge, not its sale: its Settlement card tells it. */}
      {b.status !== 'cancelled' && (
        <>
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
        </>
      )}
      <ScrollArea.Autosize mah={400} type="auto" mt="sm">
        {b.payments.length ? (
          <Stack gap="xs">
            {b.payments.map((p) => (
              <Card
                key={p.id}
                withBorder
                radius="sm"
                padding="sm"
                data-testid="payment"
                data-voided={p.voided_at ? 'true' : 'false'}
              >
                <Group justify="space-between">
                  <Text fw={600} td={p.voided_at ? 'line-through' : undefined}>
                    {formatMoney(p.amount, b.currency)}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatDate(p.payment_date)}
                    </Text>
                    {mayVoid && !p.voided_at && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.9"
                        // Mantine's subtle text stops at shade 6 (3.3:1 on white): red.9 reads 6:1.
                        c="red.9"
                        aria-label={`Void payment ${formatMoney(p.amount, b.currency)}`}
                        onClick={() => voiding.open(p)}
                      >
                        Void
                      </Button>
                    )}
                  </Group>
                </Group>
                <Text size="sm">{methodLabel(p.payment_method)}</Text>
                {p.transaction_reference && (
                  <Text size="xs" c="dimmed">
                    Ref: {p.transaction_reference}
                  </Text>
                )}
                {p.deposit_account && (
                  <Text size="xs" c="dimmed">
                    Deposited to{' '}
                    <Anchor
                      component={Link}
                      to={paths.accountStatement(p.deposit_account.id)}
                      size="xs"
                    >
                      {p.deposit_account.name}
                    </Anchor>
                  </Text>
                )}
                {p.tcs && (
                  <Text size="xs" c="dimmed">
                    TCS collected {formatInr(p.tcs)} (overseas package)
                  </Text>
                )}
                {p.received_by && (
                  <Text size="xs" c="dimmed">
                    Received by {p.received_by.name}
                  </Text>
                )}
                <DuplicateReferenceNote payment={p} />
                <ReceiptActions booking={b} payment={p} />
                <VoidedNote payment={p} />
              </Card>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No payments yet
          </Text>
        )}
      </ScrollArea.Autosize>
      <ReasonModal
        key={voiding.target?.id ?? 'none'}
        title="Void Payment"
        message={`Void the payment of ${voiding.target ? formatMoney(voiding.target.amount, b.currency) : ''}? It stays listed, struck through, and no longer counts as paid.`}
        confirmLabel="Void"
        {...voiding.dialog}
      />
      {addPayment.Dialog && (
        <addPayment.Dialog booking={b} opened={addPayment.opened} onClose={addPayment.close} />
      )}
    </SectionCard>
  );
}
