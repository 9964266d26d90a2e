import type { Booking } from '@app/contract';
import { todayLocal } from '../../../lib/format.ts';
import { labelOf } from '@app/contract/constants';

/** 'bank_transfer' reads 'Bank Transfer', 'upi' 'UPI': the contract's labels. */
export const methodLabel = (m: string) => labelOf('paymentMethod', m);

export interface PaymentValues {
  payment_date: string;
  amount: string | number;
  payment_method: string;
  transaction_reference: string;
  payment_notes: string;
}

/** A fresh payment: today, bank transfer (spec defaults for both payment modals). */
export const blankPayment = (amount: string | number = ''): PaymentValues => ({
  payment_date: todayLocal(),
  amount,
  payment_method: 'bank_transfer',
  transaction_reference: '',
  payment_notes: '',
});

/** A payment dialog of a booking's page, opened by its button. */
export interface PaymentDialogProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}
