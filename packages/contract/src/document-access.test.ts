import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCESS, SEND_AGAIN_ACCESS } from './document-access.ts';
import { can, ruleKeys } from './permissions.ts';

const staff = (...permissions: string[]) => ({
  role: 'staff' as const,
  is_active: true,
  permissions,
});

describe('sending a document', () => {
  it('takes the read key as well as the send key', () => {
    expect(can(staff('email_vouchers'), DOCUMENT_ACCESS.voucher.send)).toBe(false);
    expect(can(staff('email_vouchers', 'view_bookings'), DOCUMENT_ACCESS.voucher.send)).toBe(false);
    expect(can(staff('email_vouchers', 'view_vouchers'), DOCUMENT_ACCESS.voucher.send)).toBe(true);
    expect(can(staff('email_vouchers'), DOCUMENT_ACCESS.receipt.send)).toBe(false);
    expect(can(staff('email_vouchers', 'view_bookings'), DOCUMENT_ACCESS.receipt.send)).toBe(true);
    expect(can(staff('edit_day_plans'), DOCUMENT_ACCESS.duty_sheet.send)).toBe(false);
    expect(can(staff('edit_day_plans', 'view_day_plans'), DOCUMENT_ACCESS.duty_sheet.send)).toBe(
      true,
    );
    expect(
      can({ role: 'admin', is_active: true, permissions: [] }, DOCUMENT_ACCESS.voucher.send),
    ).toBe(true);
  });

  it('lets "send again" through with any one document’s whole rule, never a send key alone', () => {
    expect(can(staff('email_vouchers', 'edit_day_plans'), SEND_AGAIN_ACCESS)).toBe(false);
    expect(can(staff('view_bookings', 'email_vouchers'), SEND_AGAIN_ACCESS)).toBe(true);
    expect(can(staff('view_day_plans', 'edit_day_plans'), SEND_AGAIN_ACCESS)).toBe(true);
    expect(ruleKeys(SEND_AGAIN_ACCESS).sort()).toEqual(
      [
        // A service order: the file's readers who may edit it.
        'edit_bookings',
        'view_bookings',
        'edit_day_plans',
        'email_vouchers',
        'email_vouchers',
        'email_vouchers',
        'view_bookings',
        'view_bookings',
        'view_day_plans',
        'view_vouchers',
      ].sort(),
    );
  });
});
