import type { OutboxMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { stateText } from './outbox-state.tsx';

const m = (o: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'voucher',
  to: ['guest@mail.example'],
  subject: 'Your travel voucher',
  state: 'queued',
  attempts: 0,
  next_attempt_at: '2026-11-24T10:00:00.000Z',
  last_error: null,
  sent_at: null,
  created_at: '2026-11-24T09:00:00.000Z',
  booking_id: 1,
  payment_id: null,
  driver_id: null,
  duty_date: null,
  record_label: 'TF-2026-00001',
  requested_by: { id: 1, name: 'Staff' },
  resend_of: null,
  attachments: [],
  ...o,
});

describe('a message’s state in words', () => {
  it('says when it was sent and why it failed', () => {
    expect(stateText(m({ state: 'sent', sent_at: '2026-11-24T09:00:05.000Z' }), true)).toMatch(
      /^Sent \d/,
    );
    expect(stateText(m({ state: 'failed', attempts: 5, last_error: '451 Busy' }), true)).toBe(
      'Failed after 5 attempts: 451 Busy',
    );
    expect(stateText(m({ state: 'failed', attempts: 1, last_error: '550 Unknown' }), true)).toBe(
      'Failed after 1 attempt: 550 Unknown',
    );
  });
  it('says what a queued message waits for', () => {
    expect(stateText(m({}), false)).toBe('Waiting in the outbox: no SMTP server is configured.');
    expect(stateText(m({}), true)).toBe('Waiting to be sent.');
    expect(stateText(m({ attempts: 2, last_error: '451 Greylisted' }), true)).toMatch(
      /^Attempt 2 failed: 451 Greylisted\. Next try \d/,
    );
  });
});
