import { Badge, Text } from '@mantine/core';
import type { SupplierPaymentStatus } from '@app/contract/constants';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** A service line's kind as a word (a file's hotels, tours and flights). */
export const SERVICE_KIND_LABELS = {
  accommodations: 'Hotel',
  tours: 'Tour',
  flights: 'Flight',
} as const;

export const SUPPLIER_PAYMENT_STATUS_LABELS: Record<SupplierPaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
  voided: 'Voided',
};
const STATUS_COLOURS: Record<SupplierPaymentStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  rejected: 'red',
  voided: 'gray',
};

/** A supplier payment's status, in the colours of the app's other money badges. */
export function SupplierPaymentBadge({ status }: { status: SupplierPaymentStatus }) {
  return (
    <Badge
      component="span"
      color={STATUS_COLOURS[status]}
      variant="light"
      miw="max-content"
      c="dark.7"
    >
      {SUPPLIER_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "1 day overdue", "12 days overdue". */
export const overdueText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} overdue`;

/** A due date, and under it in red how many days it is overdue (`days` > 0). */
export function DueDate({ date, days }: { date: string; days: number }) {
  const overdue = days > 0;
  return (
    <>
      <Text size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined} span>
        {formatDate(date)}
      </Text>
      {overdue && (
        <Text size="xs" c="red.9" fw={600}>
          {overdueText(days)}
        </Text>
      )}
    </>
  );
}

/** Figures per currency on one line: "AED 1,000.00 · ₹5,000.00". */
export const perCurrencyText = (figures: readonly { currency: string; amount: string }[]) =>
  figures.map((f) => formatMoney(f.amount, f.currency)).join(' · ');
