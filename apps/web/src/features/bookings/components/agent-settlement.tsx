import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { AgentPaymentInput, Booking } from '@app/contract';
import { AGENT_PAYMENT_METHODS, agentPaymentInput, BOOKING_OK } from '@app/contract';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { zodValidate } from '../../../lib/form.ts';
import { formatAed, formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useAgentPayments,
  useDeleteAgentPayment,
  useRecordAgentPayment,
} from '../api/bookings-api.ts';
import type { PaymentValues } from './payment-fields.tsx';
import { blankPayment, methodLabel, PaymentFields } from './payment-fields.tsx';

const CLOSE_AFTER_MS = 1500;

function RecordAgentPaymentModal({
  booking,
  opened,
  onClose,
}: {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}) {
  const record = useRecordAgentPayment(booking.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const balance = booking.agent_balance ?? '0';
  const form = useForm<PaymentValues>({
    initialValues: blankPayment(balance),
    validate: (values) => {
      const errors = zodValidate(agentPaymentInput)(values);
      if (!errors.amount && Number(values.amount) > Number(balance))
        errors.amount = `The amount may not be greater than the agent's outstanding balance (${balance}).`;
      return errors;
    },
  });
  // Each opening starts fresh, with the amount prefilled to what is still owed.
  useEffect(() => {
    if (!opened) return;
    setError(null);
    setDone(false);
    form.setValues(blankPayment(balance));
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setError(null);
    record.mutate(values as AgentPaymentInput, {
      onSuccess: (r) => {
        if (!r.success) return setError(r.message);
        setDone(true);
        notifySuccess(BOOKING_OK.agentPaymentRecorded);
        setTimeout(onClose, CLOSE_AFTER_MS);
      },
    });
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Record Agent Payment" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {done && (
            <Alert color="green" icon={<IconCheck size={16} />}>
              {BOOKING_OK.agentPaymentRecorded}
            </Alert>
          )}
          <PaymentFields
            form={form}
            methods={AGENT_PAYMENT_METHODS}
            max={balance}
            hint={`Outstanding: ${formatAed(balance)}`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending || done}>
              {record.isPending ? 'Saving...' : 'Record Payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Agent commission panel and the Agent Settlement (B2B) card, for bookings with an agent. */
export function AgentSettlement({ booking: b }: { booking: Booking }) {
  const payments = useAgentPayments(b.id, true);
  const remove = useDeleteAgentPayment();
  const [open, setOpen] = useState(false);
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
            <Button size="xs" variant="light" onClick={() => setOpen(true)}>
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
      <RecordAgentPaymentModal booking={ledger} opened={open} onClose={() => setOpen(false)} />
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
