import { Button, Group, Text } from '@mantine/core';
import { IconBan, IconCheck } from '@tabler/icons-react';
import type { SessionUser, SupplierPayment } from '@app/contract';
import { can, SUPPLIER_PAYMENT_MESSAGES as M } from '@app/contract/constants';
import { useState } from 'react';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import { useVoidSupplierPayment } from '../api/supplier-payments-api.ts';
import type { DecisionDialogProps } from './supplier-payment-decision-dialog.tsx';

const loadDecision = () =>
  import('./supplier-payment-decision-dialog.tsx').then((m) => m.SupplierPaymentDecisionDialog);

/**
 * What the user may do with a supplier payment, by the server's rules: a manager (or an admin)
 * holding the key approves or rejects a pending one they did not make (an admin any one), and
 * voids a paid one.
 */
export function supplierPaymentRights(user: SessionUser | null, p: SupplierPayment) {
  const pending = p.status === 'pending';
  const approver = can(user, 'approve_supplier_payments');
  const own = !!user && p.created_by?.id === user.id && !user.is_admin;
  return {
    mayDecide: pending && approver && !own,
    /** Pending, and the user would approve it but made it: another manager decides. */
    waitsForAnother: pending && approver && own,
    mayVoid: p.status === 'paid' && can(user, 'void_supplier_payments'),
  };
}

/**
 * Approve, Reject and Void of one supplier payment, each shown only to who may use it: the one
 * set of actions the supplier's page and the supplier payments list both show. Approve and
 * Reject ask for notes in a dialog loaded on first use; Void asks for a reason.
 */
export function SupplierPaymentActions({ payment: p }: { payment: SupplierPayment }) {
  const user = useCurrentUser();
  const { mayDecide, waitsForAnother, mayVoid } = supplierPaymentRights(user, p);
  const decision = useLazyDialog<DecisionDialogProps>(loadDecision);
  const voiding = useReasonAction(useVoidSupplierPayment(), {
    vars: (x: SupplierPayment, reason) => ({ id: x.id, reason }),
    done: M.voided,
  });
  // The dialog keeps the choice it was opened with while it fades out.
  const [choice, setChoice] = useState<'approved' | 'rejected'>('approved');
  const what = `${formatMoney(p.amount, p.currency)} to ${p.supplier.name}`;
  const decide = (next: 'approved' | 'rejected') => {
    setChoice(next);
    decision.open();
  };
  if (!mayDecide && !mayVoid && !waitsForAnother) return null;
  return (
    <Group gap={6} justify="flex-end" wrap="wrap">
      {waitsForAnother && (
        <Text size="xs" c="dimmed">
          Another manager decides
        </Text>
      )}
      {mayDecide && (
        <>
          <Button
            size="compact-sm"
            color="teal.9"
            leftSection={<IconCheck size={14} />}
            onClick={() => decide('approved')}
            aria-label={`Approve the payment of ${what}`}
          >
            Approve
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconBan size={14} />}
            onClick={() => decide('rejected')}
            aria-label={`Reject the payment of ${what}`}
          >
            Reject
          </Button>
        </>
      )}
      {mayVoid && (
        <Button
          size="compact-sm"
          color="red.9"
          variant="outline"
          onClick={() => voiding.open(p)}
          aria-label={`Void the payment of ${what}`}
        >
          Void
        </Button>
      )}
      {decision.Dialog && (
        <decision.Dialog
          opened={decision.opened}
          onClose={decision.close}
          payment={p}
          decision={choice}
        />
      )}
      {mayVoid && (
        <ReasonModal
          key={voiding.dialog.opened ? 'open' : 'closed'}
          title="Void Supplier Payment"
          message={`The payment of ${what} is reversed in the books today, and the services it paid are owed again.`}
          confirmLabel="Void"
          {...voiding.dialog}
        />
      )}
    </Group>
  );
}
