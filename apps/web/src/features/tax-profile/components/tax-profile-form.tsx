import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_PREFIX_MAX,
  documentNumber,
  GST_STATES,
  INDIAN_STATES,
} from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { formatDateTime, agencyToday } from '../../../lib/format.ts';
import { contractValidate, showSaveFailure } from '../../../lib/form.ts';
import { valuesFrom } from '../../../lib/initial-values.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import type { TaxProfile, TaxProfileBody } from '../api/tax-profile-api.ts';
import { useSetTaxProfile } from '../api/tax-profile-api.ts';

type Values = Record<keyof TaxProfileBody, string>;

const BLANK: Values = {
  legal_name: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  gstin: '',
  pan: '',
  email: '',
  phone: '',
  invoice_prefix: 'INV/',
  credit_note_prefix: 'CN/',
};

/** A field's hint under its input, so the inputs of a row line up beside one without. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The GST state code of a state by name ('Maharashtra' → '27'). */
const codeOf = (state: string) =>
  Object.entries(GST_STATES).find(([, name]) => name === state)?.[0];

/** "First this year: INV/26-27/00001", once the prefix is one a number can start with. */
function firstNumber(prefix: string) {
  const p = prefix.replace(/\s+/g, '').toUpperCase();
  if (!p || p.length > DOCUMENT_PREFIX_MAX || !/^[A-Z0-9/-]+$/.test(p)) return undefined;
  return `First number this year: ${documentNumber(p, agencyToday(), 1)}`;
}

/** The contract's own schema, made when the form first shows (the schemas load beside it). */
let contract: ((values: unknown) => Record<string, string>) | null = null;

/**
 * The agency's tax profile: who its tax invoices and credit notes come from and how they are
 * numbered. The contract's schema checks it as typed (the GSTIN when the field is left), and a
 * refusal from the server shows under the same fields.
 */
export function TaxProfileForm({ profile }: { profile: TaxProfile | null }) {
  const save = useSetTaxProfile();
  contract ??= contractValidate((s) => s.taxProfileInput);
  const form = useForm<Values>({
    initialValues: valuesFrom(profile ?? undefined, BLANK),
    validate: (v) => contract?.(v) ?? {},
    validateInputOnBlur: ['gstin', 'pan', 'pincode', 'invoice_prefix', 'credit_note_prefix'],
  });
  const values = form.getValues();
  const field = (name: keyof Values) => form.getInputProps(name);
  const code = codeOf(values.state);
  const onSubmit = form.onSubmit((v) =>
    save.mutate(v, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        notifySuccess(r.message ?? 'Tax profile saved.');
        // What was saved is the form's new starting point: nothing is left unsaved.
        const saved = valuesFrom(r.data, BLANK);
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
      },
    }),
  );

  return (
    <>
      {profile?.updated_at && (
        <Text size="sm" c="dimmed" mb="sm">
          Last saved{profile.updated_by ? ` by ${profile.updated_by.name}` : ''},{' '}
          {formatDateTime(profile.updated_at)}.
        </Text>
      )}
      <FormShell
        onSubmit={onSubmit}
        busy={save.isPending}
        submitLabel="Save Tax Profile"
        cancelTo={paths.dashboard}
        errors={form.errors}
        isDirty={() => form.isDirty()}
      >
        <FormSection legend="The agency">
          <TextInput
            label="Legal Name"
            description="As registered for GST"
            inputWrapperOrder={BELOW}
            required
            {...field('legal_name')}
          />
          <TextArea label="Address" required minRows={2} {...field('address')} />
          <TextInput label="City" required {...field('city')} />
          <Select
            label="State"
            required
            searchable
            allowDeselect={false}
            data={INDIAN_STATES}
            description={code ? `GST state code ${code}` : 'The state of the GST registration'}
            inputWrapperOrder={BELOW}
            {...field('state')}
          />
          <TextInput label="PIN Code" required inputMode="numeric" {...field('pincode')} />
        </FormSection>
        <FormSection legend="Tax">
          <TextInput
            label="GSTIN"
            required
            placeholder="27AAFCT5521M1Z1"
            autoCapitalize="characters"
            description={
              code ? `Starts with ${code}, then the PAN` : 'The state code, then the PAN'
            }
            inputWrapperOrder={BELOW}
            {...field('gstin')}
          />
          <TextInput
            label="PAN"
            required
            placeholder="AAFCT5521M"
            autoCapitalize="characters"
            {...field('pan')}
          />
        </FormSection>
        <FormSection legend="On documents">
          <TextInput label="Email" type="email" {...field('email')} />
          <TextInput label="Phone" type="tel" {...field('phone')} />
        </FormSection>
        <FormSection legend="Document series">
          <TextInput
            label="Invoice Prefix"
            required
            autoCapitalize="characters"
            description={
              firstNumber(values.invoice_prefix) ??
              `Letters, digits, - and /; at most ${DOCUMENT_PREFIX_MAX} characters`
            }
            inputWrapperOrder={BELOW}
            {...field('invoice_prefix')}
          />
          <TextInput
            label="Credit Note Prefix"
            required
            autoCapitalize="characters"
            description={
              firstNumber(values.credit_note_prefix) ??
              `Letters, digits, - and /; at most ${DOCUMENT_PREFIX_MAX} characters`
            }
            inputWrapperOrder={BELOW}
            {...field('credit_note_prefix')}
          />
          <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
            A number is the prefix, the financial year and a five-digit serial, at most{' '}
            {DOCUMENT_NUMBER_MAX} characters in all (CGST rule 46), and starts again at 00001 each
            April.
          </Text>
        </FormSection>
      </FormShell>
    </>
  );
}
