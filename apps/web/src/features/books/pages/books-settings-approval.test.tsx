import { SUPPLIER_PAYMENT_MESSAGES as M } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/** What the Books settings page reads besides the approval amount. */
const READS: Answers = {
  'GET /ledger/lock-date': {
    success: true,
    data: { lock_date: null, updated_by: null, updated_at: null },
  },
  'GET /ledger/payment-accounts': { success: true, data: [] },
  'GET /ledger/deposit-accounts': { success: true, data: { accounts: [], methods: [] } },
  'GET /currencies': { success: true, data: [] },
};

const LABEL = /^Supplier payments above this amount \(INR\) need a manager’s approval/;

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

describe('the supplier payment approval amount', () => {
  it('an admin sets it, and clears it: no payment waits', async () => {
    const sent: unknown[] = [];
    renderRoute('/books/settings', {
      answers: {
        ...READS,
        'GET /supplier-payments/settings': { success: true, data: { approval_limit: '500000.00' } },
        'PUT /supplier-payments/settings': ({ body }) => {
          sent.push(body);
          const limit = (body as { approval_limit: string | null }).approval_limit;
          return { success: true, message: M.settingsSaved, data: { approval_limit: limit } };
        },
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Supplier payment approval' });
    await within(section).findByText(/above ₹5,00,000\.00 wait for a manager’s approval/);
    const field = within(section).getByRole('textbox', { name: LABEL });
    expect(field).toHaveValue('5,00,000.00');

    await user.clear(field);
    await user.type(field, '7,50,000{Enter}');
    expect(await screen.findByText(M.settingsSaved)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ approval_limit: '750000.00' });

    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Save approval amount' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ approval_limit: null }));
  });

  it('shows the server refusal under the field', async () => {
    renderRoute('/books/settings', {
      answers: {
        ...READS,
        'GET /supplier-payments/settings': { success: true, data: { approval_limit: null } },
        'PUT /supplier-payments/settings': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { approval_limit: ['The approval limit is too large.'] },
        },
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Supplier payment approval' });
    await within(section).findByText(/No supplier payment waits for approval/);
    const field = within(section).getByRole('textbox', { name: LABEL });
    await user.type(field, '1000');
    await user.click(within(section).getByRole('button', { name: 'Save approval amount' }));
    await waitFor(() => expect(messageUnder(field)).toBe('The approval limit is too large.'));
  });

  it('a manager who keeps the books reads it and cannot change it', async () => {
    renderRoute('/books/settings', {
      user: userOf('manager', ['view_books', 'view_supplier_payments']),
      answers: {
        ...READS,
        'GET /supplier-payments/settings': { success: true, data: { approval_limit: '100000.00' } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Supplier payment approval' });
    await within(section).findByText(/above ₹1,00,000\.00 wait/);
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
