import type { Booking } from '@app/contract';
import { agencyToday } from '../../../lib/format.ts';
import { labelOf } from '@app/contract/constants';

/** 'bank_transfer' reads 'Bank Transfer', 'upi' 'UPI': the contract's labels. */
export const methodLabel = (m: string) => labelOf('paymentMethod', m);

export interface PaymentValues {
  payment_date: string;
  amount: string | number;
  payment_method: string;
  transaction_reference: string;
  payment_notes: string;
  /** Where the money went (decision 043); blank: the account set for the method. */
  deposit_account_id: string;
}

/** A fresh payment: today, bank transfer (spec defaults for both payment modals). */
export const blankPayment = (amount: string | number = ''): PaymentValues => ({
  payment_date: agencyToday(),
  amount,
  payment_method: 'bank_transfer',
  transaction_reference: '',
  payment_notes: '',
  deposit_account_id: '',
});

/** A payment dialog of a booking's page, opened by its button. */
export interface PaymentDialogProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}
