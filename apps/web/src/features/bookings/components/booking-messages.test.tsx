import { screen } from '@testing-library/react';
import type { Booking, OutboxMessage } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test-utils.tsx';
import { BookingMessages } from './booking-messages.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const message = (o: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'voucher',
  to: ['guest@mail.example'],
  subject: 'Your voucher',
  state: 'failed',
  attempts: 5,
  next_attempt_at: null,
  last_error: '451 Mailbox busy',
  sent_at: null,
  created_at: '2026-11-23T14:02:00.000Z',
  booking_id: 5,
  payment_id: null,
  driver_id: null,
  duty_date: null,
  record_label: 'TF-2026-00005',
  requested_by: { id: 1, name: 'Aisha Khan' },
  resend_of: null,
  attachments: [],
  ...o,
});

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

describe('BookingMessages', () => {
  it('offers "Send again" only for the documents the user may read as well as send', async () => {
    const page = {
      success: true,
      data: [
        message({ id: 2, kind: 'receipt', record_label: 'RCPT-2026-00002', payment_id: 3 }),
        message({ id: 1 }),
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
      per_page: 10,
      smtp: true,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
        ),
      ),
    );
    // Reads the booking (so its receipts) and holds the email key, but not the voucher's read key.
    signedInWith(['view_bookings', 'email_vouchers']);
    renderWithApp(<BookingMessages booking={{ id: 5 } as Booking} />);
    expect(
      await screen.findByRole('button', {
        name: 'Send again: Receipt RCPT-2026-00002 to guest@mail.example',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Send again: Voucher to guest@mail.example' }),
    ).not.toBeInTheDocument();
  });
});
