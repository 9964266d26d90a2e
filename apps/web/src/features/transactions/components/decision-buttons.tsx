import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

const DECISIONS = [
  { action: 'approve', label: 'Approve', Icon: IconCheck, color: 'teal.9', variant: 'filled' },
  { action: 'reject', label: 'Reject', Icon: IconX, color: 'red', variant: 'light' },
] as const;

/**
 * Approve and Reject for a pending transaction: on its detail page, and compact in the
 * pending-approvals list, where `own` (four-eyes: its maker may not decide it) disables both
 * and says why.
 */
export function DecisionButtons(props: {
  onDecide: (action: 'approve' | 'reject') => void;
  compact?: boolean;
  own?: boolean;
}) {
  return DECISIONS.map(({ action, label, Icon, color, variant }) => (
    <Button
      key={action}
      size={props.compact ? 'compact-sm' : undefined}
      color={color}
      variant={variant}
      leftSection={<Icon size={props.compact ? 14 : 16} />}
      disabled={props.own}
      title={props.own ? `You cannot ${action} a transaction you created or edited` : undefined}
      onClick={() => props.onDecide(action)}
    >
      {label}
    </Button>
  ));
}
