import { Select, TextInput } from '@mantine/core';
import type { DepositChoices } from '@app/contract';
import { BASE_CURRENCY, depositTakes } from '@app/contract/constants';
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
      <DepositSelect form={form} currency={props.currency} />
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
 * "Deposited to" (decision 043): the bank, cash or card account the money went into, one kept
 * in the file's currency or in rupees. Blank keeps the account an admin set for the payment
 * method, named in the placeholder, so a hurried user who skips it still books the money where
 * the agency banks that method (the server leaves it in Undeposited Funds when that account is
 * kept in another currency, and the placeholder says so).
 */
function DepositSelect(props: { form: UseFormReturnType<PaymentValues>; currency: string }) {
  const { form, currency } = props;
  const choices = useDepositChoices();
  const accounts = choices.data?.data.accounts ?? [];
  const method = form.values.payment_method;
  const preset = choices.data?.data.methods.find((m) => m.method === method)?.account;
  const presetKept = accounts.find((a) => a.id === preset?.id)?.currency;
  const presetTakes = presetKept === undefined || depositTakes(presetKept, currency);
  return (
    <Select
      label="Deposited to"
      clearable
      searchable
      placeholder={`As set for ${methodLabel(method)}: ${(presetTakes && preset?.name) || 'Undeposited Funds'}`}
      data={depositOptions(accounts, currency)}
      {...form.getInputProps('deposit_account_id')}
    />
  );
}

/**
 * The money accounts money in the file's `currency` may go into or leave (decision 044): one
 * kept in it or in rupees, as a select's options ("1010 · HDFC Current", "(AED)" when not
 * rupees). Here with the dialogs that ask for one (loaded on their press), not in
 * payment-values.ts, which the bookings list loads first.
 */
export const depositOptions = (accounts: DepositChoices['accounts'], currency: string) =>
  accounts
    .filter((a) => depositTakes(a.currency, currency))
    .map((a) => ({
      value: String(a.id),
      label: `${a.code} · ${a.name}${a.currency === BASE_CURRENCY ? '' : ` (${a.currency})`}`,
    }));
