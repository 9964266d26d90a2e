import { bookingEndpoints, receiptEndpoints, taxProfileEndpoints, todayIn } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { TAX_PROFILE } from '../../../test/factories.ts';

/**
 * Money received before a file's tax invoice is an advance: its receipt is a receipt voucher
 * (CGST Rules, rule 50) from the agency's tax profile, stating the GST inside it at the rule
 * the invoice will take; money received after the invoice gets a plain payment receipt.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const today = todayIn(t.app.appTimezone);
  /** A Kerala package: a hotel and a tour, so the invoice's rule is the 5% package. */
  const file = async (status: 'draft' | 'confirmed', guest_state: string | null = null) =>
    (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Meera Pillai',
          guest_state,
          currency: 'INR',
          sale_amount: '105000.00',
          purchase_amount: '0.00',
          status,
          accommodations: [
            {
              hotel_name: 'Kumarakom Lake Resort',
              check_in_date: '2027-01-10',
              check_out_date: '2027-01-12',
            },
          ],
          tours: [
            { service_name: 'Backwater cruise', service_date: '2027-01-11', transfer_type: 'PVT' },
          ],
        },
      })
    ).ok.data;
  const pay = async (id: number, amount: string) => {
    const res = await admin.call(bookingEndpoints.addPayment, {
      params: { id },
      payload: { amount, payment_date: today, payment_method: 'cash' },
    });
    expect(res.status).toBe(201);
    const b = (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data;
    return (await admin.call(receiptEndpoints.get, { params: { id: b.payments[0]!.id } })).ok.data;
  };
  return { admin, file, pay };
});

describe('a receipt for money received before the invoice', () => {
  it('is a plain payment receipt from the letterhead before the agency has a tax profile', async ({
    desk: { file, pay },
  }) => {
    const receipt = await pay((await file('draft')).id, '21000');
    expect(receipt.title).toBe('Payment Receipt');
    expect(receipt.issuer.gstin).toBeNull();
    expect(receipt.facts.map(([label]) => label)).not.toContain('Supplier GSTIN');
  });

  it('is a receipt voucher from the tax profile, with the GST inside the advance (rule 50)', async ({
    desk: { admin, file, pay },
  }) => {
    expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(200);
    const receipt = await pay((await file('draft')).id, '21000');
    expect(receipt.title).toBe('Receipt Voucher');
    expect(receipt.issuer).toMatchObject({
      name: 'Harbour Line Holidays Private Limited',
      address: '12 Marine Drive, Mumbai 400020, Maharashtra',
      gstin: '27AAFCT5521M1Z1',
    });
    // ₹21,000 with 5% inside: ₹20,000 taxable, ₹500 + ₹500 within Maharashtra.
    expect(receipt.facts).toEqual(
      expect.arrayContaining([
        ['Supplier GSTIN', '27AAFCT5521M1Z1'],
        ['SAC', '998555'],
        ['Place of Supply', 'Maharashtra (27)'],
        ['Taxable Value of the Advance', '₹20,000.00'],
        ['CGST @ 2.5%', '₹500.00'],
        ['SGST @ 2.5%', '₹500.00'],
        ['Reverse Charge', 'No'],
      ]),
    );
  });

  it('states IGST for a guest in another state', async ({ desk: { file, pay } }) => {
    const receipt = await pay((await file('draft', 'Kerala')).id, '21000');
    expect(receipt.facts).toContainEqual(['IGST @ 5%', '₹1,000.00']);
    expect(receipt.facts).toContainEqual(['Place of Supply', 'Kerala (32)']);
  });

  it('is a plain payment receipt once the file is invoiced', async ({ desk: { file, pay } }) => {
    const receipt = await pay((await file('confirmed')).id, '21000');
    expect(receipt.title).toBe('Payment Receipt');
    expect(receipt.issuer.gstin).toBe('27AAFCT5521M1Z1');
    expect(receipt.facts.map(([label]) => label)).not.toContain('Taxable Value of the Advance');
  });
});
