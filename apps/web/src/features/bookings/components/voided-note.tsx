import { Badge, Text } from '@mantine/core';
import type { BookingPayment } from '@app/contract';
import { formatDateTime } from '../../../lib/format.ts';

/** A voided payment stays listed: who voided it, when and why. */
export function VoidedNote({ payment: p }: { payment: BookingPayment }) {
  if (!p.voided_at) return null;
  return (
    <Text size="xs" c="red.9" data-testid="voided-note">
      <Badge size="xs" color="red" variant="light" mr={6}>
        Voided
      </Badge>
      by {p.voided_by_user?.name ?? '—'}, {formatDateTime(p.voided_at)}: {p.void_reason}
    </Text>
  );
}
