import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test-utils.tsx';
import { AgentEnquiryForm } from './agent-enquiry-form.tsx';
import { DirectEnquiryForm } from './direct-enquiry-form.tsx';

// Mantine's autosizing textareas listen for font loads, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

const USERS = [
  { id: 7, name: 'Asha Sales' },
  { id: 9, name: 'Omar Ops' },
];
/** The active currencies (the budget's Currency list); every other call is for the users. */
const CURRENCIES = [
  {
    code: 'INR',
    name: 'Indian Rupee',
    symbol: '₹',
    minor_units: 2,
    is_active: true,
    is_base: true,
  },
  {
    code: 'AED',
    name: 'UAE Dirham',
    symbol: 'AED',
    minor_units: 2,
    is_active: true,
    is_base: false,
  },
];
const sent = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(
    new Response(
      JSON.stringify({ success: true, data: url.includes('/currencies') ? CURRENCIES : USERS }),
    ),
  ),
);
beforeEach(() => {
  sent.mockClear();
  vi.stubGlobal('fetch', sent);
  setSession('t', {
    id: 7,
    name: 'Asha Sales',
    email: 'asha@agency.example',
    role: 'staff',
    is_active: true,
    is_admin: false,
    is_manager: false,
    permissions: ['create_enquiries'],
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** The select's input (its dropdown's list is labelled by the same label). */
const assignedTo = () =>
  screen.getAllByLabelText('Assigned To').find((el) => el.tagName === 'INPUT');

describe('a new enquiry', () => {
  it('is assigned to the person typing it, and a walk-in needs a mobile or an email, not both', async () => {
    renderWithApp(<DirectEnquiryForm />);
    await waitFor(() => expect(assignedTo()).toHaveValue('Asha Sales'));
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Mobile/)).toBeRequired();

    await userEvent.click(
      screen.getAllByLabelText(/^Source/).find((el) => el.tagName === 'INPUT')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Walk-in', hidden: true }));
    expect(screen.getByLabelText(/^Email/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Mobile/)).not.toBeRequired();
    await userEvent.type(screen.getByLabelText(/^Customer Name/), 'Walk-in Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Create Enquiry' }));
    expect(
      await screen.findAllByText('Enter a mobile or an email for a walk-in customer.', {}),
    ).not.toHaveLength(0);
    expect(sent.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Mobile/), '+91 98450 11223');
    await userEvent.click(screen.getByRole('button', { name: 'Create Enquiry' }));
    await waitFor(() =>
      expect(sent.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [, init] = sent.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      source: 'walk-in',
      customer_mobile: '+91 98450 11223',
      customer_email: '',
      assigned_to: '7',
    });
  });

  it('B2B: the guest name starts blank, not "NA"; assigned to the person typing', async () => {
    renderWithApp(<AgentEnquiryForm />);
    expect(screen.getByLabelText(/^Guest Name/)).toHaveValue('');
    await waitFor(() => expect(assignedTo()).toHaveValue('Asha Sales'));
  });
});
