import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { AgentPaymentInput } from '@app/contract';
import { AGENT_PAYMENT_METHODS, BOOKING_OK } from '@app/contract/constants';
import { contractValidate } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { moneyAbove } from '@app/contract/hundredths';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRecordAgentPayment } from '../api/bookings-api.ts';
import { PaymentFields } from './payment-fields.tsx';
import type { PaymentDialogProps, PaymentValues } from './payment-values.ts';
import { blankPayment } from './payment-values.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { DuplicateReferenceWarning, useDuplicateReference } from './duplicate-reference.tsx';

const CLOSE_AFTER_MS = 1500;

export function RecordAgentPaymentModal({ booking, opened, onClose }: PaymentDialogProps) {
  const record = useRecordAgentPayment(booking.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const balance = booking.agent_balance ?? '0';
  const overMessage = `The amount may not be more than the agent's outstanding balance of ${formatMoney(balance, booking.currency)}.`;
  const form = useForm<PaymentValues>({
    initialValues: blankPayment(balance),
    validate: (values) => {
      const errors = contractValidate((s) => s.agentPaymentInput)(values);
      if (!errors.amount && moneyAbove(String(values.amount), balance)) errors.amount = overMessage;
      return errors;
    },
  });
  // Each opening starts fresh, with the amount prefilled to what is still owed (an effect
  // event: the form and balance of that render, but only an opening runs it).
  const duplicate = useDuplicateReference();
  const warning = duplicate.warning(form.values.transaction_reference);
  const startFresh = useEffectEvent(() => {
    setError(null);
    setDone(false);
    duplicate.reset();
    form.setValues(blankPayment(balance));
  });
  useEffect(() => {
    if (opened) startFresh();
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setError(null);
    record.mutate(duplicate.body(values) as AgentPaymentInput, {
      onSuccess: (r) => {
        if (!r.success) {
          if (duplicate.warnedBy(r, values.transaction_reference)) return;
          return setError(r.message);
        }
        setDone(true);
        notifySuccess(BOOKING_OK.agentPaymentRecorded);
        setTimeout(onClose, CLOSE_AFTER_MS);
      },
    });
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Record Agent Payment"
      onSubmit={submit}
      action={{
        label: warning ? 'Record Payment Anyway' : 'Record Payment',
        busy: record.isPending,
        disabled: done,
      }}
    >
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
        currency={booking.currency}
        methods={AGENT_PAYMENT_METHODS}
        max={balance}
        maxMessage={overMessage}
        hint={`Outstanding: ${formatMoney(balance, booking.currency)}`}
      />
      <DuplicateReferenceWarning message={warning} />
    </FormModal>
  );
}
