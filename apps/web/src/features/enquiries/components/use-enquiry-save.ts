import type { UseFormReturnType } from '@mantine/form';
import type { Enquiry } from '@app/contract';
import { AGENT_ENQUIRY_FORM, DIRECT_ENQUIRY_FORM } from '../../../lib/record-forms/tourism.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveEnquiry } from '../api/enquiries-api.ts';
import type { EnquiryFormValues } from './enquiry-fields.tsx';

/**
 * Both enquiry forms' save (direct and agent): the kind goes into the body, the kind's words
 * and messages come from lib/record-forms/, and leaving with unsaved changes asks first. Gives
 * FormShell everything but its children.
 */
export function useEnquirySave(
  form: UseFormReturnType<EnquiryFormValues>,
  enquiry: Enquiry | undefined,
  kind: 'direct' | 'agent',
) {
  const save = useSaveEnquiry(enquiry?.id);
  const { shell } = useRecordForm(form, save, enquiry, {
    ...(kind === 'agent' ? AGENT_ENQUIRY_FORM : DIRECT_ENQUIRY_FORM),
    body: (values) => ({ ...values, enquiry_type: kind }),
  });
  return shell;
}
