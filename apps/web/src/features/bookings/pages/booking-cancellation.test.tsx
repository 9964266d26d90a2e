import type { BookingDetail, DepositChoices, RefundsAnswer } from '@app/contract';
import { BOOKING_OK, CANCELLED_BOOKING } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { bookingDetail } from '../../../../test/booking-fixture.ts';
import { taxDocument } from '../../../../test/tax-document-fixture.ts';

/**
 * A file's cancellation that settles (decision 052), on the booking's page over the typed fake
 * API: Cancel Booking asks the reason and the charge and sends both, with the server's refusal
 * of the charge under its field; a cancelled file's Settlement card shows what it received,
 * kept, refunded and may still refund, records a refund and voids one with a reason, and
 * keeps the manager's actions from staff.
 */

// Only the clock is faked (timers stay real): today is 20 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The shared file, part paid: ₹20,000 of ₹50,000. */
const booking = (o: Partial<BookingDetail> = {}): BookingDetail =>
  bookingDetail({
    paid_amount: '20000.00',
    balance_due: '30000.00',
    payment_status: 'partial',
    ...o,
  });

const cancelled = booking({ status: 'cancelled', cancellation_charge: '5000.00' });

const refund = (o: Partial<RefundsAnswer['refunds'][number]> = {}) => ({
  id: 31,
  amount: '10000.00',
  refund_date: '2026-11-18',
  account: { id: 7, name: 'HDFC Current' },
  reference: 'UTR-88',
  notes: null,
  voucher_number: 'RV/2026-27/00001',
  created_by: { id: 2, name: 'Meera Manager' },
  created_at: '2026-11-18T10:00:00.000Z',
  voided_at: null,
  void_reason: null,
  ...o,
});

const settled = (o: Partial<RefundsAnswer['settlement']> = {}): RefundsAnswer['settlement'] => ({
  cancelled: true,
  charge: '5000.00',
  received: '20000.00',
  refunded: '10000.00',
  refundable: '5000.00',
  owed: '0.00',
  ...o,
});

const DEPOSIT: DepositChoices = {
  accounts: [
    { id: 7, code: '1010', name: 'HDFC Current', currency: 'INR' },
    { id: 8, code: '1020', name: 'Emirates NBD', currency: 'AED' },
  ],
  methods: [],
};

/** The credit note a cancellation issued (decision 051): the file can no longer be reopened. */
const creditNote = taxDocument({
  id: 2,
  kind: 'credit_note',
  number: 'CN/26-27/00003',
  issue_date: '2026-11-19',
  invoice: { id: 1, number: 'INV/26-27/00001' },
  file_amount: '45000.00',
  total: '45000.00',
  taxable: '42857.14',
  cgst: '1071.43',
  sgst: '1071.43',
  created_at: '2026-11-19T10:00:00.000Z',
});

const cancelledReads = (refunds = [refund()], settlement = settled()): Answers => ({
  'GET /bookings/:id': { success: true, data: cancelled },
  'GET /bookings/:id/refunds': { success: true, data: { settlement, refunds } },
  'GET /bookings/:id/tax-documents': { success: true, data: [] },
  'GET /ledger/deposit-accounts': { success: true, data: DEPOSIT },
});

/** Types a whole value at once, as pasted (typing is slow here). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

async function openCancel(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
  return screen.findByRole('dialog', { name: 'Cancel Booking' });
}

describe('Cancel Booking: the reason and the charge', () => {
  it('starts on the reason, shows what stays refundable, and sends the charge on Enter', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': { success: true, data: booking() },
        'POST /bookings/:id/cancel': ({ body }) => {
          sent.push(body);
          return { success: true, message: BOOKING_OK.cancelled, data: cancelled };
        },
      },
    });
    const dialog = await openCancel(user);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(within(dialog).getByTestId('cancel-outcome')).toHaveTextContent(
      'Received ₹20,000.00Refundable ₹20,000.00',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: 'Cancellation charge' }), '5,000');
    expect(within(dialog).getByTestId('cancel-outcome')).toHaveTextContent('Refundable ₹15,000.00');
    await user.click(reason);
    await user.paste('Guest changed plans');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ reason: 'Guest changed plans', cancellation_charge: '5000.00' });
    expect(await screen.findByText(BOOKING_OK.cancelled)).toBeVisible();
  });

  it("prefills the policy's charge for today and says which tier", async () => {
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': { success: true, data: booking() },
        'GET /bookings/:id/cancellation-quote': {
          success: true,
          data: {
            currency: 'INR',
            travel_date: '2026-12-02',
            today: '2026-11-20',
            days_before: 12,
            policy: 'agency',
            tiers: [
              { min_days: 30, percent: '10.00' },
              { min_days: 7, percent: '25.00' },
              { min_days: 0, percent: '100.00' },
            ],
            tier: { min_days: 7, percent: '25.00' },
            sale: '50000.00',
            suggested_charge: '12500.00',
            received: '20000.00',
            refunded: '0.00',
            refundable: '7500.00',
          },
        },
      },
    });
    const dialog = await openCancel(user);
    const charge = within(dialog).getByRole('textbox', { name: 'Cancellation charge' });
    await waitFor(() => expect(charge).toHaveValue('12,500.00'));
    expect(within(dialog).getByText('Policy: 25% — 12 days before travel')).toBeVisible();
    expect(within(dialog).getByTestId('cancel-outcome')).toHaveTextContent('Refundable ₹7,500.00');
  });

  it("shows the server's refusal of the charge under its field, the dialog still open", async () => {
    const refusal = CANCELLED_BOOKING.chargeAboveSale('INR 50000.00');
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': { success: true, data: booking() },
        'POST /bookings/:id/cancel': {
          status: 422,
          message: refusal,
          errors: { cancellation_charge: [refusal] },
        },
      },
    });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Visa refused');
    const charge = within(dialog).getByRole('textbox', { name: 'Cancellation charge' });
    await fill(user, charge, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(messageUnder(charge)).toBe(refusal));
    expect(screen.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
  });

  it('owes when the charge is more than was paid, and refuses a charge above the sale', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/bookings/5', {
      answers: { 'GET /bookings/:id': { success: true, data: booking() } },
    });
    const dialog = await openCancel(user);
    const charge = within(dialog).getByRole('textbox', { name: 'Cancellation charge' });
    await fill(user, charge, '25000');
    expect(within(dialog).getByTestId('cancel-outcome')).toHaveTextContent('Owed ₹5,000.00');
    await fill(user, charge, '60000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Visa refused');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(messageUnder(charge)).toBe(CANCELLED_BOOKING.chargeAboveSale('₹50,000.00'));
    expect(api.callsTo('POST /bookings/:id/cancel')).toHaveLength(0);
  });
});

describe("a cancelled file's settlement", () => {
  it('shows what it received, kept, refunded and may refund, and its refunds', async () => {
    renderRoute('/bookings/5', { answers: cancelledReads() });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    await waitFor(() => expect(card).toHaveTextContent('Paid₹20,000.00'));
    expect(card).toHaveTextContent('Cancellation Charge₹5,000.00');
    expect(card).toHaveTextContent('Refunded₹10,000.00');
    expect(card).toHaveTextContent('Refundable₹5,000.00');
    expect(within(card).getByText('Refund due')).toBeVisible();
    const rows = within(card).getAllByTestId('refund');
    expect(rows.map((r) => r.textContent)).toEqual([
      '₹10,000.00 · 18 Nov 2026From HDFC Current · Ref UTR-88 · by Meera ManagerRefund voucher RV/2026-27/00001VoucherVoid',
    ]);
  });

  it('says Owed when the charge is more than was paid, and marks a voided refund', async () => {
    renderRoute('/bookings/5', {
      answers: cancelledReads(
        [refund({ voided_at: '2026-11-19T09:00:00.000Z', void_reason: 'Bounced back' })],
        settled({ received: '4000.00', refunded: '0.00', refundable: '0.00', owed: '1000.00' }),
      ),
    });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    await waitFor(() => expect(card).toHaveTextContent('Owed₹1,000.00'));
    expect(card).not.toHaveTextContent('Refundable');
    expect(within(card).getByText('Charge owed')).toBeVisible();
    expect(within(card).getByTestId('voided-note')).toHaveTextContent('Bounced back');
    expect(within(card).queryByRole('button', { name: /^Void refund/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Record refund' })).toBeNull();
  });

  it('records a refund: the refundable, today and the account chosen', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        ...cancelledReads(),
        'POST /bookings/:id/refunds': ({ body }) => {
          sent.push(body);
          return {
            success: true,
            message: CANCELLED_BOOKING.refunded,
            data: {
              settlement: settled({ refunded: '15000.00', refundable: '0.00' }),
              refunds: [refund({ id: 32, amount: '5000.00' }), refund()],
            },
          };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    await user.click(await within(card).findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund' });
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('5,000.00');
    expect(within(dialog).getByLabelText(/^Refund date/)).toHaveValue('2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    const account = within(dialog).getByLabelText(/^Paid from/, { selector: 'input' });
    expect(messageUnder(account)).toBe('The account field is required.');
    await user.click(account);
    // Only the accounts that take the file's rupees are offered.
    expect(screen.queryByRole('option', { name: /Emirates NBD/, hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /HDFC Current/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      amount: '5000.00',
      refund_date: '2026-11-20',
      account_id: 7,
      reference: null,
      notes: null,
    });
    expect(await screen.findByText(CANCELLED_BOOKING.refunded)).toBeVisible();
  });

  it("shows the server's refusal of the amount under its field", async () => {
    const refusal = CANCELLED_BOOKING.refundAbove('INR 5,000.00');
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        ...cancelledReads(),
        'POST /bookings/:id/refunds': {
          status: 422,
          message: refusal,
          errors: { amount: [refusal] },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    await user.click(await within(card).findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund' });
    await user.click(within(dialog).getByLabelText(/^Paid from/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /HDFC Current/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(messageUnder(amount)).toBe(refusal));
  });

  it('voids a refund only with a reason', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    const { api } = renderRoute('/bookings/5', {
      user: userOf('manager'),
      answers: {
        ...cancelledReads(),
        'POST /refunds/:id/void': ({ body }) => {
          sent.push(body);
          return {
            success: true,
            message: CANCELLED_BOOKING.refundVoided,
            data: {
              settlement: settled({ refunded: '0.00', refundable: '15000.00' }),
              refunds: [],
            },
          };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    await user.click(await within(card).findByRole('button', { name: 'Void refund ₹10,000.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(dialog).toHaveTextContent('The reason field is required.');
    expect(api.callsTo('POST /refunds/:id/void')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong account');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Wrong account' }]));
    expect(api.callsTo('POST /refunds/:id/void').map((c) => c.path)).toEqual(['/refunds/31/void']);
    expect(await screen.findByText(CANCELLED_BOOKING.refundVoided)).toBeVisible();
  });

  it("keeps the manager's actions from staff, who may still record a refund", async () => {
    renderRoute('/bookings/5', { user: userOf('staff'), answers: cancelledReads() });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    expect(await within(card).findByRole('button', { name: 'Record refund' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Void/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it("leaves the sale's profits out of the Financial Summary: the file earns its charge", async () => {
    // An agent's file with commission: a live one would show its net profit too.
    const file = {
      ...cancelled,
      agent: { id: 3, code: 'AG-0003', name: 'Malabar Holidays' },
      agent_commission_amount: '2500.00',
      net_profit: '7500.00',
    };
    renderRoute('/bookings/5', {
      answers: { ...cancelledReads(), 'GET /bookings/:id': { success: true, data: file } },
    });
    const summary = await screen.findByRole('region', { name: 'Financial Summary' });
    expect(summary).toHaveTextContent('Sale Amount₹50,000.00Before cancellation');
    expect(summary).not.toHaveTextContent('Gross Profit');
    expect(summary).not.toHaveTextContent('Net Profit');
    expect(summary).toHaveTextContent('Balance Due');
  });

  it('heads its Payment History with the charge owed, then what was paid and refunded', async () => {
    const file = { ...cancelled, refunded_amount: '10000.00', balance_due: '0.00' };
    renderRoute('/bookings/5', {
      answers: { ...cancelledReads(), 'GET /bookings/:id': { success: true, data: file } },
    });
    const history = await screen.findByRole('region', { name: 'Payment History' });
    expect(history).toHaveTextContent(
      'Cancellation Charge₹5,000.00Paid₹20,000.00Refunded− ₹10,000.00Balance Due₹0.00',
    );
    expect(history).not.toHaveTextContent('Total Amount');
  });

  it('is not shown on a file that is not cancelled', async () => {
    const { api } = renderRoute('/bookings/5', {
      answers: { 'GET /bookings/:id': { success: true, data: booking() } },
    });
    expect(await screen.findByRole('heading', { name: 'TF-2026-00005' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Settlement' })).toBeNull();
    expect(api.callsTo('GET /bookings/:id/refunds')).toHaveLength(0);
  });

  it('lets a manager reopen a file nothing has settled yet, with a reason', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      user: userOf('manager'),
      answers: {
        ...cancelledReads([], settled({ refunded: '0.00', refundable: '15000.00' })),
        'POST /bookings/:id/reopen': ({ body }) => {
          sent.push(body);
          return { success: true, message: CANCELLED_BOOKING.reopened, data: booking() };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(dialog).toHaveTextContent('The reason field is required.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Guest rebooked');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Guest rebooked' }]));
    expect(await screen.findByText(CANCELLED_BOOKING.reopened)).toBeVisible();
  });

  it('offers staff no Reopen, even on a file nothing has settled', async () => {
    renderRoute('/bookings/5', {
      user: userOf('staff'),
      answers: cancelledReads([], settled({ refunded: '0.00', refundable: '15000.00' })),
    });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    expect(await within(card).findByRole('button', { name: 'Record refund' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByTestId('reopen-refusal')).toBeNull();
  });

  it('offers no Reopen once a credit note was issued, and says why', async () => {
    renderRoute('/bookings/5', {
      user: userOf('manager'),
      answers: {
        ...cancelledReads([], settled({ refunded: '0.00', refundable: '15000.00' })),
        'GET /bookings/:id/tax-documents': {
          success: true,
          data: [creditNote],
        },
      },
    });
    expect(await screen.findByTestId('reopen-refusal')).toHaveTextContent(
      CANCELLED_BOOKING.reopenCreditNote('CN/26-27/00003'),
    );
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
