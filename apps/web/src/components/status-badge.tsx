import { Badge } from '@mantine/core';
import type { EnumValue, LabelKind, Role } from '@app/contract/constants';
import { activeLabel, labelOf } from '@app/contract/constants';

/** Badge colours in one place (spec section 4). */
export const ROLE_COLOURS = { admin: 'red', manager: 'yellow', staff: 'blue' } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" miw="max-content" c="dark.7">
      {activeLabel(active)}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={ROLE_COLOURS[role]} variant="light" miw="max-content" c="dark.7">
      {labelOf('role', role)}
    </Badge>
  );
}

/** Badge colours of every status-like value, in one place (spec section 4), kinds A to Z. */
export const BADGE_COLOURS: Partial<Record<LabelKind, Record<string, string>>> = {
  accountType: {
    asset: 'blue',
    liability: 'orange',
    equity: 'grape',
    income: 'green',
    expense: 'red',
  },
  agentPaymentStatus: { pending: 'red', partial: 'yellow', paid: 'green' },
  agentStatus: { active: 'green' },
  bookingStatus: { draft: 'gray', confirmed: 'green', cancelled: 'red', completed: 'blue' },
  dayPlanStatus: {
    pending: 'yellow',
    confirmed: 'blue',
    in_progress: 'cyan',
    completed: 'green',
    cancelled: 'red',
  },
  enquiryPriority: { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' },
  // primary, info, warning, secondary, success, danger, dark (spec section 4)
  enquiryStatus: {
    new: 'blue',
    contacted: 'cyan',
    quoted: 'yellow',
    negotiating: 'gray',
    converted: 'green',
    lost: 'red',
    cancelled: 'dark',
  },
  enquiryType: { agent: 'grape', direct: 'teal' },
  flightType: { arrival: 'green', departure: 'orange' },
  paymentStatus: { unpaid: 'red', partial: 'yellow', paid: 'green' },
  transactionStatus: { pending: 'yellow', approved: 'green', rejected: 'red' },
  transactionType: { income: 'green', expense: 'red' },
  transferType: { PVT: 'indigo', SIC: 'cyan', NA: 'gray' },
};

/**
 * A stored value as a badge: its colour from BADGE_COLOURS, its words from the contract. A span,
 * so it may stand in a line of text (a record header's subtitle is a paragraph).
 */
export function ValueBadge<K extends LabelKind>({
  kind,
  value,
}: {
  kind: K;
  value: EnumValue<K> | (string & {});
}) {
  return (
    <Badge
      component="span"
      color={BADGE_COLOURS[kind]?.[value] ?? 'gray'}
      variant="light"
      miw="max-content"
      c="dark.7"
    >
      {labelOf(kind, value)}
    </Badge>
  );
}
