import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { FormSection } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { useAgentOptions, useUserOptions } from '../../../lib/options.ts';
import type { BookingFormApi } from './booking-form-values.ts';
import { fieldProps } from './booking-form-values.ts';
import { FiguresPreview } from './booking-figures-preview.tsx';
import { LabelSelect } from '../../../components/label-select.tsx';

type Props = { form: BookingFormApi };

/** A count of people or rooms: whole numbers, never clamped (a wrong one is refused). */
function CountInput(props: NumberInputProps) {
  return <NumberInput clampBehavior="none" min={0} allowDecimal={false} {...props} />;
}

function GuestSection({ form }: Props) {
  const field = (name: string) => fieldProps(form, name);
  return (
    <FormSection legend="Guest">
      <TextInput label="Guest Name" required {...field('guest_name')} />
      <TextInput label="Guest Email" type="email" {...field('guest_email')} />
      <TextInput label="Guest Mobile" type="tel" {...field('guest_mobile')} />
      <Textarea label="Guest Address" autosize minRows={1} {...field('guest_address')} />
      <CountInput label="Adults" required {...field('total_adults')} />
      <CountInput label="Children" {...field('total_children')} />
      <CountInput label="Infants" {...field('total_infants')} />
      <TextInput label="Children Ages" placeholder="e.g. 7,5" {...field('children_ages')} />
      <CountInput label="Rooms" {...field('total_rooms')} />
    </FormSection>
  );
}

function TripSection({ form }: Props) {
  const field = (name: string) => fieldProps(form, name);
  return (
    <FormSection legend="Trip">
      <TextInput label="Booking Date" type="date" {...field('booking_date')} />
      <TextInput label="Destination" {...field('destination')} />
      <TextInput label="Travel Start" type="date" {...field('travel_start_date')} />
      <TextInput label="Travel End" type="date" {...field('travel_end_date')} />
      <TextInput label="Check-in" type="date" {...field('check_in_date')} />
      <TextInput label="Check-out" type="date" {...field('check_out_date')} />
      <TextInput label="Package Name" {...field('package_name')} />
      <LabelSelect kind="packageType" label="Package Type" {...field('package_type')} />
    </FormSection>
  );
}

function MoneySection({ form }: Props) {
  const field = (name: string) => fieldProps(form, name);
  const agents = useAgentOptions();
  const users = useUserOptions();
  return (
    <FormSection legend="Money and People">
      <MoneyInput label="Sale Amount" required currency="AED" {...field('sale_amount')} />
      <MoneyInput label="Purchase Amount" required currency="AED" {...field('purchase_amount')} />
      <Select label="Currency" allowDeselect={false} data={['AED']} {...field('currency')} />
      <LabelSelect kind="bookingStatus" label="Status" required {...field('status')} />
      <RecordSelect
        query={agents}
        label="Agent"
        none="Direct booking (no agent)"
        optionLabel={nameAndCode}
        {...field('agent_id')}
      />
      <NumberInput
        clampBehavior="none"
        label="Agent Commission Rate (%)"
        disabled={!form.getValues().agent_id}
        min={0}
        max={100}
        step={0.01}
        decimalScale={2}
        {...field('agent_commission_rate')}
      />
      <RecordSelect query={users} label="Sales Person" clearable {...field('sales_person_id')} />
      <RecordSelect query={users} label="Ops Person" clearable {...field('ops_person_id')} />
    </FormSection>
  );
}

function NotesSection({ form }: Props) {
  const field = (name: string) => fieldProps(form, name);
  return (
    <FormSection legend="Notes">
      <Textarea
        label="Special Notes"
        description="Printed on the voucher"
        autosize
        minRows={2}
        {...field('special_notes')}
      />
      <Textarea label="Internal Notes" autosize minRows={2} {...field('internal_notes')} />
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
