import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { Enquiry } from '@app/contract';
import { directEnquiryInput } from '@app/contract';
import { TOUR_OK } from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { showSaveFailure, zodValidate } from '../../../lib/form.ts';
import { afterSave } from '../../../lib/after-save.tsx';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveEnquiry } from '../api/enquiries-api.ts';
import type { EnquiryFormValues } from './enquiry-fields.tsx';
import {
  AdditionalSection,
  AssignmentSection,
  BudgetInputs,
  enquiryField,
  enquiryInitialValues,
  TravelSection,
} from './enquiry-fields.tsx';

/** Direct customer enquiry (B2C): one form for create and edit. */
export function DirectEnquiryForm({ enquiry }: { enquiry?: Enquiry }) {
  const navigate = useNavigate();
  const save = useSaveEnquiry(enquiry?.id);
  const form = useForm<EnquiryFormValues>({
    initialValues: enquiryInitialValues(enquiry, { source: 'website' }),
    validate: zodValidate(directEnquiryInput),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, enquiry_type: 'direct' },
      {
        onSuccess: (r) => {
          if (!r.success) return showSaveFailure(r, form.setErrors);
          afterSave(navigate, {
            message: enquiry ? TOUR_OK.enquiryUpdated : TOUR_OK.enquiryCreated,
            list: paths.enquiries,
            id: r.data.id,
            open: paths.enquiryDetail(r.data.id),
          });
        },
      },
    ),
  );
  return (
    <FormShell
      onSubmit={submit}
      submitLabel={enquiry ? 'Update Enquiry' : 'Create Enquiry'}
      busy={save.isPending}
      cancelTo={listHref(paths.enquiries)}
      errors={form.errors}
      isDirty={() => form.isDirty()}
      saved={save.data?.success === true}
    >
      <FormSection legend="Customer Information">
        <TextInput label="Customer Name" required {...enquiryField(form, 'customer_name')} />
        <TextInput label="Email" type="email" required {...enquiryField(form, 'customer_email')} />
        <TextInput label="Mobile" type="tel" required {...enquiryField(form, 'customer_mobile')} />
        <TextInput
          label="Alternate Mobile"
          type="tel"
          {...enquiryField(form, 'customer_alternate_mobile')}
        />
      </FormSection>
      <TravelSection form={form} />
      <FormSection legend="Budget Information">
        <BudgetInputs form={form} />
      </FormSection>
      <AssignmentSection form={form} legend="Assignment and Status" />
      <AdditionalSection form={form} creating={!enquiry} />
    </FormShell>
  );
}
