import { useForm } from '@mantine/form';
import { Alert } from '@mantine/core';
import type { BookingPaymentInput, BookingWithLines } from '@app/contract';
import {
  BOOKING_OK,
  BOOKING_PAYMENT_METHODS,
  TCS_MESSAGES,
  tcsAppliesTo,
} from '@app/contract/constants';
import { contractValidate } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { moneyAbove } from '@app/contract/hundredths';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAddPayment } from '../api/bookings-api.ts';
import { PaymentFields } from './payment-fields.tsx';
import type { PaymentDialogProps, PaymentValues } from './payment-values.ts';
import { blankPayment } from './payment-values.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { DuplicateReferenceWarning, useDuplicateReference } from './duplicate-reference.tsx';

/** Whether the file's receipts carry TCS (decision 057), as the server decides it. */
const carriesTcs = (b: BookingWithLines) =>
  b.travel_abroad &&
  tcsAppliesTo({
    ...b,
    flights: b.flights.length > 0,
    hotels: b.accommodations.length > 0,
    otherServices: b.tours.length > 0,
  });

/** Add Payment (spec): amount at most the balance due; success resets to today and bank transfer. */
export function AddPaymentModal({
  booking,
  ...dialog
}: Omit<PaymentDialogProps, 'booking'> & { booking: BookingWithLines }) {
  const add = useAddPayment(booking.id);
  const overMessage = `The amount may not be more than the balance due of ${formatMoney(booking.balance_due, booking.currency)}.`;
  const form = useForm<PaymentValues>({
    initialValues: blankPayment(),
    validate: (values) => {
      const errors = contractValidate((s) => s.bookingPaymentInput)(values);
      if (!errors.amount && moneyAbove(String(values.amount), booking.balance_due))
        errors.amount = overMessage;
      return errors;
    },
  });
  // A reference another payment has: warned, then saved on the second click.
  const duplicate = useDuplicateReference();
  const warning = duplicate.warning(form.values.transaction_reference);
  const submit = form.onSubmit((values) =>
    add.mutate(duplicate.body(values) as BookingPaymentInput, {
      onSuccess: (r) => {
        if (!r.success) {
          if (duplicate.warnedBy(r, values.transaction_reference)) return;
          return notifyError(r.message);
        }
        notifySuccess(BOOKING_OK.paymentAdded);
        form.setValues(blankPayment());
        duplicate.reset();
        dialog.onClose();
      },
    }),
  );
  // The page opens and closes the dialog (`opened`, `onClose`): closing needs nothing more here.
  return (
    <FormModal
      {...dialog}
      title="Add Payment"
      onSubmit={submit}
      action={{ label: warning ? 'Add Payment Anyway' : 'Add Payment', busy: add.isPending }}
    >
      <PaymentFields
        form={form}
        currency={booking.currency}
        methods={BOOKING_PAYMENT_METHODS}
        max={booking.balance_due}
        maxMessage={overMessage}
        hint={`Balance due: ${formatMoney(booking.balance_due, booking.currency)}`}
      />
      <DuplicateReferenceWarning message={warning} />
      {carriesTcs(booking) && (
        <Alert color="blue" variant="light" mt="sm" data-testid="tcs-note">
          {TCS_MESSAGES.onReceipt}
          {booking.agent_id === null && !booking.guest_pan && ` ${TCS_MESSAGES.noPan}`}
        </Alert>
      )}
    </FormModal>
  );
}
