import { Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { Transaction } from '@app/contract';
import { FIN_OK, labelOf } from '@app/contract/constants';
import { formatMoney } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDecideTransaction } from '../api/transactions-api.ts';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { TextArea } from '../../../components/text-area.tsx';

export type Decision = { transaction: Transaction; action: 'approve' | 'reject' } | null;

/** Approve or reject with optional notes (spec: /transactions/pending-approvals). */
export function DecisionModal({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const [notes, setNotes] = useState('');
  const decide = useDecideTransaction();
  // While the modal fades out the decision is already cleared: it keeps showing the last one
  // (it went blank, titled "Reject Transaction", after an approval).
  const last = useRef<Decision>(decision);
  if (decision) last.current = decision;
  const shown = decision ?? last.current;
  const approve = shown?.action === 'approve';
  const close = () => {
    setNotes('');
    onClose();
  };
  // A second click before the button disables (or after the answer, before the modal closes)
  // must not send the same decision again: the server would refuse it as already decided.
  const sent = useRef<Decision>(null);
  const submit = () => {
    if (!decision || sent.current === decision) return;
    sent.current = decision;
    decide.mutate(
      { transaction: decision.transaction, action: decision.action, notes },
      {
        onSuccess: (r) => {
          if (!r.success) {
            if (r.status !== 409) sent.current = null;
            notifyError(r.message);
            // Changed (or decided) since it was opened: close, and the refreshed screen
            // shows the transaction as it now is, to be reviewed again.
            if (r.status === 409) close();
            return;
          }
          notifySuccess(approve ? FIN_OK.approved : FIN_OK.rejected);
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={approve ? 'Approve Transaction' : 'Reject Transaction'}
      centered
    >
      {shown && (
        <Stack>
          <Text size="sm">
            {shown.transaction.description} ·{' '}
            <strong>
              {formatMoney(shown.transaction.amount, shown.transaction.account.currency)}
            </strong>{' '}
            ({labelOf('transactionType', shown.transaction.type)}) on{' '}
            {shown.transaction.account.name}
          </Text>
          <TextArea
            label={approve ? 'Notes (optional)' : 'Reason (optional)'}
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            data-autofocus
          />
          <ModalActions
            onCancel={close}
            label={approve ? 'Approve' : 'Reject'}
            busy={decide.isPending}
            color={approve ? 'teal.9' : 'red.9'}
            onClick={submit}
          />
        </Stack>
      )}
    </Modal>
  );
}
