import { Badge } from '@mantine/core';

/** Badge colours in one place (spec section 4). */
export const ROLE_COLOURS = { admin: 'red', manager: 'yellow', staff: 'blue' } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" miw="max-content" c="dark.7">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: keyof typeof ROLE_COLOURS }) {
  return (
    <Badge color={ROLE_COLOURS[role]} variant="light" miw="max-content" c="dark.7">
      {role}
    </Badge>
  );
}

/** Badge colours of every status-like value, in one place (spec section 4). */
export const BADGE_COLOURS: Record<string, Record<string, string>> = {
  accountType: {
    asset: 'blue',
    liability: 'orange',
    equity: 'grape',
    income: 'green',
    expense: 'red',
  },
  transactionType: { income: 'green', expense: 'red' },
  transactionStatus: { pending: 'yellow', approved: 'green', rejected: 'red' },
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
  enquiryPriority: { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' },
  enquiryType: { agent: 'grape', direct: 'teal' },
  agentStatus: { active: 'green' },
  bookingStatus: { draft: 'gray', confirmed: 'green', cancelled: 'red', completed: 'blue' },
  paymentStatus: { unpaid: 'red', partial: 'yellow', paid: 'green' },
  agentPaymentStatus: { pending: 'red', partial: 'yellow', paid: 'green' },
  transferType: { PVT: 'indigo', SIC: 'cyan', NA: 'gray' },
  flightType: { arrival: 'green', departure: 'orange' },
  dayPlanStatus: {
    pending: 'yellow',
    confirmed: 'blue',
    in_progress: 'cyan',
    completed: 'green',
    cancelled: 'red',
  },
};

/** A badge whose colour comes from BADGE_COLOURS; underscores read as spaces. */
export function ValueBadge({ kind, value }: { kind: keyof typeof BADGE_COLOURS; value: string }) {
  return (
    <Badge
      color={BADGE_COLOURS[kind]?.[value] ?? 'gray'}
      variant="light"
      miw="max-content"
      c="dark.7"
    >
      {value.replace(/_/g, ' ')}
    </Badge>
  );
}
