import type { SupplierPayment } from '@app/contract';
import { FIELD_RULES, PERMISSION_KEYS, SUPPLIER_PAYMENT_MESSAGES as M } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { DESERT_ROUTES, payableOf, supplierRecord } from '../../../../test/supplier-fixture.ts';
import type { SupplierStatement } from '../api/supplier-payments-api.ts';

/*
 * Paying a supplier and deciding its payments, page by page over the typed fake API: the
 * payment form on the supplier's page (its services in one currency, the total, a part payment,
 * the server's refusal on its row), who sees Approve, Reject and Void, the supplier's payments
 * and statement cards, and the supplier payments list. Today is 20 November 2026.
 */
// Only the clock is faked (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const SUPPLIER = supplierRecord(DESERT_ROUTES);

/** Two services owed in dirhams (one part-paid) and one in rupees. */
const OWED = [
  payableOf({ id: 1 }),
  payableOf({
    id: 2,
    kind: 'tours',
    service: 'Desert Safari',
    amount: '5500.00',
    paid: '1500.00',
    open: '4000.00',
    due_date: '2026-11-20',
    days_overdue: 0,
  }),
  payableOf({
    id: 3,
    kind: 'tours',
    service: 'Munnar Tea Trail',
    currency: 'INR',
    amount: '95000.00',
    open: '95000.00',
    due_date: '2026-12-02',
    days_overdue: -12,
  }),
];

const pageOf = <T,>(rows: T[], perPage = 20) => ({
  success: true as const,
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  per_page: perPage,
});

const DEPOSITS: Answers['GET /ledger/deposit-accounts'] = {
  success: true,
  data: {
    accounts: [
      { id: 1, code: 'HDFC-CA', name: 'HDFC Current', currency: 'INR' },
      { id: 2, code: 'ENBD', name: 'Emirates NBD', currency: 'AED' },
      { id: 3, code: 'CITI-USD', name: 'Citi Dollar', currency: 'USD' },
    ],
    methods: [],
  },
};

const paymentOf = (o: Partial<SupplierPayment> = {}): SupplierPayment => ({
  id: 70,
  supplier: { id: 9, name: 'Desert Routes Dubai' },
  account: { id: 2, name: 'Emirates NBD', currency: 'AED' },
  currency: 'AED',
  amount: '14000.00',
  payment_date: '2026-11-20',
  reference: 'ENBD-4471',
  notes: null,
  status: 'paid',
  lines: [
    {
      payable_id: 1,
      booking: { id: 301, file_number: 'TF-2026-0301' },
      kind: 'accommodations',
      service: 'Marina Heights Dubai',
      amount: '12000.00',
    },
    {
      payable_id: 2,
      booking: { id: 302, file_number: 'TF-2026-0302' },
      kind: 'tours',
      service: 'Desert Safari',
      amount: '2000.00',
    },
  ],
  created_by: { id: 7, name: 'Priya Desk' },
  created_at: '2026-11-20T04:30:00.000Z',
  decided_by: null,
  decided_at: null,
  decision_notes: null,
  voided_by: null,
  voided_at: null,
  void_reason: null,
  entry_id: 501,
  ...o,
});

const STATEMENT: SupplierStatement = {
  from: '2026-11-01',
  to: '2026-11-30',
  currencies: [
    {
      currency: 'AED',
      opening: '3000.00',
      carried: '3000.00',
      lines: [
        {
          date: '2026-11-04',
          kind: 'payable',
          description: 'Marina Heights Dubai',
          booking: { id: 301, file_number: 'TF-2026-0301' },
          payment_id: null,
          owed: '12000.00',
          paid: '0.00',
          balance: '15000.00',
          base: '273600.00',
        },
        {
          date: '2026-11-10',
          kind: 'payment',
          description: 'Payment ENBD-4471',
          booking: null,
          payment_id: 70,
          owed: '0.00',
          paid: '5000.00',
          balance: '10000.00',
          base: '-114500.00',
        },
      ],
      line_count: 2,
      closing: '10000.00',
      closing_base: '228150.00',
    },
  ],
  current_page: 1,
  last_page: 1,
  per_page: 50,
  total: 2,
};

/** A select's input (its dropdown's list is labelled by the same label). */
const inputOf = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

const READS: Answers = {
  'GET /suppliers/:id': { success: true, data: SUPPLIER },
  'GET /payables': pageOf(OWED, 100),
  'GET /ledger/deposit-accounts': DEPOSITS,
  'GET /suppliers/:id/statement': { success: true, data: STATEMENT },
};

describe('paying a supplier', () => {
  it('pays services in one currency, part of one, from an account that takes it; the refusal shows on its row', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    renderRoute('/suppliers/9', {
      user: userOf('manager'),
      answers: {
        ...READS,
        'POST /supplier-payments': ({ body }) => {
          sent.push(body);
          if (refuse) {
            refuse = false;
            return {
              status: 422,
              message: 'The given data was invalid.',
              errors: { 'lines.1.amount': [M.overpay('AED', '2000.00')] },
            };
          }
          return {
            success: true,
            message: M.pending,
            data: paymentOf({ status: 'pending', entry_id: null }),
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Desert Routes Dubai' });

    // The supplier's own currency first; the rupee service waits for its own payment.
    const table = await within(dialog).findByRole('table', { name: 'Services to pay' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('TF-2026-0301');
    expect(rows[0]).toHaveTextContent('2 days overdue');
    expect(rows[0]).toHaveTextContent('AED 12,000.00');
    expect(rows[1]).toHaveTextContent('Desert Safari');
    expect(rows[1]).toHaveTextContent(/AED 4,000.00\s*of AED 5,500.00/);
    expect(within(dialog).queryByText('Munnar Tea Trail')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'AED' })).toBeChecked();

    // Nothing ticked: nothing sent, and the form says why.
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.linesRequired);

    const first = within(dialog).getByRole('checkbox', {
      name: 'Pay TF-2026-0301 Marina Heights Dubai',
    });
    const second = within(dialog).getByRole('checkbox', { name: 'Pay TF-2026-0302 Desert Safari' });
    const secondAmount = within(dialog).getByRole('textbox', {
      name: 'Amount to pay on TF-2026-0302 Desert Safari',
    });
    expect(secondAmount).toBeDisabled();
    await user.click(first);
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: AED 12,000.00');
    await user.click(second);
    // Each amount starts as what is open on it; the total follows.
    expect(secondAmount).toHaveValue('4,000.00');
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: AED 16,000.00');
    // More than is open is refused as it is typed; a part payment is taken.
    await user.clear(secondAmount);
    await user.type(secondAmount, '4500');
    expect(messageUnder(secondAmount)).toBe(M.overpay('AED', '4000.00'));
    await user.clear(secondAmount);
    await user.type(secondAmount, '2,500');
    expect(messageUnder(secondAmount)).toBeNull();
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: AED 14,500.00');

    // Only accounts that take dirhams: kept in dirhams or in rupees.
    await user.click(inputOf(/^Paid from/)!);
    expect(screen.getByRole('option', { name: /HDFC Current/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Citi Dollar/, hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Emirates NBD/, hidden: true }));
    // No day after today.
    const date = within(dialog).getByLabelText(/^Payment Date/);
    expect(date).toHaveValue('2026-11-20');
    fireEvent.change(date, { target: { value: '2026-11-21' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay AED\u00a014,500.00' }));
    expect(messageUnder(date)).toBe(FIELD_RULES.paymentDateFuture);
    expect(sent).toEqual([]);
    fireEvent.change(date, { target: { value: '2026-11-19' } });
    await user.type(within(dialog).getByLabelText('Reference'), 'ENBD-4471');

    // Submitted with Enter; the server's word on the second line shows on its row.
    await user.type(within(dialog).getByLabelText('Reference'), '{Enter}');
    await waitFor(() => expect(messageUnder(secondAmount)).toBe(M.overpay('AED', '2000.00')));
    expect(
      messageUnder(within(dialog).getByRole('textbox', { name: /on TF-2026-0301/ })),
    ).toBeNull();
    expect(sent[0]).toEqual({
      supplier_id: 9,
      account_id: 2,
      payment_date: '2026-11-19',
      reference: 'ENBD-4471',
      notes: '',
      lines: [
        { payable_id: 1, amount: '12000.00' },
        { payable_id: 2, amount: '2500.00' },
      ],
    });

    await user.clear(secondAmount);
    await user.type(secondAmount, '2000');
    expect(messageUnder(secondAmount)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pay AED\u00a014,000.00' }));
    // The server's message says it waits for a manager.
    expect(await screen.findByText(M.pending)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Pay/ })).toBeNull());
    expect(sent).toHaveLength(2);
    expect((sent[1] as { lines: unknown }).lines).toEqual([
      { payable_id: 1, amount: '12000.00' },
      { payable_id: 2, amount: '2000.00' },
    ]);
  });

  it('pays the rupee services on their own, from the rupee accounts', async () => {
    const sent: unknown[] = [];
    renderRoute('/suppliers/9', {
      answers: {
        ...READS,
        'POST /supplier-payments': ({ body }) => {
          sent.push(body);
          return { success: true, message: M.paid, data: paymentOf() };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Desert Routes Dubai' });
    await user.click(await within(dialog).findByRole('radio', { name: 'INR' }));
    const table = within(dialog).getByRole('table', { name: 'Services to pay' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Munnar Tea Trail');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pay every service' }));
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: ₹95,000.00');
    await user.click(inputOf(/^Paid from/)!);
    expect(screen.queryByRole('option', { name: /Emirates NBD/, hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: /HDFC Current/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹95,000.00' }));
    expect(await screen.findByText(M.paid)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ account_id: 1, lines: [{ payable_id: 3, amount: '95000.00' }] }),
    ]);
  });
});

/** Payments as the list shows them: the manager's own pending, another's, a paid and a voided. */
const PAYMENTS = [
  paymentOf({
    id: 71,
    status: 'pending',
    entry_id: null,
    amount: '90000.00',
    created_by: { id: 2, name: 'Test manager' },
  }),
  paymentOf({ id: 72, status: 'pending', entry_id: null, amount: '60000.00' }),
  paymentOf({ id: 73, amount: '1200.00' }),
  paymentOf({
    id: 74,
    status: 'voided',
    amount: '800.00',
    voided_by: { id: 2, name: 'Test manager' },
    voided_at: '2026-11-19T10:00:00.000Z',
    void_reason: 'Paid twice',
  }),
];
const rowOf = (table: HTMLElement, amount: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.replace(/\s+/g, ' ').includes(amount))!;
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('approving, rejecting and voiding supplier payments', () => {
  const answers: Answers = {
    'GET /supplier-payments': ({ query }) =>
      pageOf(query.get('status') === 'pending' ? PAYMENTS.slice(0, 2) : PAYMENTS),
    'GET /suppliers/list': { success: true, data: [] },
  };

  it('a manager decides the payments others made, not their own, and voids a paid one', async () => {
    renderRoute('/supplier-payments', { user: userOf('manager'), answers });
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await within(table).findByText('AED 90,000.00');
    const own = rowOf(table, 'AED 90,000.00');
    expect(buttonsIn(own)).toEqual([]);
    expect(own).toHaveTextContent('Another manager decides');
    expect(buttonsIn(rowOf(table, 'AED 60,000.00'))).toEqual(['Approve', 'Reject']);
    expect(buttonsIn(rowOf(table, 'AED 1,200.00'))).toEqual(['Void']);
    expect(buttonsIn(rowOf(table, 'AED 800.00'))).toEqual([]);
    expect(rowOf(table, 'AED 800.00')).toHaveTextContent('Voided by Test manager: Paid twice');
    // Two wait for approval: one press shows them.
    expect(screen.getByText('2 supplier payments wait for a manager’s approval.')).toBeVisible();
  });

  it('staff holding every key see the list but decide and void nothing (a manager’s work)', async () => {
    renderRoute('/supplier-payments', {
      user: userOf('staff', [...PERMISSION_KEYS]),
      answers,
    });
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await within(table).findByText('AED 90,000.00');
    for (const amount of ['AED 90,000.00', 'AED 60,000.00', 'AED 1,200.00', 'AED 800.00'])
      expect(buttonsIn(rowOf(table, amount))).toEqual([]);
    expect(screen.queryByText(/wait for a manager’s approval\./)).toBeNull();
  });

  it('an admin decides any pending payment', async () => {
    renderRoute('/supplier-payments', { answers });
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await within(table).findByText('AED 90,000.00');
    expect(buttonsIn(rowOf(table, 'AED 90,000.00'))).toEqual(['Approve', 'Reject']);
    expect(buttonsIn(rowOf(table, 'AED 60,000.00'))).toEqual(['Approve', 'Reject']);
  });

  it('approves with notes, and voids with a reason', async () => {
    const decided: unknown[] = [];
    const voided: unknown[] = [];
    const { api } = renderRoute('/supplier-payments', {
      user: userOf('manager'),
      answers: {
        ...answers,
        'POST /supplier-payments/:id/decision': ({ params, body }) => {
          decided.push({ id: params.id, body });
          return { success: true, message: M.approved, data: paymentOf({ id: 72 }) };
        },
        'POST /supplier-payments/:id/void': ({ params, body }) => {
          voided.push({ id: params.id, body });
          return {
            success: true,
            message: M.voided,
            data: paymentOf({ id: 73, status: 'voided' }),
          };
        },
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Supplier payments' });
    await within(table).findByText('AED 60,000.00');

    await user.click(screen.getByRole('button', { name: 'Show pending' }));
    await waitFor(() =>
      expect(api.callsTo('GET /supplier-payments').at(-1)!.query.get('status')).toBe('pending'),
    );

    await user.click(
      within(rowOf(table, 'AED 60,000.00')).getByRole('button', { name: /^Approve/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Supplier Payment' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Checked the invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(decided).toEqual([
      { id: '72', body: { decision: 'approved', notes: 'Checked the invoice' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await within(table).findByText('AED 1,200.00');
    await user.click(within(rowOf(table, 'AED 1,200.00')).getByRole('button', { name: /^Void/ }));
    const reason = await screen.findByRole('dialog', { name: 'Void Supplier Payment' });
    await user.type(within(reason).getByLabelText(/^Reason/), 'Bank returned it');
    await user.click(within(reason).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText(M.voided)).toBeInTheDocument();
    expect(voided).toEqual([{ id: '73', body: { reason: 'Bank returned it' } }]);
  });
});

describe("a supplier's page", () => {
  it('shows its payments and their actions, and its statement for this month', async () => {
    const { api } = renderRoute('/suppliers/9', {
      user: userOf('manager'),
      answers: { ...READS, 'GET /supplier-payments': pageOf(PAYMENTS.slice(1, 3), 10) },
    });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const table = await within(payments).findByRole('table', {
      name: 'Payments to this supplier',
    });
    await within(table).findByText('AED 60,000.00');
    expect(buttonsIn(rowOf(table, 'AED 60,000.00'))).toEqual(['Approve', 'Reject']);
    expect(buttonsIn(rowOf(table, 'AED 1,200.00'))).toEqual(['Void']);
    expect(api.callsTo('GET /supplier-payments')[0]!.query.get('supplier_id')).toBe('9');

    const statement = await screen.findByRole('region', { name: 'Statement' });
    const query = api.callsTo('GET /suppliers/:id/statement')[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
    const aed = await within(statement).findByRole('table', { name: 'Statement in AED' });
    const lines = within(aed).getAllByRole('row');
    expect(lines[1]).toHaveTextContent(/Opening balance\s*AED 3,000.00/);
    expect(within(lines[2]!).getByRole('link', { name: 'TF-2026-0301' })).toHaveAttribute(
      'href',
      '/bookings/301',
    );
    expect(lines[2]).toHaveTextContent(/Marina Heights Dubai.*AED 12,000.00.*AED 15,000.00/);
    expect(lines[3]).toHaveTextContent(/Payment ENBD-4471.*AED 5,000.00.*AED 10,000.00/);
    expect(lines.at(-1)).toHaveTextContent(
      /Closing balance.*₹2,28,150.00 in the books.*AED 10,000.00/,
    );
    expect(statement).toHaveTextContent('Closing in the books (INR)₹2,28,150.00');
  });

  it('pages a long statement: a later page starts from the balance brought forward', async () => {
    const page2: SupplierStatement = {
      ...STATEMENT,
      currencies: [
        {
          ...STATEMENT.currencies[0]!,
          carried: '15000.00',
          lines: [STATEMENT.currencies[0]!.lines[1]!],
        },
      ],
      current_page: 2,
      last_page: 2,
      per_page: 1,
    };
    const { api } = renderRoute('/suppliers/9', {
      user: userOf('manager'),
      answers: {
        ...READS,
        'GET /suppliers/:id/statement': (req) => ({
          success: true,
          data:
            req.query.get('page') === '2'
              ? page2
              : {
                  ...STATEMENT,
                  currencies: [
                    { ...STATEMENT.currencies[0]!, lines: [STATEMENT.currencies[0]!.lines[0]!] },
                  ],
                  last_page: 2,
                  per_page: 1,
                },
        }),
      },
    });
    const statement = await screen.findByRole('region', { name: 'Statement' });
    const aed = await within(statement).findByRole('table', { name: 'Statement in AED' });
    expect(within(aed).getAllByRole('row')[1]).toHaveTextContent(/Opening balance\s*AED 3,000.00/);
    const user = userEvent.setup();
    await user.click(within(statement).getByRole('button', { name: 'Page 2' }));
    await within(statement).findByText('Brought forward');
    const rows = within(
      within(statement).getByRole('table', { name: 'Statement in AED' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Brought forward\s*AED 15,000.00/);
    expect(rows[2]).toHaveTextContent(/Payment ENBD-4471.*AED 10,000.00/);
    // The closing stays the period's.
    expect(rows.at(-1)).toHaveTextContent(/Closing balance.*AED 10,000.00/);
    expect(api.callsTo('GET /suppliers/:id/statement').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('offers Pay and the payments only to those holding their keys', async () => {
    const { api } = renderRoute('/suppliers/9', {
      user: userOf('staff'),
      answers: READS,
    });
    await screen.findByRole('heading', { level: 2, name: 'Desert Routes Dubai' });
    await screen.findByRole('region', { name: 'Statement' });
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(api.callsTo('GET /supplier-payments')).toEqual([]);
  });
});
