import { todayLocal } from '../../../lib/format.ts';

/** 'bank_transfer' reads 'Bank transfer' (spec: method with underscore replaced by a space). */
export const methodLabel = (m: string) =>
  (m.charAt(0).toUpperCase() + m.slice(1)).replace(/_/g, ' ');

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
