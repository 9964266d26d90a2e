import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useEffectEvent } from 'react';
import type { Booking } from '@app/contract';
import { CANCELLED_BOOKING } from '@app/contract/constants';
import { moneyAbove } from '@app/contract/hundredths';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { showSaveFailure } from '../../../lib/form.ts';
import { formatMoney, agencyToday } from '../../../lib/format.ts';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDepositChoices } from '../../../lib/options.ts';
import { useAddRefund } from '../api/refunds-api.ts';
import { depositOptions } from './payment-fields.tsx';

interface RefundValues {
  amount: string;
  refund_date: string;
  account_id: string;
  reference: string;
  notes: string;
}

const REQUIRED = {
  amount: 'The amount field is required.',
  refund_date: 'The refund date field is required.',
  account_id: 'The account field is required.',
};

/**
 * Record refund (decision 052): what the file's payer is paid back, at most the refundable
 * (prefilled), dated today or before, from a money account that takes the file's currency (as
 * a payment's Deposited to). The server's messages show under their fields; a refusal of the
 * whole refund (a manager's amount) is a notification.
 */
export function RecordRefundModal(props: {
  booking: Booking;
  refundable: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { booking: b, refundable } = props;
  const add = useAddRefund(b.id);
  const choices = useDepositChoices(props.opened);
  const above = CANCELLED_BOOKING.refundAbove(formatMoney(refundable, b.currency));
  const blank = (): RefundValues => ({
    amount: refundable,
    refund_date: agencyToday(),
    account_id: '',
    reference: '',
    notes: '',
  });
  const form = useForm<RefundValues>({
    initialValues: blank(),
    validate: {
      amount: (v) => {
        const r = parseMoneyText(v);
        if (!r.ok) return r.message;
        if (r.value === '') return REQUIRED.amount;
        return moneyAbove(r.value, refundable) ? above : null;
      },
      refund_date: (v) => (v ? null : REQUIRED.refund_date),
      account_id: (v) => (v ? null : REQUIRED.account_id),
    },
  });
  // Each opening starts fresh: the refundable of that moment, today, no account chosen.
  const startFresh = useEffectEvent(() => {
    form.setValues(blank());
    form.resetDirty();
    form.clearErrors();
  });
  useEffect(() => {
    if (props.opened) startFresh();
  }, [props.opened]);

  const submit = form.onSubmit((v) => {
    if (add.isPending) return;
    const amount = parseMoneyText(v.amount);
    add.mutate(
      {
        amount: amount.ok ? amount.value : v.amount,
        refund_date: v.refund_date,
        account_id: Number(v.account_id),
        reference: v.reference.trim() || null,
        notes: v.notes.trim() || null,
      },
      {
        onSuccess: (r) => {
          if (!r.success) return showSaveFailure(r, form.setErrors);
          notifySuccess(CANCELLED_BOOKING.refunded);
          props.onClose();
        },
      },
    );
  });
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Record refund"
      onSubmit={submit}
      action={{ label: 'Record refund', busy: add.isPending }}
    >
      <MoneyInput
        label="Amount"
        currency={b.currency}
        required
        max={refundable}
        maxMessage={above}
        description={`Refundable: ${formatMoney(refundable, b.currency)}`}
        data-autofocus
        {...form.getInputProps('amount')}
      />
      <TextInput label="Refund date" type="date" required {...form.getInputProps('refund_date')} />
      <Select
        label="Paid from"
        required
        searchable
        placeholder={choices.isPending ? 'Loading...' : 'Choose the account'}
        nothingFoundMessage={`No money account takes ${b.currency}`}
        data={depositOptions(choices.data?.data.accounts ?? [], b.currency)}
        {...form.getInputProps('account_id')}
      />
      <TextInput
        label="Reference"
        placeholder="Bank reference"
        maxLength={100}
        {...form.getInputProps('reference')}
      />
      <TextArea label="Notes" minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
    </FormModal>
  );
}
