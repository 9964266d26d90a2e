import { Badge, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

/** What a voided money fact keeps: when, why, and who when the answer names them. */
interface Voided {
  voided_at: string | null;
  void_reason: string | null;
  voided_by_user?: { name: string } | null;
}

/** A voided payment (or refund) stays listed: who voided it, when and why. */
export function VoidedNote({ payment: p }: { payment: Voided }) {
  if (!p.voided_at) return null;
  return (
    <Text size="xs" c="red.9" data-testid="voided-note">
      <Badge size="xs" color="red" variant="light" mr={6}>
        Voided
      </Badge>
      {p.voided_by_user !== undefined && `by ${p.voided_by_user?.name ?? '—'}, `}
      {formatDateTime(p.voided_at)}: {p.void_reason}
    </Text>
  );
}
