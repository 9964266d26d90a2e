import { Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SupplierPayment } from '@app/contract';
import { SUPPLIER_PAYMENT_MESSAGES as M } from '@app/contract/constants';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDecideSupplierPayment } from '../api/supplier-payments-api.ts';

export interface DecisionDialogProps {
  opened: boolean;
  onClose: () => void;
  payment: SupplierPayment;
  decision: 'approved' | 'rejected';
}

/**
 * Approve or reject a supplier payment waiting for a manager, with notes (the decision's
 * reason). Approving posts it to the books. Sent once however often it is pressed; a payment
 * decided meanwhile (409) closes the dialog, and the refreshed list shows it as it now is. The
 * server's word on the notes shows under them.
 */
export function SupplierPaymentDecisionDialog(props: DecisionDialogProps) {
  const { payment: p, decision } = props;
  const decide = useDecideSupplierPayment();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!decide.isPending) sent.current = false;
  }, [decide.isPending]);
  // Each opening starts afresh.
  const [wasOpened, setWasOpened] = useState(false);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) {
      setNotes('');
      setError(null);
    }
  }
  const approve = decision === 'approved';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!props.opened || sent.current) return;
    sent.current = true;
    decide.mutate(
      { payment: p, decision, notes },
      {
        onSuccess: (r) => {
          if (r.success) {
            notifySuccess(r.message ?? (approve ? M.approved : M.rejected));
            return props.onClose();
          }
          const onNotes = r.errors?.notes?.[0];
          if (onNotes) return setError(onNotes);
          notifyError(r.message);
          props.onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={approve ? 'Approve Supplier Payment' : 'Reject Supplier Payment'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            <strong>{formatMoney(p.amount, p.currency)}</strong> to {p.supplier.name} from{' '}
            {p.account.name} on {formatDate(p.payment_date)}
            {p.created_by ? `, recorded by ${p.created_by.name}` : ''}.{' '}
            {approve
              ? 'Approving posts it to the books.'
              : 'Rejected, it is never posted and its services are owed again.'}
          </Text>
          <TextArea
            label={approve ? 'Notes (optional)' : 'Reason (optional)'}
            minRows={3}
            value={notes}
            onChange={(e) => {
              setNotes(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <ModalActions
            onCancel={props.onClose}
            label={approve ? 'Approve' : 'Reject'}
            busy={decide.isPending}
            color={approve ? 'teal.9' : 'red.9'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
