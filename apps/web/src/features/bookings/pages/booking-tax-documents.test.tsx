import { TAX_DOCUMENT_MESSAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingDetail } from '../../../../test/booking-fixture.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { taxDocument } from '../../../../test/tax-document-fixture.ts';

/** A guest's rupee package file of ₹1,05,000, unpaid, with no services. */
const booking = bookingDetail({
  guest_email: 'asha@guest.example',
  sale_amount: '105000.00',
  purchase_amount: '90000.00',
  profit_amount: '15000.00',
  net_profit: '15000.00',
  balance_due: '105000.00',
});

const DOCS = [
  taxDocument({}),
  taxDocument({
    id: 2,
    kind: 'credit_note',
    number: 'CN/26-27/00001',
    issue_date: '2026-11-03',
    invoice: { id: 1, number: 'INV/26-27/00001' },
    file_amount: '21000.00',
    total: '21000.00',
    taxable: '20000.00',
    cgst: '500.00',
    sgst: '500.00',
  }),
];

const answers = {
  'GET /bookings/:id': { success: true as const, data: booking },
  'GET /bookings/:id/tax-documents': { success: true as const, data: DOCS },
};

describe("a booking's tax documents", () => {
  it('lists the invoice and its notes with their totals and tax, and emails one after asking', async () => {
    const { api } = renderRoute('/bookings/5', {
      answers: {
        ...answers,
        'POST /tax-documents/:id/email': {
          success: true,
          message: TAX_DOCUMENT_MESSAGES.emailed,
          data: {
            id: 9,
            state: 'queued',
            to: 'asha@guest.example',
            note: 'Queued for sending to asha@guest.example.',
          },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Tax documents' });
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NumberKindTotal · Tax',
      expect.stringMatching(/^INV\/26-27\/000011 Nov 2026Tax invoice₹1,05,000\.00GST ₹5,000\.00/),
      expect.stringMatching(
        /^CN\/26-27\/000013 Nov 2026Credit noteAgainst INV\/26-27\/00001₹21,000\.00GST ₹1,000\.00/,
      ),
    ]);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Email CN/26-27/00001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send credit note CN/26-27/00001 to Asha Rao?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Queued for sending to asha@guest.example.')).toBeVisible();
    expect(api.callsTo('POST /tax-documents/:id/email').map((c) => c.path)).toEqual([
      '/tax-documents/2/email',
    ]);
    expect(
      within(card).getByRole('button', { name: 'Download PDF INV/26-27/00001' }),
    ).toBeVisible();
  });

  it('shows the server’s refusal when the buyer has no email', async () => {
    renderRoute('/bookings/5', {
      answers: {
        ...answers,
        'POST /tax-documents/:id/email': {
          status: 422,
          message: TAX_DOCUMENT_MESSAGES.noEmail,
          errors: { email: [TAX_DOCUMENT_MESSAGES.noEmail] },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Tax documents' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Email INV/26-27/00001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    expect(await screen.findByText(TAX_DOCUMENT_MESSAGES.noEmail)).toBeVisible();
  });

  it('offers the PDF to a reader without the email key, and no Email', async () => {
    renderRoute('/bookings/5', { user: userOf('staff', ['view_bookings']), answers });
    const card = await screen.findByRole('region', { name: 'Tax documents' });
    await waitFor(() =>
      expect(within(card).getAllByRole('button', { name: /^Download PDF/ })).toHaveLength(2),
    );
    expect(within(card).queryByRole('button', { name: /^Email/ })).toBeNull();
  });
});
