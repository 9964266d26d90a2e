import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { BookingPayment } from '@app/contract';
import type { Failure } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** How two references compare: any case, spaces at the ends aside (the server's rule). */
const key = (reference: string) => reference.trim().toLowerCase();

/**
 * The same bank reference on two payments is allowed, once the user has seen the warning: the
 * server refuses the first save (an error on `confirm_duplicate_reference`, naming the other
 * files), the dialog shows it, and a second click on its button saves with the confirmation.
 * Changing the reference takes the warning away.
 */
export function useDuplicateReference() {
  const [warned, setWarned] = useState<{ reference: string; message: string } | null>(null);
  const shown = (reference: string) =>
    warned !== null && key(reference) === warned.reference ? warned : null;
  return {
    /** The warning for this reference, if the server gave one for it. */
    warning: (reference: string) => shown(reference)?.message ?? null,
    /** The body to send: confirmed when this reference has been warned about. */
    body: <V extends { transaction_reference: string }>(values: V) =>
      shown(values.transaction_reference)
        ? { ...values, confirm_duplicate_reference: true }
        : values,
    /** True when the refusal is the duplicate's warning (then shown, not a failure). */
    warnedBy: (r: Failure, reference: string) => {
      const message = r.errors?.confirm_duplicate_reference?.[0];
      if (!message) return false;
      setWarned({ reference: key(reference), message });
      return true;
    },
    reset: () => setWarned(null),
  };
}

export function DuplicateReferenceWarning({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={16} />}
      title="Same reference"
      role="alert"
    >
      {message}
    </Alert>
  );
}

/** On a payment's card: the other payments that carry its reference, linked to their files. */
export function DuplicateReferenceNote({ payment: p }: { payment: BookingPayment }) {
  if (p.duplicate_reference_of.length === 0) return null;
  return (
    <Text size="xs" c="orange.9" data-testid="duplicate-reference">
      <IconAlertTriangle size={12} style={{ verticalAlign: 'middle' }} /> Same reference as a
      payment of{' '}
      {p.duplicate_reference_of.map((d, i) => (
        <Fragment key={d.id}>
          {i > 0 && ', '}
          <Anchor component={Link} to={paths.bookingDetail(d.booking_id)} size="xs">
            {d.file_number}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}
