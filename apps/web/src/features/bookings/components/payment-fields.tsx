import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PaymentValues } from './payment-values.ts';
import { methodLabel } from './payment-values.ts';

/** The fields both payment modals share; the amount is capped at what is still owed. */
export function PaymentFields(props: {
  form: UseFormReturnType<PaymentValues>;
  methods: readonly string[];
  max: string;
  hint: string;
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
      <NumberInput
        clampBehavior="none"
        label="Amount"
        required
        min={0.01}
        max={Number(props.max)}
        step={0.01}
        decimalScale={2}
        leftSection="AED"
        leftSectionWidth={48}
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
      <TextInput
        label="Transaction Reference"
        placeholder="Transaction ID / Cheque Number"
        {...form.getInputProps('transaction_reference')}
      />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('payment_notes')} />
    </>
  );
}
