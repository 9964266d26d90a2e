import { NumberInput, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { NumberInputProps } from '@mantine/core';
import { FormSection } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { useAgentOptions, useUserOptions } from '../../../lib/options.ts';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import type { BookingField } from '@app/contract';
import type { BookingFormApi } from './booking-form-values.ts';
import { hasLineCosts } from '@app/contract';
import { bookingFieldProps, fieldProps, formCurrency } from './booking-form-values.ts';
import { FiguresPreview } from './booking-figures-preview.tsx';
import { LabelSelect } from '../../../components/label-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';

/*
 * The GST fields (their Checkbox and the states' list) load just after the form: on the form's
 * first load they took it 4.5 KB past its first-page ceiling (decision 039).
 */
const GstFields = lazy(() =>
  import('./booking-gst-fields.tsx').then((m) => ({ default: m.GstFields })),
);

type Props = { form: BookingFormApi };

/** A count of people or rooms: whole numbers, never clamped (a wrong one is refused). */
function CountInput(props: NumberInputProps) {
  return <NumberInput clampBehavior="none" min={0} allowDecimal={false} {...props} />;
}

function GuestSection({ form }: Props) {
  const field = (name: BookingField) => bookingFieldProps(form, name);
  return (
    <FormSection legend="Guest">
      <TextInput required {...field('guest_name')} />
      <TextInput type="email" {...field('guest_email')} />
      <TextInput type="tel" {...field('guest_mobile')} />
      <TextArea minRows={1} {...field('guest_address')} />
      <TextInput placeholder="ABCDE1234F" maxLength={10} {...field('guest_pan')} />
      <Suspense fallback={null}>
        <GstFields form={form} />
      </Suspense>
      <CountInput required {...field('total_adults')} />
      <CountInput {...field('total_children')} />
      <CountInput {...field('total_infants')} />
      <TextInput placeholder="e.g. 7,5" {...field('children_ages')} />
      <CountInput {...field('total_rooms')} />
    </FormSection>
  );
}

function TripSection({ form }: Props) {
  const field = (name: BookingField) => bookingFieldProps(form, name);
  return (
    <FormSection legend="Trip">
      <TextInput type="date" {...field('booking_date')} />
      <TextInput {...field('destination')} />
      <TextInput type="date" {...field('travel_start_date')} />
      <TextInput type="date" {...field('travel_end_date')} />
      <TextInput type="date" {...field('check_in_date')} />
      <TextInput type="date" {...field('check_out_date')} />
      <TextInput {...field('package_name')} />
      <LabelSelect kind="packageType" {...field('package_type')} />
    </FormSection>
  );
}

function MoneySection({ form }: Props) {
  const field = (name: BookingField) => bookingFieldProps(form, name);
  const agents = useAgentOptions();
  const users = useUserOptions();
  const currency = formCurrency(form.getValues());
  // Once a service has a cost the purchase is their sum, worked out by the server.
  const fromCosts = hasLineCosts(form.getValues());
  return (
    <FormSection legend="Money and People">
      <MoneyInput required currency={currency} {...field('sale_amount')} />
      {fromCosts ? (
        <MoneyInput
          currency={currency}
          {...field('purchase_amount')}
          // What was typed stays in the form (it comes back if the costs are cleared) but is not sent.
          value=""
          disabled
          placeholder="Worked out when saved"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description="From the services' costs"
        />
      ) : (
        <MoneyInput required currency={currency} {...field('purchase_amount')} />
      )}
      <CurrencySelect current={currency} {...field('currency')} />
      <LabelSelect kind="bookingStatus" required {...field('status')} />
      <RecordSelect
        query={agents}
        none="Direct booking (no agent)"
        optionLabel={nameAndCode}
        {...field('agent_id')}
      />
      <CreditReason form={form} />
      <NumberInput
        clampBehavior="none"
        disabled={!form.getValues().agent_id}
        min={0}
        max={100}
        step={0.01}
        decimalScale={2}
        {...field('agent_commission_rate')}
      />
      <RecordSelect query={users} clearable {...field('sales_person_id')} />
      <RecordSelect query={users} clearable {...field('ops_person_id')} />
    </FormSection>
  );
}

/**
 * Over the agent's credit limit, a manager saves with a reason: the field shows once the
 * server has asked for one (its message says by how much) and stays while it holds text.
 */
function CreditReason({ form }: Props) {
  const asked = Boolean(form.errors.credit_override_reason);
  if (!asked && !form.getValues().credit_override_reason) return null;
  return (
    <TextArea
      label="Reason for going over the credit limit"
      minRows={2}
      {...fieldProps(form, 'credit_override_reason')}
    />
  );
}

function NotesSection({ form }: Props) {
  const field = (name: BookingField) => bookingFieldProps(form, name);
  return (
    <FormSection legend="Notes">
      <TextArea description="Printed on the voucher" minRows={2} {...field('special_notes')} />
      <TextArea minRows={2} {...field('internal_notes')} />
    </FormSection>
  );
}

/** Basic Info: guest, trip, money and people, the figures as typed, notes. */
export function BasicInfoTab({ form, paid }: Props & { paid: string | number }) {
  return (
    <Stack gap="lg">
      <GuestSection form={form} />
      <TripSection form={form} />
      <MoneySection form={form} />
      <FiguresPreview values={form.getValues()} paid={paid} />
      <NotesSection form={form} />
    </Stack>
  );
}
