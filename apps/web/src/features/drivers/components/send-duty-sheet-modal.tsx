import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { notifyQueued } from '../../../lib/documents.ts';
import { useEmailDutySheet } from '../api/drivers-api.ts';
import { FormModal } from '../../../components/form-modal.tsx';

/**
 * "Send to driver": asks first, naming the day and the address (the driver's own, which may
 * be changed for this one email), then queues the duty sheet's PDF in the outbox and says so.
 */
export function SendDutySheetModal(props: {
  driver: { id: number; name: string; email: string | null };
  date: string;
  opened: boolean;
  onClose: () => void;
}) {
  const send = useEmailDutySheet(props.driver.id);
  const [email, setEmail] = useState(props.driver.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const submit = () =>
    send.mutate(
      { date: props.date, email: email.trim() || null },
      {
        onSuccess: (r) => {
          if (r.success) {
            notifyQueued(r.data);
            return close();
          }
          const field = r.errors?.email?.[0];
          if (field) setError(field);
          else notifyError(r.message);
        },
      },
    );
  return (
    <FormModal
      opened={props.opened}
      onClose={close}
      title="Send duty sheet"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      action={{ label: 'Send', busy: send.isPending, busyLabel: 'Sending...' }}
    >
      <Text size="sm">
        Send {props.driver.name}’s duty sheet for {formatDate(props.date)} to this address?
      </Text>
      <TextInput
        label="Email"
        type="email"
        required
        data-autofocus
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setError(null);
        }}
      />
    </FormModal>
  );
}
