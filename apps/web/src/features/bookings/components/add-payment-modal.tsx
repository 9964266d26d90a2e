import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Booking, BookingPaymentInput } from '@app/contract';
import { BOOKING_OK, BOOKING_PAYMENT_METHODS, bookingPaymentInput } from '@app/contract';
import { zodValidate } from '../../../lib/form.ts';
import { formatAed, todayLocal } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAddPayment } from '../api/bookings-api.ts';

const methodLabel = (m: string) => (m.charAt(0).toUpperCase() + m.slice(1)).replace(/_/g, ' ');
const blank = () => ({
  payment_date: todayLocal(),
  amount: '' as string | number,
  payment_method: 'bank_transfer',
  transaction_reference: '',
  payment_notes: '',
});

/** Add Payment (spec): amount at most the balance due; success resets to today and bank transfer. */
export function AddPaymentModal({
  booking,
  opened,
  onClose,
}: {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddPayment(booking.id);
  const form = useForm({
    initialValues: blank(),
    validate: (values) => {
      const errors = zodValidate(bookingPaymentInput)(values);
      if (!errors.amount && Number(values.amount) > Number(booking.balance_due))
        errors.amount = `The amount may not be greater than the balance due (${booking.balance_due}).`;
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(values as BookingPaymentInput, {
      onSuccess: (r) => {
        if (!r.success) return notifyError(r.message);
        notifySuccess(BOOKING_OK.paymentAdded);
        form.setValues(blank());
        onClose();
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Add Payment" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Payment Date"
            type="date"
            required
            {...form.getInputProps('payment_date')}
          />
          <NumberInput
            label="Amount"
            required
            min={0.01}
            max={Number(booking.balance_due)}
            step={0.01}
            decimalScale={2}
            leftSection="AED"
            leftSectionWidth={48}
            description={`Balance due: ${formatAed(booking.balance_due)}`}
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Select
            label="Payment Method"
            required
            allowDeselect={false}
            data={BOOKING_PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
            {...form.getInputProps('payment_method')}
          />
          <TextInput
            label="Transaction Reference"
            placeholder="Transaction ID / Cheque Number"
            {...form.getInputProps('transaction_reference')}
          />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('payment_notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Saving...' : 'Add Payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export { methodLabel };
