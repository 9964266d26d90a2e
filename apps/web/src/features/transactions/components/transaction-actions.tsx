import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Transaction } from '@app/contract';
import { can, FIN_OK, isTransactionMaker, mayEditTransaction } from '@app/contract/constants';
import { useNavigate } from 'react-router';
import { BackButton, EditButton } from '../../../components/detail-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useDeleteTransaction } from '../api/transactions-api.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import type { Decision } from './decision-modal.tsx';
import { ReverseAction } from './reversal.tsx';

/**
 * What the user may do with a transaction, by the server's rules, so the
 * page offers only what it will accept.
 */
function useTransactionRights(t: Transaction) {
  const user = useCurrentUser();
  const pending = t.status === 'pending';
  const creatorId = t.user?.id ?? null;
  const mayDecide =
    pending &&
    !!user &&
    can(user, 'approve_transactions') &&
    (user.is_admin || !isTransactionMaker(user.id, creatorId, t.editor_ids));
  const mayEdit =
    pending && !!user && can(user, 'create_transactions') && mayEditTransaction(user, creatorId);
  const mayDelete = pending && can(user, 'delete_transactions');
  return { mayDecide, mayEdit, mayDelete };
}

/** Back, Approve and Reject, Reverse, Edit and Delete, each when allowed. */
export function TransactionActions(props: {
  t: Transaction;
  back: string;
  onDecide: (d: Decision) => void;
}) {
  const { t, back, onDecide } = props;
  const navigate = useNavigate();
  const { mayDecide, mayEdit, mayDelete } = useTransactionRights(t);
  const askDelete = useConfirmDelete(useDeleteTransaction(), {
    title: 'Delete Transaction',
    message: 'Are you sure you want to delete this transaction?',
    done: FIN_OK.transactionDeleted,
    then: () => void navigate(back),
  });
  return (
    <>
      <BackButton to={back} />
      {mayDecide && <DecisionButtons onDecide={(action) => onDecide({ transaction: t, action })} />}
      <ReverseAction transaction={t} />
      {mayEdit && <EditButton to={paths.transactionEdit(t.id)} />}
      {mayDelete && (
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => askDelete(t.id)}
        >
          Delete
        </Button>
      )}
    </>
  );
}
