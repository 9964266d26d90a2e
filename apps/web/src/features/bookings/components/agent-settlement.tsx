import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { AgentPayment, Booking } from '@app/contract';
import { BOOKING_OK, can } from '@app/contract/constants';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAgentPayments, useDeleteAgentPayment } from '../api/bookings-api.ts';
import { methodLabel } from './payment-values.ts';
import { VoidedNote } from './voided-note.tsx';
import { DuplicateReferenceNote } from './duplicate-reference.tsx';

const loadRecordModal = () =>
  import('./record-agent-payment-modal.tsx').then((m) => m.RecordAgentPaymentModal);

/** Agent commission panel and the Agent Settlement (B2B) card, for bookings with an agent. */
export function AgentSettlement({ booking: b }: { booking: Booking }) {
  const payments = useAgentPayments(b.id, true);
  const recordModal = useLazyDialog(loadRecordModal);
  const ledger = payments.data?.booking ?? b;
  const mayVoid = can(useCurrentUser(), 'void_agent_payments');
  const mayRecord = can(useCurrentUser(), 'create_agent_payments');
  // The spec's delete keeps its question and voids: the dialog also asks why.
  const removal = useReasonAction(useDeleteAgentPayment(), {
    vars: (p: AgentPayment, reason) => ({ paymentId: p.id, reason }),
    done: BOOKING_OK.paymentDeleted,
  });
  return (
    <>
      <SectionCard
        title="Agent Commission"
        named
        actions={
          <Tooltip label="Refresh">
            <ActionIcon
              variant="subtle"
              aria-label="Refresh agent figures"
              loading={payments.isFetching}
              onClick={() => void payments.refetch()}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        }
      >
        <FigureGrid min="8rem">
          <Fig label="Rate" value={`${ledger.agent_commission_rate ?? '0.00'}%`} />
          <Fig
            label="Commission"
            value={formatMoney(ledger.agent_commission_amount ?? 0, b.currency)}
          />
          <Fig label="Agent Payable" value={formatMoney(ledger.agent_payable ?? 0, b.currency)} />
          <Fig
            label="Status"
            value={
              <ValueBadge
                kind="agentPaymentStatus"
                value={ledger.agent_payment_status ?? 'pending'}
              />
            }
          />
        </FigureGrid>
      </SectionCard>
      <SectionCard
        title="Agent Settlement (B2B)"
        named
        actions={
          // A cancelled file's agent balance is what it still owes of its charge (decision 052).
          mayRecord &&
          Number(ledger.agent_balance ?? 0) > 0 && (
            <Button size="xs" variant="light" onClick={recordModal.open}>
              Record Agent Payment
            </Button>
          )
        }
      >
        <FigureGrid min="8rem" mb="sm">
          <Fig label="Payable" value={formatMoney(ledger.agent_payable ?? 0, b.currency)} />
          <Fig label="Paid" value={formatMoney(ledger.agent_paid ?? 0, b.currency)} />
          {/* A guest who pays the agency directly pays on the agent's behalf (decision 043):
              it comes off what the agent owes, so Outstanding is the booking's Balance Due. */}
          {Number(ledger.paid_amount) > 0 && (
            <Fig label="Paid by Guest" value={formatMoney(ledger.paid_amount, b.currency)} />
          )}
          <Fig label="Outstanding" value={formatMoney(ledger.agent_balance ?? 0, b.currency)} />
        </FigureGrid>
        {payments.data?.data.length ? (
          <Stack gap="xs">
            {payments.data.data.map((p) => (
              <Group
                key={p.id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                data-testid="agent-payment"
                data-voided={p.voided_at ? 'true' : 'false'}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} td={p.voided_at ? 'line-through' : undefined}>
                    <span className={amountClass}>{formatMoney(p.amount, b.currency)}</span> ·{' '}
                    {methodLabel(p.payment_method)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(p.payment_date)}
                    {p.transaction_reference ? ` · ${p.transaction_reference}` : ''}
                    {p.received_by ? ` · ${p.received_by.name}` : ''}
                  </Text>
                  <DuplicateReferenceNote payment={p} />
                  <VoidedNote payment={p} />
                </div>
                {mayVoid && !p.voided_at && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete agent payment ${formatMoney(p.amount, b.currency)}`}
                    onClick={() => removal.open(p)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No agent payments yet
          </Text>
        )}
      </SectionCard>
      <ReasonModal
        key={removal.target?.id ?? 'none'}
        title="Delete Payment"
        message="Are you sure you want to delete this payment?"
        confirmLabel="Delete"
        {...removal.dialog}
      />
      {recordModal.Dialog && (
        <recordModal.Dialog
          booking={ledger}
          opened={recordModal.opened}
          onClose={recordModal.close}
        />
      )}
    </>
  );
}

function Fig({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div" className={amountClass}>
        {value}
      </Text>
    </div>
  );
}
