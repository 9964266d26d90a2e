import { Select, TextInput } from '@mantine/core';
import { useDepositChoices } from '../../../lib/options.ts';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { PaymentValues } from './payment-values.ts';
import { methodLabel } from './payment-values.ts';
import { TextArea } from '../../../components/text-area.tsx';

/** The fields both payment modals share; above what is still owed the amount says why (never clamped). */
export function PaymentFields(props: {
  form: UseFormReturnType<PaymentValues>;
  methods: readonly string[];
  max: string;
  maxMessage: string;
  hint: string;
  /** The file's currency: its payments are in it. */
  currency: string;
}) {
  const { form } = props;
  return (
    <>
      <TextInput
        label="Payment Date"
        type="date"
        required
        {...form.getInputProps('payment_date')}
      />
      <MoneyInput
        label="Amount"
        currency={props.currency}
        required
        max={props.max}
        maxMessage={props.maxMessage}
        description={props.hint}
        data-autofocus
        {...form.getInputProps('amount')}
      />
      <Select
        label="Payment Method"
        required
        allowDeselect={false}
        data={props.methods.map((m) => ({ value: m, label: methodLabel(m) }))}
        {...form.getInputProps('payment_method')}
      />
      <DepositSelect form={form} />
      <TextInput
        label="Transaction Reference"
        placeholder="Transaction ID / Cheque Number"
        {...form.getInputProps('transaction_reference')}
      />
      <TextArea label="Notes" minRows={2} {...form.getInputProps('payment_notes')} />
    </>
  );
}

/**
 * "Deposited to" (decision 043): the bank, cash or card account the money went into. Blank
 * keeps the account an admin set for the payment method, named in the placeholder, so a
 * hurried user who skips it still books the money where the agency banks that method.
 */
function DepositSelect({ form }: { form: UseFormReturnType<PaymentValues> }) {
  const choices = useDepositChoices();
  const method = form.values.payment_method;
  const preset = choices.data?.data.methods.find((m) => m.method === method)?.account;
  return (
    <Select
      label="Deposited to"
      clearable
      searchable
      placeholder={`As set for ${methodLabel(method)}: ${preset?.name ?? 'Undeposited Funds'}`}
      data={(choices.data?.data.accounts ?? []).map((a) => ({
        value: String(a.id),
        label: `${a.code} · ${a.name}`,
      }))}
      {...form.getInputProps('deposit_account_id')}
    />
  );
}
