import type { UseFormReturnType } from '@mantine/form';
import type { Enquiry } from '@app/contract';
import { RECORD_FORMS } from '../../../lib/record-forms.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveEnquiry } from '../api/enquiries-api.ts';
import type { EnquiryFormValues } from './enquiry-fields.tsx';

/**
 * Both enquiry forms' save (direct and agent): the kind goes into the body, the kind's words
 * and messages come from RECORD_FORMS, and leaving with unsaved changes asks first. Gives
 * FormShell everything but its children.
 */
export function useEnquirySave(
  form: UseFormReturnType<EnquiryFormValues>,
  enquiry: Enquiry | undefined,
  kind: 'direct' | 'agent',
) {
  const save = useSaveEnquiry(enquiry?.id);
  const { shell } = useRecordForm(form, save, enquiry, {
    ...(kind === 'agent' ? RECORD_FORMS.agentEnquiry : RECORD_FORMS.directEnquiry),
    body: (values) => ({ ...values, enquiry_type: kind }),
  });
  return shell;
}
