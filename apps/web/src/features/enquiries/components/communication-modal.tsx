import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CommunicationInput } from '@app/contract';
import { TOUR_OK } from '@app/contract/constants';
import { contractValidate, showSaveFailure } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddCommunication } from '../api/enquiries-api.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { LabelSelect } from '../../../components/label-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';

export function CommunicationModal({
  enquiryId,
  opened,
  onClose,
}: {
  enquiryId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddCommunication(enquiryId);
  const form = useForm<{ type: string; subject: string; message: string }>({
    initialValues: { type: 'note', subject: '', message: '' },
    validate: contractValidate((s) => s.communicationInput),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    add.mutate(values as CommunicationInput, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        notifySuccess(TOUR_OK.communicationAdded);
        close();
      },
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="Add Communication"
      onSubmit={submit}
      action={{ label: 'Add', busy: add.isPending }}
    >
      <LabelSelect kind="communicationType" label="Type" required {...form.getInputProps('type')} />
      <TextInput label="Subject" {...form.getInputProps('subject')} />
      <TextArea
        label="Message"
        required
        minRows={3}
        data-autofocus
        {...form.getInputProps('message')}
      />
    </FormModal>
  );
}
