import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEvent } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../lib/format.ts';
import { renderWithApp } from '../test-utils.tsx';
import { HistoryPanel } from './history-panel.tsx';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
function mockFetch(impl: (url: string) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}
afterEach(() => vi.unstubAllGlobals());

/**
 * A sentence as read on screen: its time sits in a <time> inside the paragraph, and Intl puts
 * no-break spaces in money ("AED 5,000.00") and times.
 */
const flat = (s: string) => s.replace(/\s+/g, ' ');
const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && flat(el.textContent) === flat(text);

const at = '2026-11-23T14:02:00.000Z';
const event = (o: Partial<HistoryEvent>): HistoryEvent => ({
  id: 1,
  at,
  user: { id: 7, name: 'Aisha Khan' },
  actor_label: 'Aisha Khan',
  action: 'update',
  record_type: 'booking',
  record_id: 5,
  record_label: 'FILE-000005',
  note: null,
  changes: [],
  currency: null,
  ...o,
});

const history = (events: HistoryEvent[]) =>
  mockFetch(() => json(200, { success: true, data: events }));

describe('HistoryPanel', () => {
  it('asks for the record history and reads a change as a sentence with formatted money', async () => {
    const fetch = history([
      event({
        changes: [
          {
            field: 'sale_amount',
            label: 'Sale amount',
            kind: 'money',
            before: '5000.00',
            after: '5500.00',
          },
          {
            field: 'guest_email',
            label: 'Guest email',
            kind: 'text',
            before: null,
            after: 'a@b.co',
          },
          {
            field: 'travel_start_date',
            label: 'Travel start',
            kind: 'date',
            before: '2026-12-01',
            after: '',
          },
        ],
      }),
    ]);
    renderWithApp(<HistoryPanel recordType="booking" id={5} />);
    const when = formatDateTime(at);
    expect(
      await screen.findByText(
        sentence(`Aisha Khan changed Sale amount from AED 5,000.00 to AED 5,500.00, ${when}`),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(sentence(`Aisha Khan changed Guest email from — to a@b.co, ${when}`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(sentence(`Aisha Khan changed Travel start from 1 Dec 2026 to —, ${when}`)),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/bookings/5/history');
  });

  it('formats money in the currency of the record’s own screens', async () => {
    history([
      event({
        record_type: 'transaction',
        changes: [
          { field: 'amount', label: 'Amount', kind: 'money', before: '1200', after: '1500.5' },
        ],
      }),
    ]);
    renderWithApp(<HistoryPanel recordType="transaction" id={5} />);
    expect(
      await screen.findByText(/changed Amount from ₹1,200\.00 to ₹1,500\.50/),
    ).toBeInTheDocument();
  });

  it('reads a create as one sentence with its set fields folded behind a button', async () => {
    history([
      event({
        action: 'create',
        changes: [
          {
            field: 'guest_name',
            label: 'Guest name',
            kind: 'text',
            before: null,
            after: 'Omar Ali',
          },
          {
            field: 'sale_amount',
            label: 'Sale amount',
            kind: 'money',
            before: null,
            after: '5000',
          },
        ],
      }),
    ]);
    renderWithApp(<HistoryPanel recordType="booking" id={5} />);
    expect(
      await screen.findByText(sentence(`Aisha Khan created this booking, ${formatDateTime(at)}`)),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show 2 fields' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Guest name: Omar Ali')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide 2 fields' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText((t) => flat(t) === 'Sale amount: AED 5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Guest name: Omar Ali')).toBeInTheDocument();
  });

  it('shows the reason of a void and names a record other than the page’s own', async () => {
    history([
      event({
        id: 2,
        action: 'void',
        record_type: 'payment',
        record_id: 9,
        record_label: 'PAY-000009',
        note: 'Card charge reversed by the bank',
        changes: [
          { field: 'status', label: 'Status', kind: 'text', before: 'active', after: 'void' },
        ],
      }),
      event({ id: 1, action: 'approve', record_type: 'booking', note: 'Checked with the guest' }),
    ]);
    renderWithApp(<HistoryPanel recordType="booking" id={5} />);
    expect(
      await screen.findByText(sentence(`Aisha Khan voided a payment, ${formatDateTime(at)}`)),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'History' }));
    expect(list.getByText('Reason: Card charge reversed by the bank')).toBeInTheDocument();
    expect(list.getByText('Status: active → void')).toBeInTheDocument();
    expect(list.getByText('Note: Checked with the guest')).toBeInTheDocument();
  });

  it('says when nothing was recorded, and shows a failure with a way to retry', async () => {
    history([]);
    renderWithApp(<HistoryPanel recordType="agent" id={3} />);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch(() => json(403, { success: false, message: 'Not authorised' }));
    renderWithApp(<HistoryPanel recordType="staff" id={4} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not authorised');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
