import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Enquiry } from '@app/contract';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { EnquiryFormValues } from './enquiry-fields.tsx';
import {
  AdditionalSection,
  AssignmentSection,
  BudgetInputs,
  EnquiryCurrencySelect,
  enquiryField,
  enquiryInitialValues,
  TravelSection,
} from './enquiry-fields.tsx';
import { useEnquirySave } from './use-enquiry-save.ts';

/** Direct customer enquiry (B2C): one form for create and edit. */
export function DirectEnquiryForm({ enquiry }: { enquiry?: Enquiry }) {
  const me = useCurrentUser();
  const form = useForm<EnquiryFormValues>({
    initialValues: enquiryInitialValues(enquiry, { source: 'website' }, me),
    validate: contractValidate((s) => s.directEnquiryInput),
  });
  const shell = useEnquirySave(form, enquiry, 'direct');
  // A walk-in customer met at the desk needs only one way to be reached (the server agrees).
  const walkIn = form.getValues().source === 'walk-in';
  const contact = walkIn ? { description: 'A mobile or an email' } : { required: true };
  return (
    <FormShell {...shell}>
      <FormSection legend="Customer Information">
        <TextInput label="Customer Name" required {...enquiryField(form, 'customer_name')} />
        <TextInput
          label="Email"
          type="email"
          {...contact}
          {...enquiryField(form, 'customer_email')}
        />
        <TextInput
          label="Mobile"
          type="tel"
          {...contact}
          {...enquiryField(form, 'customer_mobile')}
        />
        <TextInput
          label="Alternate Mobile"
          type="tel"
          {...enquiryField(form, 'customer_alternate_mobile')}
        />
      </FormSection>
      <TravelSection form={form} />
      <FormSection legend="Budget Information">
        <EnquiryCurrencySelect form={form} />
        <BudgetInputs form={form} />
      </FormSection>
      <AssignmentSection form={form} legend="Assignment and Status" />
      <AdditionalSection form={form} creating={!enquiry} />
    </FormShell>
  );
}
