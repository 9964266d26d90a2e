import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Booking } from '@app/contract';
import { BOOKING_OK } from '@app/contract/constants';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { formatAed, formatDate } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAgentPayments, useDeleteAgentPayment } from '../api/bookings-api.ts';
import { methodLabel } from './payment-values.ts';

const loadRecordModal = () =>
  import('./record-agent-payment-modal.tsx').then((m) => m.RecordAgentPaymentModal);

/** Agent commission panel and the Agent Settlement (B2B) card, for bookings with an agent. */
export function AgentSettlement({ booking: b }: { booking: Booking }) {
  const payments = useAgentPayments(b.id, true);
  const remove = useDeleteAgentPayment();
  const recordModal = useLazyDialog(loadRecordModal);
  const ledger = payments.data?.booking ?? b;
  const askDelete = (id: number) =>
    confirmAction({
      title: 'Delete Payment',
      message: 'Are you sure you want to delete this payment?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: (r) =>
            r.success ? notifySuccess(BOOKING_OK.paymentDeleted) : notifyError(r.message),
        }),
    });
  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Agent Commission">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            Agent Commission
          </Title>
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
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fig label="Rate" value={`${ledger.agent_commission_rate ?? '0.00'}%`} />
          <Fig label="Commission" value={formatAed(ledger.agent_commission_amount ?? 0)} />
          <Fig label="Agent Payable" value={formatAed(ledger.agent_payable ?? 0)} />
          <Fig
            label="Status"
            value={
              <ValueBadge
                kind="agentPaymentStatus"
                value={ledger.agent_payment_status ?? 'pending'}
              />
            }
          />
        </SimpleGrid>
      </Card>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-label="Agent Settlement (B2B)"
      >
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            Agent Settlement (B2B)
          </Title>
          {Number(ledger.agent_balance ?? 0) > 0 && (
            <Button size="xs" variant="light" onClick={recordModal.open}>
              Record Agent Payment
            </Button>
          )}
        </Group>
        <SimpleGrid cols={3} mb="sm">
          <Fig label="Payable" value={formatAed(ledger.agent_payable ?? 0)} />
          <Fig label="Paid" value={formatAed(ledger.agent_paid ?? 0)} />
          <Fig label="Outstanding" value={formatAed(ledger.agent_balance ?? 0)} />
        </SimpleGrid>
        {payments.data?.data.length ? (
          <Stack gap="xs">
            {payments.data.data.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {formatAed(p.amount)} · {methodLabel(p.payment_method)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(p.payment_date)}
                    {p.transaction_reference ? ` · ${p.transaction_reference}` : ''}
                    {p.received_by ? ` · ${p.received_by.name}` : ''}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete agent payment ${formatAed(p.amount)}`}
                  onClick={() => askDelete(p.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No agent payments yet
          </Text>
        )}
      </Card>
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
      <Text fw={600} component="div">
        {value}
      </Text>
    </div>
  );
}
