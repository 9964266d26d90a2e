import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  gstinProblem,
  paymentTermsText,
  SUPPLIER_MESSAGES,
} from './suppliers-values.ts';

describe('the GSTIN', () => {
  it('takes published GSTINs and the example its message gives', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '07AAACR5055K1Z9'])
      expect(gstinProblem(g), g).toBeNull();
    const example = /as ([0-9A-Z]{15})\.$/.exec(SUPPLIER_MESSAGES.gstinFormat)![1]!;
    expect(gstinProblem(example)).toBeNull();
  });

  it('names what is wrong: shape, check character, state, PAN', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(SUPPLIER_MESSAGES.gstinFormat);
    // Two digits swapped: the check character no longer matches.
    expect(gstinProblem('27AAPFU0399F1ZV')).toBe(SUPPLIER_MESSAGES.gstinCheck);
    expect(gstinProblem('27AAPFU0939F1ZV', { state: 'Kerala' })).toBe(
      SUPPLIER_MESSAGES.gstinStateMismatch('27', 'Maharashtra', 'Kerala'),
    );
    // A state abroad is not checked against the code.
    expect(gstinProblem('27AAPFU0939F1ZV', { state: 'Dubai' })).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', { pan: 'AAPFU0939G' })).toBe(SUPPLIER_MESSAGES.gstinPan);
  });
});

describe('payment terms', () => {
  const trip = { start: '2027-01-20', end: '2027-01-23', booked: '2026-11-29' };
  it('fall due by the terms, month-end counted from the month the service ends in', () => {
    expect(dueDateOf('before_check_in', 7, trip)).toBe('2027-01-13');
    expect(dueDateOf('after_check_out', 30, trip)).toBe('2027-02-22');
    expect(dueDateOf('after_booking', 0, trip)).toBe('2026-11-29');
    expect(dueDateOf('month_end', 15, { ...trip, end: '2027-02-10' })).toBe('2027-03-15');
    expect(paymentTermsText('after_booking', 0)).toBe('On booking');
    expect(paymentTermsText('month_end', 15)).toBe('Month-end + 15 days');
  });
});
