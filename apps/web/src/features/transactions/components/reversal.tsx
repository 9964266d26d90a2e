import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Transaction, TransactionLink } from '@app/contract';
import { CORRECTION_OK, mayReverseTransactions } from '@app/contract/constants';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { useReverseTransaction } from '../api/transactions-api.ts';

const linkLabel = (l: TransactionLink) => l.reference ?? `#${l.id}`;

/** The link between a transaction and its reversal, shown on both. */
export function ReversalLinks({ transaction: t }: { transaction: Transaction }) {
  if (t.reversal_of)
    return (
      <Alert color="orange" variant="light" title="Reversal" data-testid="reversal-of">
        <Stack gap={4}>
          <Text size="sm">
            Reverses{' '}
            <Anchor component={Link} to={paths.transactionDetail(t.reversal_of.id)} size="sm">
              {linkLabel(t.reversal_of)}
            </Anchor>
          </Text>
          {t.reversal_reason && <Text size="sm">Reason: {t.reversal_reason}</Text>}
        </Stack>
      </Alert>
    );
  const r = t.reversed_by_transaction;
  if (!r) return null;
  return (
    <Alert color="orange" variant="light" title="Reversed" data-testid="reversed-by">
      <Stack gap={4}>
        <Text size="sm">
          Reversed by{' '}
          <Anchor component={Link} to={paths.transactionDetail(r.id)} size="sm">
            {linkLabel(r)}
          </Anchor>
        </Text>
        <Text size="sm">
          By {r.user?.name ?? '—'} on {formatDateTime(r.created_at)}
        </Text>
        {r.reason && <Text size="sm">Reason: {r.reason}</Text>}
      </Stack>
    </Alert>
  );
}

/** Admins correct an approved transaction by reversing it, with a reason. */
export function ReverseAction({ transaction: t }: { transaction: Transaction }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const reversal = useReasonAction(useReverseTransaction(), {
    vars: (x: Transaction, reason) => ({ id: x.id, reason }),
    done: CORRECTION_OK.transactionReversed,
    then: (reversed) => void navigate(paths.transactionDetail(reversed.id)),
  });
  if (
    !mayReverseTransactions(user) ||
    t.status !== 'approved' ||
    t.reversal_of ||
    t.reversed_by_transaction
  )
    return null;
  return (
    <>
      <Button
        color="orange.9"
        variant="outline"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => reversal.open(t)}
      >
        Reverse
      </Button>
      <ReasonModal
        key={reversal.dialog.opened ? 'open' : 'closed'}
        title="Reverse Transaction"
        message="An approved opposite entry of the same amount will be recorded today and linked to this one. This transaction stays as it is."
        confirmLabel="Reverse"
        {...reversal.dialog}
      />
    </>
  );
}
