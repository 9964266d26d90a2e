import type { TaxProfile } from '@app/contract';
import { SUPPLIER_MESSAGES, TAX_PROFILE_MESSAGES } from '@app/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/** The profile as the server answers it: a Mumbai agency (GST state 27). */
const SAVED: TaxProfile = {
  legal_name: 'TravelDesk Tours & Travels Private Limited',
  address: '4th Floor, Maker Chambers, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400021',
  gstin: '27AAFCT5521M1Z1',
  pan: 'AAFCT5521M',
  email: 'accounts@traveldesk.example',
  phone: '+91 22 4000 1234',
  invoice_prefix: 'INV/',
  credit_note_prefix: 'CN/',
  updated_by: { id: 1, name: 'Test admin' },
  updated_at: '2026-11-02T09:00:00.000Z',
};

const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};
const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the tax profile page', () => {
  it('starts blank with the INV/ and CN/ series, and saves what the admin typed', async () => {
    const sent: unknown[] = [];
    renderRoute('/tax-profile', {
      answers: {
        'GET /tax-profile': { success: true, data: null },
        'PUT /tax-profile': ({ body }) => {
          sent.push(body);
          return { success: true, message: TAX_PROFILE_MESSAGES.saved, data: SAVED };
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save Tax Profile' });
    expect(box(/^Invoice Prefix/)).toHaveValue('INV/');
    expect(box(/^Credit Note Prefix/)).toHaveValue('CN/');
    expect(screen.getByText(/^First number this year: INV\/\d\d-\d\d\/00001$/)).toBeInTheDocument();

    await user.click(box(/^Legal Name/));
    await user.paste(SAVED.legal_name);
    await user.click(box(/^Address/));
    await user.paste(SAVED.address);
    await user.type(box(/^City/), 'Mumbai');
    const state = screen.getAllByLabelText(/^State/).find((el) => el.tagName === 'INPUT')!;
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Maharashtra', hidden: true }));
    expect(screen.getByText('GST state code 27')).toBeInTheDocument();
    await user.type(box(/^PIN Code/), '400021');
    await user.type(box(/^GSTIN/), '27aafct5521m1z1');
    await user.type(box(/^PAN/), 'AAFCT5521M');
    // Enter in a field submits the form, as every form of the app.
    await user.type(box(/^City/), '{Enter}');

    expect(await screen.findByText(TAX_PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        legal_name: SAVED.legal_name,
        address: SAVED.address,
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400021',
        gstin: '27aafct5521m1z1',
        pan: 'AAFCT5521M',
        email: '',
        phone: '',
        invoice_prefix: 'INV/',
        credit_note_prefix: 'CN/',
      },
    ]);
    // The saved profile is the form's new start: the server's spelling, nothing unsaved.
    await waitFor(() => expect(box(/^GSTIN/)).toHaveValue('27AAFCT5521M1Z1'));
  });

  it("shows the server's refusal under its field and moves there", async () => {
    const refusal = SUPPLIER_MESSAGES.gstinStateMismatch('27', 'Maharashtra', 'Kerala');
    renderRoute('/tax-profile', {
      answers: {
        'GET /tax-profile': { success: true, data: SAVED },
        'PUT /tax-profile': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { gstin: [refusal] },
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Last saved by Test admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Tax Profile' }));
    const gstin = box(/^GSTIN/);
    await waitFor(() => expect(messageUnder(gstin)).toBe(refusal));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(gstin).toHaveFocus());
  });

  it('checks a prefix as typed and sends nothing while one is too long', async () => {
    const { api } = renderRoute('/tax-profile', {
      answers: { 'GET /tax-profile': { success: true, data: SAVED } },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save Tax Profile' });
    const prefix = box(/^Invoice Prefix/);
    await user.clear(prefix);
    await user.type(prefix, 'INVOICE/');
    await user.tab();
    await waitFor(() =>
      expect(messageUnder(prefix)).toBe(
        TAX_PROFILE_MESSAGES.prefixLength('invoice', 'INVOICE/26-27/00001'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Tax Profile' }));
    expect(api.callsTo('PUT /tax-profile')).toEqual([]);
  });

  it('is for admins only', async () => {
    renderRoute('/tax-profile', { user: userOf('manager') });
    expect(await screen.findByText('Not authorised')).toBeInTheDocument();
  });
});
