import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingPayment, BookingWithLines, DepositChoices } from '@app/contract';
import { TCS_MESSAGES } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test-utils.tsx';
import { AddPaymentModal } from './add-payment-modal.tsx';
import { AgentSettlement } from './agent-settlement.tsx';
import { CancelBooking } from './cancel-booking.tsx';
import { PaymentHistory } from './payment-history.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const payment = (o: Partial<BookingPayment>): BookingPayment => ({
  id: 1,
  receipt_number: 'RCPT-2026-00001',
  amount: '500.00',
  payment_date: '2026-01-05',
  payment_method: 'bank_transfer',
  transaction_reference: 'UTR-5512',
  payment_notes: null,
  received_by: null,
  created_at: '2026-01-05T10:00:00.000Z',
  voided_at: null,
  voided_by_user: null,
  void_reason: null,
  deposit_account: null,
  tcs: null,
  duplicate_reference_of: [],
  ...o,
});

/** Enough of a booking for its payment card, dialog and header actions. */
const booking = (o: Partial<BookingWithLines> = {}) =>
  ({
    id: 5,
    file_number: 'TF-2026-00005',
    status: 'confirmed',
    currency: 'AED',
    sale_amount: '1000.00',
    paid_amount: '0.00',
    balance_due: '1000.00',
    payments: [],
    ...o,
  }) as BookingWithLines;

function signedInWith(permissions: string[]) {
  setSession('token', {
    id: 9,
    name: 'Clerk',
    email: 'clerk@example.com',
    role: 'staff',
    is_active: true,
    is_admin: false,
    is_manager: false,
    permissions,
  });
}

/** The bodies the dialog sent (its reads have none). */
const sentBodies = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.body)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as object);

/**
 * The payment form's "Deposited to" choices: HDFC and ICICI in rupees, Emirates NBD in dirhams,
 * a dollar card; UPI set to ICICI by an admin.
 */
const DEPOSITS: { success: true; data: DepositChoices } = {
  success: true,
  data: {
    accounts: [
      { id: 2, code: 'ACC-002', name: 'HDFC Current', currency: 'INR' },
      { id: 3, code: 'ACC-003', name: 'ICICI Collections', currency: 'INR' },
      { id: 4, code: 'ACC-004', name: 'Emirates NBD', currency: 'AED' },
      { id: 5, code: 'ACC-005', name: 'Citi Dollar Card', currency: 'USD' },
    ],
    methods: [{ method: 'upi', account: { id: 3, name: 'ICICI Collections' } }],
  },
};
/** A fetch stub: the dialog's read of its deposit choices answered, every write to `write`. */
const withDeposits = (
  write: (url: string, init?: RequestInit) => Promise<Response>,
  deposits = DEPOSITS,
) =>
  vi.fn((url: string, init?: RequestInit) =>
    String(url).includes('/ledger/deposit-accounts') ? json(200, deposits) : write(url, init),
  );

describe('a bank reference another payment has', () => {
  it('warns in the payment dialog and saves only on a second click, confirmed', async () => {
    const warning =
      'This reference is already on a payment of TF-2026-00001. Check it is not the same payment; save again to record it anyway.';
    const fetch = withDeposits((_url: string, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as { confirm_duplicate_reference?: boolean };
      return body.confirm_duplicate_reference
        ? json(201, { success: true, message: 'Payment added successfully!', data: booking() })
        : json(422, {
            success: false,
            message: warning,
            errors: { confirm_duplicate_reference: [warning] },
          });
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderWithApp(<AddPaymentModal booking={booking()} opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.type(screen.getByLabelText('Transaction Reference'), 'utr-5512');
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    expect(sentBodies(fetch)).toEqual([
      expect.not.objectContaining({ confirm_duplicate_reference: true }),
    ]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Payment Anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetch)[1]).toMatchObject({
      transaction_reference: 'utr-5512',
      confirm_duplicate_reference: true,
    });
  });

  it('a changed reference takes the warning away and is asked about afresh', async () => {
    const warning = 'This reference is already on a payment of TF-2026-00001.';
    const fetch = withDeposits(() =>
      json(422, {
        success: false,
        message: warning,
        errors: { confirm_duplicate_reference: [warning] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<AddPaymentModal booking={booking()} opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '500');
    const reference = screen.getByLabelText('Transaction Reference');
    await user.type(reference, 'UTR-1');
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await screen.findByRole('alert');
    await user.type(reference, '9');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await screen.findByRole('alert');
    expect(sentBodies(fetch)[1]).not.toHaveProperty('confirm_duplicate_reference');
  });

  it("asks where the money went: blank keeps the method's account, a choice is sent", async () => {
    const fetch = withDeposits(() =>
      json(201, { success: true, message: 'Payment added successfully!', data: booking() }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderWithApp(<AddPaymentModal booking={booking()} opened onClose={onClose} />);
    const user = userEvent.setup();
    // Bank transfer has no account set: it waits in Undeposited Funds unless one is chosen.
    const deposit = await screen.findByPlaceholderText(
      'As set for Bank Transfer: Undeposited Funds',
    );
    expect(deposit).toHaveAccessibleName('Deposited to');
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.click(deposit);
    await user.click(
      await screen.findByRole('option', { name: 'ACC-002 · HDFC Current', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetch)).toEqual([expect.objectContaining({ deposit_account_id: '2' })]);
  });

  it("offers only accounts kept in the file's currency or in rupees, naming a foreign one's", async () => {
    // Bank transfers are set to the dollar card: a dirham payment would wait in Undeposited Funds.
    const deposits = structuredClone(DEPOSITS);
    deposits.data.methods.push({
      method: 'bank_transfer',
      account: { id: 5, name: 'Citi Dollar Card' },
    });
    vi.stubGlobal(
      'fetch',
      withDeposits(() => json(500, {}), deposits),
    );
    renderWithApp(<AddPaymentModal booking={booking()} opened onClose={() => {}} />);
    const user = userEvent.setup();
    const deposit = await screen.findByPlaceholderText(
      'As set for Bank Transfer: Undeposited Funds',
    );
    await user.click(deposit);
    const listbox = await screen.findByRole('listbox', { name: 'Deposited to', hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual([
      'ACC-002 · HDFC Current',
      'ACC-003 · ICICI Collections',
      'ACC-004 · Emirates NBD (AED)',
    ]);
  });

  it('shows the duplicate on the payment card, linked to the other file', async () => {
    signedInWith(['view_bookings']);
    renderWithApp(
      <PaymentHistory
        booking={booking({
          payments: [
            payment({
              duplicate_reference_of: [{ id: 7, booking_id: 3, file_number: 'TF-2026-00003' }],
            }),
          ],
        })}
      />,
    );
    const note = await screen.findByTestId('duplicate-reference');
    expect(note).toHaveTextContent('Same reference as a payment of TF-2026-00003');
    expect(screen.getByRole('link', { name: 'TF-2026-00003' })).toHaveAttribute(
      'href',
      '/bookings/3',
    );
  });

  it('shows the TCS collected with a payment on an overseas package, and none without', async () => {
    signedInWith(['view_bookings']);
    renderWithApp(
      <PaymentHistory
        booking={booking({ payments: [payment({ tcs: '2000.00' }), payment({ id: 2 })] })}
      />,
    );
    const cards = await screen.findAllByTestId('payment');
    expect(cards[0]).toHaveTextContent('TCS collected ₹2,000.00 (overseas package)');
    expect(cards[1]).not.toHaveTextContent('TCS collected');
  });

  it('says an overseas package’s receipt carries TCS, and the higher rate without the guest’s PAN', async () => {
    signedInWith(['view_bookings', 'create_payments']);
    vi.stubGlobal(
      'fetch',
      withDeposits(() => json(201, {})),
    );
    const abroad = {
      travel_abroad: true,
      guest_foreign: false,
      agent_id: null,
      accommodations: [{}],
      flights: [{}],
      tours: [],
    } as unknown as Partial<BookingWithLines>;
    const { unmount } = renderWithApp(
      <AddPaymentModal
        booking={booking({ ...abroad, guest_pan: null })}
        opened
        onClose={() => {}}
      />,
    );
    const note = await screen.findByTestId('tcs-note');
    expect(note).toHaveTextContent(TCS_MESSAGES.onReceipt);
    expect(note).toHaveTextContent(TCS_MESSAGES.noPan);
    unmount();
    // With a PAN: the note, not the warning; a foreign tourist or a tour at home: none.
    const withPan = renderWithApp(
      <AddPaymentModal
        booking={booking({ ...abroad, guest_pan: 'ABCPM1234K' })}
        opened
        onClose={() => {}}
      />,
    );
    expect(await screen.findByTestId('tcs-note')).not.toHaveTextContent(TCS_MESSAGES.noPan);
    withPan.unmount();
    for (const other of [{ guest_foreign: true }, { travel_abroad: false }]) {
      const r = renderWithApp(
        <AddPaymentModal booking={booking({ ...abroad, ...other })} opened onClose={() => {}} />,
      );
      expect(await screen.findByRole('dialog', { name: 'Add Payment' })).toBeInTheDocument();
      expect(screen.queryByTestId('tcs-note')).toBeNull();
      r.unmount();
    }
  });

  it('shows no "% paid" on a cancelled file: it owes its charge, not its sale', async () => {
    signedInWith(['view_bookings']);
    renderWithApp(
      <PaymentHistory
        booking={booking({ status: 'cancelled', balance_due: '0.00', payments: [] })}
      />,
    );
    expect(await screen.findByText('Balance Due')).toBeInTheDocument();
    expect(screen.queryByText(/% paid$/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers Add Payment on a cancelled file only while it owes part of its charge', async () => {
    signedInWith(['view_bookings', 'create_payments']);
    const owing = renderWithApp(
      <PaymentHistory
        booking={booking({ status: 'cancelled', balance_due: '2000.00', payments: [] })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Add Payment' })).toBeInTheDocument();
    owing.unmount();
    renderWithApp(
      <PaymentHistory
        booking={booking({ status: 'cancelled', balance_due: '0.00', payments: [] })}
      />,
    );
    expect(await screen.findByText('Balance Due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Payment' })).toBeNull();
  });

  it('offers Record Agent Payment on a cancelled agent file only while it owes part of its charge', async () => {
    signedInWith(['view_bookings', 'create_agent_payments']);
    for (const [owed, shown] of [
      ['3000.00', true],
      ['0.00', false],
    ] as const) {
      const b = booking({
        status: 'cancelled',
        agent_payable: '9000.00',
        agent_paid: '1000.00',
        agent_balance: owed,
        balance_due: owed,
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(() => json(200, { success: true, data: [], booking: b })),
      );
      const r = renderWithApp(<AgentSettlement booking={b} />);
      expect(await screen.findByText('Agent Settlement (B2B)')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Record Agent Payment' }) !== null).toBe(shown),
      );
      r.unmount();
    }
  });
});

describe('Cancel Booking', () => {
  it('asks for a reason and sends it; hidden once cancelled', async () => {
    signedInWith(['view_bookings', 'edit_bookings']);
    // The dialog also reads the policy's quote: here there is none.
    const fetch = vi.fn((url: string) =>
      url.endsWith('/cancellation-quote')
        ? json(404, { success: false, message: 'Not found.' })
        : json(200, {
            success: true,
            message: 'Booking cancelled successfully!',
            data: booking({ status: 'cancelled' }),
          }),
    );
    const cancels = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/cancel'));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderWithApp(<CancelBooking booking={booking()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(dialog).toHaveTextContent('The reason field is required.');
    expect(cancels()).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Reason/), 'Guest changed plans');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    const [url, init] = cancels()[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/bookings/5/cancel');
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'Guest changed plans' });
    unmount();

    renderWithApp(<CancelBooking booking={booking({ status: 'cancelled' })} />);
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });
});
