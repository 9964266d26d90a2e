import { Alert, Anchor, Autocomplete, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import type { Supplier, SupplierInput } from '@app/contract';
import {
  BASE_CURRENCY,
  can,
  INDIAN_STATES,
  PAYMENT_DAYS_MAX,
  PAYMENT_TERM_LABELS,
  paymentTermsText,
  SUPPLIER_KIND_LABELS,
} from '@app/contract/constants';
import type { PaymentTerm } from '@app/contract/constants';
import { Link } from 'react-router';
import { contractValidate } from '../../../lib/form.ts';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { choicesOf } from '../../../components/filter-select.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { LabelSelect } from '../../../components/label-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { valuesFrom } from '../../../lib/initial-values.ts';
import { paths } from '../../../lib/paths.ts';
import { SUPPLIER_FORM } from '../../../lib/record-forms/tourism.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveSupplier } from '../api/suppliers-api.ts';

type Values = Record<Exclude<keyof SupplierInput, 'payment_days'>, string> & {
  payment_days: number | string;
};

const BLANK: Values = {
  code: '',
  name: '',
  kind: '',
  status: 'active',
  contact_person: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  country: 'India',
  gstin: '',
  pan: '',
  currency: BASE_CURRENCY,
  payment_terms: 'before_check_in',
  payment_days: 0,
  bank_name: '',
  bank_account_name: '',
  bank_account_number: '',
  bank_ifsc: '',
  notes: '',
};

const KINDS = choicesOf(SUPPLIER_KIND_LABELS);
/** A field's hint under its input, so the inputs of a row line up beside one without. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
const TERMS = choicesOf(PAYMENT_TERM_LABELS);

/**
 * What the form checks before sending: the contract's own schema (the server applies the same
 * and its answer shows under the same fields). A linked supplier's shared fields are the
 * agent's, not the user's to fix here: their errors are left to the server's answer.
 */
let contract: ((values: unknown) => Record<string, string>) | null = null;
function check(v: Values, linked: boolean): Record<string, string> {
  const errors = contract?.(v) ?? {};
  if (linked) for (const f of SHARED) delete errors[f];
  return errors;
}
const SHARED = ['name', 'phone', 'email', 'address', 'city', 'state', 'country', 'gstin', 'pan'];

/** "7 days before check-in" under the Days field, once the days are a whole number in range. */
function termsPreview(v: Values) {
  const days = Number(v.payment_days);
  if (v.payment_days === '' || !Number.isInteger(days) || days < 0 || days > PAYMENT_DAYS_MAX)
    return undefined;
  return paymentTermsText(v.payment_terms as PaymentTerm, days);
}

/** For a supplier that is an agent: where its shared fields are changed. */
function LinkedNote({ agent }: { agent: NonNullable<Supplier['agent']> }) {
  const user = useCurrentUser();
  const mayEdit = can(user, 'edit_agents');
  return (
    <Alert color="grape" icon={<IconLink size={18} />} title="This supplier is an agent">
      <Text size="sm">
        Its name, phone, email, address, GSTIN and PAN come from the agent {agent.name} (
        {agent.code}) and are changed there.{' '}
        <Anchor
          component={Link}
          to={mayEdit ? paths.agentEdit(agent.id) : paths.agentDetail(agent.id)}
          size="sm"
          fw={600}
        >
          {mayEdit ? "Edit on the agent's page" : "Open the agent's page"}
        </Anchor>
      </Text>
    </Alert>
  );
}

export function SupplierForm({ supplier }: { supplier?: Supplier }) {
  const save = useSaveSupplier(supplier?.id);
  const linked = Boolean(supplier?.agent);
  // Made when a form first shows (the schemas start loading then), not when the module loads.
  contract ??= contractValidate((s) => s.supplierInput);
  const form = useForm<Values>({
    initialValues: valuesFrom(supplier, BLANK),
    validate: (values) => check(values, linked),
    validateInputOnBlur: ['gstin'],
  });
  const values = form.getValues();
  const { shell, field } = useRecordForm(form, save, supplier, SUPPLIER_FORM);
  /** A field that is the agent's on a linked supplier: shown, sent unchanged, not editable. */
  const shared = (name: keyof Values) => ({ ...field(name), disabled: linked });

  return (
    <FormShell {...shell}>
      {supplier?.agent && <LinkedNote agent={supplier.agent} />}
      <FormSection legend="Supplier">
        <TextInput label="Name" required {...shared('name')} />
        <TextInput
          label="Code"
          description="Leave blank for the next number (SUP-0001)"
          inputWrapperOrder={BELOW}
          {...field('code')}
        />
        <Select label="Kind" required allowDeselect={false} data={KINDS} {...field('kind')} />
        <LabelSelect kind="agentStatus" label="Status" required {...field('status')} />
      </FormSection>
      <FormSection legend="Contact">
        <TextInput label="Contact Person" {...field('contact_person')} />
        <TextInput label="Phone" type="tel" {...shared('phone')} />
        <TextInput label="Email" type="email" {...shared('email')} />
      </FormSection>
      <FormSection legend="Address">
        <TextArea label="Address" minRows={2} {...shared('address')} />
        <TextInput label="City" {...shared('city')} />
        <Autocomplete
          label="State"
          description="Pick an Indian state, or type the region abroad (e.g. Dubai)"
          inputWrapperOrder={BELOW}
          data={INDIAN_STATES}
          limit={8}
          {...shared('state')}
        />
        <TextInput label="Country" {...shared('country')} />
      </FormSection>
      <FormSection legend="Tax">
        <TextInput
          label="GSTIN"
          placeholder={linked ? undefined : '32AABCK1234L1ZV'}
          autoCapitalize="characters"
          {...shared('gstin')}
        />
        <TextInput
          label="PAN"
          placeholder={linked ? undefined : 'AABCK1234L'}
          autoCapitalize="characters"
          {...shared('pan')}
        />
      </FormSection>
      <FormSection legend="Payment and Bank">
        <CurrencySelect current={values.currency} required {...field('currency')} />
        <Select
          label="Payment Terms"
          required
          allowDeselect={false}
          data={TERMS}
          {...field('payment_terms')}
        />
        <NumberInput
          label="Days"
          description={termsPreview(values) ?? `Whole days, 0 to ${PAYMENT_DAYS_MAX}`}
          inputWrapperOrder={BELOW}
          min={0}
          max={PAYMENT_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...field('payment_days')}
        />
        <TextInput label="Bank Name" {...field('bank_name')} />
        <TextInput label="Account Name" {...field('bank_account_name')} />
        <TextInput label="Account Number" {...field('bank_account_number')} />
        <TextInput
          label="IFSC"
          placeholder="HDFC0001234"
          autoCapitalize="characters"
          {...field('bank_ifsc')}
        />
      </FormSection>
      <FormSection legend="Notes">
        <TextArea label="Notes" minRows={3} {...field('notes')} />
      </FormSection>
    </FormShell>
  );
}
