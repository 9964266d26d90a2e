import { NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Enquiry } from '@app/contract';
import { BUDGET_TYPES, DEFAULT_ENQUIRY_CURRENCY, labelOptions } from '@app/contract/constants';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { FormSection } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { RecordSelect } from '../../../components/record-select.tsx';
import { useUserOptions } from '../../../lib/options.ts';
import { LabelSelect } from '../../../components/label-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';

/** Form values of both enquiry forms: text as the inputs hold it. */
export type EnquiryFormValues = Record<string, string>;
type Form = UseFormReturnType<EnquiryFormValues>;

export const ENQUIRY_KEYS = [
  'customer_name',
  'customer_email',
  'customer_mobile',
  'customer_alternate_mobile',
  'destination',
  'travel_start_date',
  'travel_end_date',
  'number_of_adults',
  'number_of_children',
  'travel_type',
  'special_requirements',
  'estimated_budget',
  'currency',
  'budget_type',
  'accommodation_preference',
  'agent_id',
  'assigned_to',
  'status',
  'priority',
  'source',
  'enquiry_details',
  'internal_notes',
  'follow_up_date',
  'expected_sale_amount',
  'agent_commission_rate',
  'initial_message',
] as const;

/**
 * A form's starting values: the enquiry's, or for a new one the defaults, assigned to the
 * person typing it (they took the call or met the customer).
 */
export function enquiryInitialValues(
  e: Enquiry | undefined,
  defaults: EnquiryFormValues,
  me: { id: number } | null,
): EnquiryFormValues {
  const base: EnquiryFormValues = {
    ...Object.fromEntries(ENQUIRY_KEYS.map((k) => [k, ''])),
    number_of_adults: '1',
    number_of_children: '0',
    travel_type: 'domestic',
    budget_type: 'total',
    currency: DEFAULT_ENQUIRY_CURRENCY,
    status: 'new',
    priority: 'medium',
    ...defaults,
  };
  if (!e) return { ...base, assigned_to: me ? String(me.id) : '' };
  for (const k of ENQUIRY_KEYS) {
    const v = (e as unknown as Record<string, string | number | null | undefined>)[k];
    if (v !== null && v !== undefined) base[k] = String(v);
  }
  return base;
}

const field = (form: Form, name: string) => ({ ...form.getInputProps(name) });

export function TravelSection({
  form,
  legend = 'Travel Details',
  withPax = true,
}: {
  form: Form;
  legend?: string;
  withPax?: boolean;
}) {
  return (
    <FormSection legend={legend}>
      <TextInput
        label="Destination"
        placeholder="e.g. Dubai, Kerala"
        {...field(form, 'destination')}
      />
      <LabelSelect kind="travelType" label="Travel Type" {...field(form, 'travel_type')} />
      <TextInput label="Travel Start Date" type="date" {...field(form, 'travel_start_date')} />
      <TextInput label="Travel End Date" type="date" {...field(form, 'travel_end_date')} />
      {withPax && <PaxInputs form={form} />}
      <Select
        label="Accommodation Preference"
        clearable
        data={labelOptions('accommodation')}
        {...field(form, 'accommodation_preference')}
      />
      <TextArea label="Special Requirements" minRows={2} {...field(form, 'special_requirements')} />
    </FormSection>
  );
}

export function PaxInputs({ form }: { form: Form }) {
  return (
    <>
      <NumberInput
        clampBehavior="none"
        label="Adults"
        required
        min={1}
        allowDecimal={false}
        {...field(form, 'number_of_adults')}
      />
      <NumberInput
        clampBehavior="none"
        label="Children"
        min={0}
        allowDecimal={false}
        {...field(form, 'number_of_children')}
      />
    </>
  );
}

/** The currency the enquiry's budget and expected sale are in (rupees unless chosen). */
export const enquiryCurrency = (v: EnquiryFormValues) => v.currency || DEFAULT_ENQUIRY_CURRENCY;

/** The enquiry's currency, first in its money section: the figures after it are in it. */
export function EnquiryCurrencySelect({ form }: { form: Form }) {
  return (
    <CurrencySelect current={enquiryCurrency(form.getValues())} {...field(form, 'currency')} />
  );
}

export function BudgetInputs({ form }: { form: Form }) {
  const currency = enquiryCurrency(form.getValues());
  return (
    <>
      <MoneyInput
        label="Estimated Budget"
        currency={currency}
        {...field(form, 'estimated_budget')}
      />
      <Select
        label="Budget Type"
        allowDeselect={false}
        data={[
          { value: 'total', label: 'Total' },
          { value: 'per_person', label: 'Per person' },
        ]}
        {...field(form, 'budget_type')}
      />
    </>
  );
}

export function AssignmentSection({ form, legend }: { form: Form; legend: string }) {
  const users = useUserOptions();
  return (
    <FormSection legend={legend}>
      <RecordSelect
        query={users}
        label="Assigned To"
        none="Unassigned"
        {...field(form, 'assigned_to')}
      />
      <TextInput label="Follow-up Date" type="date" {...field(form, 'follow_up_date')} />
      <LabelSelect kind="enquiryStatus" label="Status" required {...field(form, 'status')} />
      <LabelSelect kind="enquiryPriority" label="Priority" required {...field(form, 'priority')} />
      <LabelSelect kind="enquirySource" label="Source" required {...field(form, 'source')} />
    </FormSection>
  );
}

export function AdditionalSection({ form, creating }: { form: Form; creating: boolean }) {
  return (
    <FormSection legend="Additional Details">
      <TextArea label="Enquiry Details" minRows={3} {...field(form, 'enquiry_details')} />
      <TextArea label="Internal Notes" minRows={3} {...field(form, 'internal_notes')} />
      {creating && (
        <TextArea
          label="Initial Message"
          description="Saved as the first communication"
          minRows={2}
          {...field(form, 'initial_message')}
        />
      )}
    </FormSection>
  );
}

export { BUDGET_TYPES, field as enquiryField };
