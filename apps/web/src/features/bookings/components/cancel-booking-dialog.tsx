import { Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { useEffect, useEffectEvent } from 'react';
import type { Booking } from '@app/contract';
import { BOOKING_OK, CANCEL_REASON_MIN, CANCELLED_BOOKING } from '@app/contract/constants';
import { addMoney, hundredths, moneyAbove, subtractMoney } from '@app/contract/hundredths';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { ReasonField, reasonProblem } from '../../../components/reason-dialog.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelBooking } from '../api/bookings-api.ts';
import type { CancellationQuote } from '../api/refunds-api.ts';
import { useCancellationQuote } from '../api/refunds-api.ts';

interface CancelValues {
  reason: string;
  /** What the file keeps of its sale, in its currency: '' keeps nothing. */
  cancellation_charge: string;
}

/** '25.00' → '25', '12.50' → '12.5': a tier's percent as people say it. */
const percentText = (p: string) => (p.includes('.') ? p.replace(/\.?0+$/, '') : p);

/**
 * The policy's words for the charge it suggests: "Policy: 25% — 12 days before travel"; null
 * without a quote or a tier (no travel date).
 */
export function policyLine(q: CancellationQuote | undefined) {
  if (!q?.tier || q.days_before === null) return null;
  const when =
    q.days_before < 0
      ? 'travel has begun'
      : q.days_before === 0
        ? 'on the day of travel'
        : `${q.days_before} day${q.days_before === 1 ? '' : 's'} before travel`;
  return `${q.policy === 'file' ? "File's policy" : 'Policy'}: ${percentText(q.tier.percent)}% — ${when}`;
}

/** What the payer has paid the file: the guest's payments and the agent's (decision 043). */
export const receivedOn = (b: Booking) => addMoney([b.paid_amount, b.agent_paid ?? '0']);

/**
 * What cancelling with `charge` leaves (decision 052): what was received beyond the charge is
 * refundable; a charge beyond what was received is owed.
 */
function Outcome({ booking: b, charge }: { booking: Booking; charge: string }) {
  const parsed = parseMoneyText(charge);
  const kept = parsed.ok && parsed.value !== '' ? parsed.value : '0';
  const received = receivedOn(b);
  const left = subtractMoney(received, kept);
  const owed = hundredths(left) < 0n;
  return (
    <Group justify="space-between" gap="xs" data-testid="cancel-outcome">
      <Text size="sm" c="dimmed">
        Received {formatMoney(received, b.currency)}
      </Text>
      <Text size="sm" fw={600} c={owed ? 'red.9' : undefined}>
        {owed ? 'Owed' : 'Refundable'}{' '}
        {formatMoney(owed ? subtractMoney(kept, received) : left, b.currency)}
      </Text>
    </Group>
  );
}

/**
 * Cancel Booking's dialog, in its own chunk (cancel-booking.tsx): the reason its History keeps,
 * and the charge the file keeps of its sale (at most the sale), with what that leaves to
 * refund. The server's message on either field shows under it; Enter in the reason sends
 * (Shift+Enter starts a new line).
 */
export function CancelBookingDialog(props: {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}) {
  const { booking: b } = props;
  const cancel = useCancelBooking(b.id);
  const aboveSale = CANCELLED_BOOKING.chargeAboveSale(formatMoney(b.sale_amount, b.currency));
  const form = useForm<CancelValues>({
    initialValues: { reason: '', cancellation_charge: '' },
    validate: {
      reason: (v) => reasonProblem(v.trim(), CANCEL_REASON_MIN),
      cancellation_charge: (v) => {
        const r = parseMoneyText(v);
        if (!r.ok) return r.message;
        return r.value !== '' && moneyAbove(r.value, b.sale_amount) ? aboveSale : null;
      },
    },
  });
  // The policy's charge for cancelling today, read when the dialog opens (never if the
  // endpoint refuses: the field is then blank, as without a policy).
  const quote = useCancellationQuote(b.id, props.opened);
  const suggested = quote.data?.data.suggested_charge ?? null;
  // Each opening starts fresh (an effect event: the form of that render, run on opening only),
  // with the policy's charge when it is known.
  const startFresh = useEffectEvent(() => {
    form.setValues({ reason: '', cancellation_charge: suggested ?? '' });
    form.resetTouched();
    form.clearErrors();
  });
  useEffect(() => {
    if (props.opened) startFresh();
  }, [props.opened]);
  // A quote that arrives after the opening fills the charge unless it was typed in already.
  const offer = useEffectEvent((charge: string) => {
    if (!form.isTouched('cancellation_charge') && form.getValues().cancellation_charge === '')
      form.setFieldValue('cancellation_charge', charge);
  });
  useEffect(() => {
    if (props.opened && suggested !== null) offer(suggested);
  }, [props.opened, suggested]);

  const submit = form.onSubmit((v) => {
    if (cancel.isPending) return;
    const charge = parseMoneyText(v.cancellation_charge);
    const reason = v.reason.trim();
    // Blank keeps nothing: the body then carries the reason alone.
    cancel.mutate(
      charge.ok && charge.value !== '' ? { reason, cancellation_charge: charge.value } : { reason },
      {
        onSuccess: (r) => {
          if (!r.success) {
            const onReason = r.errors?.reason?.[0];
            const onCharge = r.errors?.cancellation_charge?.[0];
            if (onReason) form.setFieldError('reason', onReason);
            if (onCharge) form.setFieldError('cancellation_charge', onCharge);
            if (onReason || onCharge) return;
            notifyError(r.message);
            return props.onClose();
          }
          notifySuccess(BOOKING_OK.cancelled);
          props.onClose();
        },
      },
    );
  });
  // Enter sends the form from the reason too; Shift+Enter is a new line.
  const enterSends = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  };
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Cancel Booking"
      onSubmit={submit}
      action={{ label: 'Cancel Booking', busy: cancel.isPending, color: 'red.9' }}
    >
      <Text size="sm">
        Cancel booking {b.file_number}? It stays on file with its payments and documents, takes no
        new payments, and its History keeps your reason.
      </Text>
      <ReasonField onKeyDown={enterSends} {...form.getInputProps('reason')} />
      <MoneyInput
        label="Cancellation charge"
        currency={b.currency}
        max={b.sale_amount}
        maxMessage={aboveSale}
        description={
          policyLine(quote.data?.data) ??
          `What the file keeps of its sale of ${formatMoney(b.sale_amount, b.currency)}; blank keeps nothing.`
        }
        {...form.getInputProps('cancellation_charge')}
      />
      <Outcome booking={b} charge={form.values.cancellation_charge} />
    </FormModal>
  );
}
