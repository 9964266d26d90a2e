import type { AgentCredit, AgentStatement } from '@app/contract';
import { CREDIT_MESSAGES } from '@app/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { agentRecord } from '../../../../test/agent-fixture.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';

/** The agent's statement and its credit on the agent's page, over the typed fake API. */

const AGENT = agentRecord({ company_name: 'Malabar Holidays Pvt Ltd', enquiries: [] });

const STATEMENT: AgentStatement = {
  currency: 'INR',
  agent: { id: 3, code: 'AG-0003', name: 'Malabar Holidays' },
  from: '2026-11-01',
  to: '2026-11-30',
  opening: '20000.00',
  billed: '100000.00',
  commission: '10000.00',
  debit: '90000.00',
  credit: '50000.00',
  closing: '60000.00',
  opening_by_currency: [{ currency: 'INR', amount: '20000.00' }],
  closing_by_currency: [
    { currency: 'INR', amount: '39600.00' },
    { currency: 'AED', amount: '900.00' },
  ],
  lines: [
    {
      entry_id: 71,
      entry_date: '2026-11-05',
      kind: 'billed',
      file: { id: 301, file_number: 'TF-2026-0301' },
      memo: 'File TF-2026-0301: confirmed',
      debit: '20400.00',
      credit: '0.00',
      running_balance: '40400.00',
      document: { currency: 'AED', amount: '900.00' },
    },
    {
      entry_id: 72,
      entry_date: '2026-11-12',
      kind: 'billed',
      file: { id: 302, file_number: 'TF-2026-0302' },
      memo: 'File TF-2026-0302: confirmed',
      debit: '69600.00',
      credit: '0.00',
      running_balance: '110000.00',
      document: { currency: 'INR', amount: '69600.00' },
    },
    {
      entry_id: 73,
      entry_date: '2026-11-20',
      kind: 'receipt',
      file: { id: 302, file_number: 'TF-2026-0302' },
      memo: 'Payment received',
      debit: '0.00',
      credit: '50000.00',
      running_balance: '60000.00',
      document: { currency: 'INR', amount: '-50000.00' },
    },
  ],
};

/** Near its dirham limit, well within its rupee one, over in dollars (cash only), euros unlimited. */
const CREDIT: AgentCredit = [
  { currency: 'AED', credit_limit: '12000.00', outstanding: '10500.00' },
  { currency: 'INR', credit_limit: '500000.00', outstanding: '100000.00' },
  { currency: 'USD', credit_limit: '0.00', outstanding: '150.00' },
  { currency: 'EUR', credit_limit: null, outstanding: '900.00' },
];

const CURRENCIES = {
  success: true as const,
  data: ['INR', 'AED', 'USD', 'EUR'].map((code) => ({
    code,
    name: code,
    symbol: code,
    minor_units: 2,
    is_active: true,
    is_base: code === 'INR',
  })),
};

const answers = {
  'GET /agents/:id': { success: true as const, data: AGENT },
  'GET /agents/:id/statement': { success: true as const, data: STATEMENT },
  'GET /agents/:id/credit': { success: true as const, data: CREDIT },
  'GET /currencies': CURRENCIES,
};

describe("an agent's statement on the agent's page", () => {
  it('shows the opening, each line with its running balance, and the closing, for the period in the address', async () => {
    const { api } = renderRoute('/agents/3?from=2026-11-01&to=2026-11-30', { answers });
    const card = await screen.findByRole('region', { name: 'Statement' });
    const table = await within(card).findByRole('table', { name: 'Statement of Malabar Holidays' });
    const q = api.callsTo('GET /agents/:id/statement').at(-1)!;
    expect(q.path).toBe('/agents/3/statement');
    expect([q.query.get('from'), q.query.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
    expect(card).toHaveTextContent('1 Nov 2026 to 30 Nov 2026 · amounts in INR');
    expect(within(card).getByLabelText('From Date')).toHaveValue('2026-11-01');
    expect(within(card).getByLabelText('To Date')).toHaveValue('2026-11-30');

    const rows = within(table).getAllByRole('row');
    // Header, opening, three lines, closing.
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent(/Opening balance\s*₹20,000\.00/);
    expect(rows[2]).toHaveTextContent('5 Nov 2026');
    expect(rows[2]).toHaveTextContent('Billed: File TF-2026-0301: confirmed');
    // A file in dirhams: its own amount under the line, the books' in rupees.
    expect(rows[2]).toHaveTextContent('AED 900.00');
    expect(rows[2]).toHaveTextContent(/₹20,400\.00\s*₹40,400\.00$/);
    expect(within(rows[2]!).getByRole('link', { name: 'TF-2026-0301' })).toHaveAttribute(
      'href',
      '/bookings/301',
    );
    expect(rows[3]).toHaveTextContent(/₹69,600\.00\s*₹1,10,000\.00$/);
    expect(rows[4]).toHaveTextContent('Received: Payment received');
    expect(rows[4]).toHaveTextContent(/₹50,000\.00\s*₹60,000\.00$/);
    expect(rows[5]).toHaveTextContent(
      /30 Nov 2026\s*Closing balance\s*₹90,000\.00\s*₹50,000\.00\s*₹60,000\.00/,
    );
    // The figures over the table: the closing in each file currency too.
    expect(card).toHaveTextContent('Commission₹10,000.00');
    expect(card).toHaveTextContent('Closing₹60,000.00₹39,600.00 · AED 900.00');
  });

  it('exports the statement for the period on screen, as CSV or XLSX', async () => {
    // jsdom makes no object URLs: the download is handed one (and given back its own after).
    const restore = {
      createObjectURL: Reflect.get(URL, 'createObjectURL') as unknown,
      revokeObjectURL: Reflect.get(URL, 'revokeObjectURL') as unknown,
    };
    Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL() {} });
    onTestFinished(() => void Object.assign(URL, restore));
    const { api } = renderRoute('/agents/3?from=2026-11-01&to=2026-11-30', {
      answers: { ...answers, 'GET /exports/agents/:id/statement': 'Date,File' },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Statement' });
    await within(card).findByRole('table', { name: 'Statement of Malabar Holidays' });
    await user.click(within(card).getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export XLSX', hidden: true }));
    await waitFor(() => expect(api.callsTo('GET /exports/agents/:id/statement')).toHaveLength(1));
    const call = api.callsTo('GET /exports/agents/:id/statement')[0]!;
    expect(call.path).toBe('/exports/agents/3/statement');
    expect(Object.fromEntries(call.query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'xlsx',
    });
  });

  it('reads the period the user picks, and defaults as the server does when none is given', async () => {
    const { api } = renderRoute('/agents/3', {
      answers: {
        ...answers,
        'GET /agents/:id/statement': ({ query }) => ({
          success: true,
          data: { ...STATEMENT, from: query.get('from'), to: '2026-11-20', lines: [] },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Statement' });
    await within(card).findByText('Nothing billed or received in this period');
    const first = api.callsTo('GET /agents/:id/statement')[0]!;
    expect([...first.query.keys()]).toEqual([]);
    expect(card).toHaveTextContent('From the start of the books to 20 Nov 2026');

    fireEvent.change(within(card).getByLabelText('From Date'), {
      target: { value: '2026-11-10' },
    });
    await waitFor(() =>
      expect(api.callsTo('GET /agents/:id/statement').at(-1)!.query.get('from')).toBe('2026-11-10'),
    );
    await waitFor(() => expect(card).toHaveTextContent('10 Nov 2026 to 20 Nov 2026'));
  });

  it('is not shown, nor read, without the key to the books', async () => {
    const { api } = renderRoute('/agents/3', {
      user: userOf('manager', ['view_agents']),
      answers,
    });
    await screen.findByRole('heading', { name: 'Malabar Holidays' });
    expect(screen.queryByRole('region', { name: 'Statement' })).toBeNull();
    expect(api.callsTo('GET /agents/:id/statement')).toEqual([]);
  });
});

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

/** A select's input, by its label (its dropdown's list is labelled by the same label). */
const selectOf = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;

/** Picks `option` in the select: the option of its own list (every row's list is in the page). */
const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  select: HTMLElement,
  option: string,
) => {
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
};

describe("an agent's credit on the agent's page", () => {
  it('shows each currency’s limit, what is owed and the share used, in red near or over the limit', async () => {
    const { api } = renderRoute('/agents/3', { answers });
    const card = await screen.findByRole('region', { name: 'Credit' });
    const aed = await within(card).findByRole('group', { name: 'Credit in AED' });
    expect(api.callsTo('GET /agents/:id/credit')[0]!.path).toBe('/agents/3/credit');

    // 10,500 of 12,000 is 87.5%: at 80% or more, red and near its limit.
    expect(aed).toHaveTextContent(/LimitAED\s12,000\.00/);
    expect(aed).toHaveTextContent(/Owed nowAED\s10,500\.00/);
    expect(aed).toHaveTextContent('87% used');
    expect(aed).toHaveTextContent('Near its limit');
    const aedBar = within(aed).getByRole('progressbar', { name: 'Share of the AED limit used' });
    expect(aedBar).toHaveAttribute('aria-valuenow', '87');
    expect(aedBar.style.getPropertyValue('--progress-section-color')).toContain('red');

    // A fifth of the rupee limit: no warning.
    const inr = within(card).getByRole('group', { name: 'Credit in INR' });
    expect(inr).toHaveTextContent('Limit₹5,00,000.00');
    expect(inr).toHaveTextContent('Owed now₹1,00,000.00');
    expect(inr).toHaveTextContent('20% used');
    expect(inr).not.toHaveTextContent(/its limit/);
    const inrBar = within(inr).getByRole('progressbar');
    expect(inrBar).toHaveAttribute('aria-valuenow', '20');
    expect(inrBar.style.getPropertyValue('--progress-section-color')).not.toContain('red');

    // 0 is cash only: anything owed is over it, the bar full.
    const usd = within(card).getByRole('group', { name: 'Credit in USD' });
    expect(usd).toHaveTextContent('LimitCash only');
    expect(usd).toHaveTextContent('Owed now$150.00');
    expect(usd).toHaveTextContent('Over its limit');
    expect(within(usd).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // No limit in euros: what is owed, and no share.
    const eur = within(card).getByRole('group', { name: 'Credit in EUR' });
    expect(eur).toHaveTextContent('LimitNo limit');
    expect(eur).toHaveTextContent(/Owed nowEUR\s900\.00/);
    expect(within(eur).queryByRole('progressbar')).toBeNull();
    expect(eur).not.toHaveTextContent(/its limit/);

    // Two currencies in red: dirhams near the limit, dollars over it.
    expect(within(card).getAllByText(/its limit/)).toHaveLength(2);
  });

  it('says when the agent has no limit and owes nothing; one who may not set limits has no Edit button', async () => {
    renderRoute('/agents/3', {
      user: userOf('manager', ['view_agents']),
      answers: { ...answers, 'GET /agents/:id/credit': { success: true, data: [] } },
    });
    const card = await screen.findByRole('region', { name: 'Credit' });
    await within(card).findByText('No credit limit set.');
    expect(within(card).queryByRole('button', { name: 'Edit Limits' })).toBeNull();
  });

  it('a manager sees the figures but may not edit the limits (admins only)', async () => {
    renderRoute('/agents/3', { user: userOf('manager'), answers });
    const card = await screen.findByRole('region', { name: 'Credit' });
    await within(card).findByRole('group', { name: 'Credit in AED' });
    expect(within(card).queryByRole('button', { name: 'Edit Limits' })).toBeNull();
  });

  it('an admin edits the limits: all of them are sent once, and the card shows the answer', async () => {
    const sent: unknown[] = [];
    const ANSWER: AgentCredit = [
      { currency: 'AED', credit_limit: '15000.00', outstanding: '10500.00' },
      { currency: 'INR', credit_limit: '500000.00', outstanding: '100000.00' },
      { currency: 'EUR', credit_limit: '2500.00', outstanding: '900.00' },
      { currency: 'USD', credit_limit: null, outstanding: '150.00' },
    ];
    const { api } = renderRoute('/agents/3', {
      answers: {
        ...answers,
        'PUT /agents/:id/credit': ({ body }) => {
          sent.push(body);
          return { success: true, message: CREDIT_MESSAGES.saved, data: ANSWER };
        },
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Credit' });
    await user.click(await within(card).findByRole('button', { name: 'Edit Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Credit Limits' });

    // The rows it opens with: the limits set (the euro line owes without one).
    const limit = (n: number) => within(dialog).getByRole('textbox', { name: `Credit limit ${n}` });
    await waitFor(() => expect(limit(1)).toHaveValue('12,000.00'));
    expect(limit(2)).toHaveValue('5,00,000.00');
    expect(limit(3)).toHaveValue('0.00');
    expect(within(dialog).queryByRole('textbox', { name: 'Credit limit 4' })).toBeNull();

    await user.clear(limit(1));
    await user.type(limit(1), '15,000');
    await user.click(within(dialog).getByRole('button', { name: 'Remove USD' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Currency' }));
    // The first active currency without a row: dollars, just removed.
    const added = selectOf('Currency 3');
    expect(added).toHaveValue('USD');
    await pick(user, added, 'EUR');
    // Enter in the limit submits the dialog; a second Enter while it saves sends nothing more.
    await user.type(limit(3), '2500{Enter}{Enter}');

    await screen.findByText(CREDIT_MESSAGES.saved);
    expect(sent).toEqual([
      {
        limits: [
          { currency: 'AED', credit_limit: '15000.00' },
          { currency: 'INR', credit_limit: '500000.00' },
          { currency: 'EUR', credit_limit: '2500.00' },
        ],
      },
    ]);
    expect(api.callsTo('PUT /agents/:id/credit')[0]!.path).toBe('/agents/3/credit');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Credit Limits' })).toBeNull(),
    );
    // The card shows the answer: the new limit and share, the euro limit, dollars without one.
    const aed = within(card).getByRole('group', { name: 'Credit in AED' });
    expect(aed).toHaveTextContent(/LimitAED\s15,000\.00/);
    expect(aed).toHaveTextContent('70% used');
    expect(aed).not.toHaveTextContent(/its limit/);
    expect(within(card).getByRole('group', { name: 'Credit in EUR' })).toHaveTextContent(
      /LimitEUR\s2,500\.00/,
    );
    expect(within(card).getByRole('group', { name: 'Credit in USD' })).toHaveTextContent(
      'LimitNo limit',
    );
  });

  it('shows the server’s refusal under the row it names, or above the rows', async () => {
    let refusal: { field: string; message: string } = {
      field: 'limits.1.credit_limit',
      message: 'The credit limit is too large.',
    };
    renderRoute('/agents/3', {
      answers: {
        ...answers,
        'PUT /agents/:id/credit': () => ({
          status: 422,
          message: 'The given data was invalid.',
          errors: { [refusal.field]: [refusal.message] },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Credit Limits' });
    const limit2 = within(dialog).getByRole('textbox', { name: 'Credit limit 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(limit2)).toBe('The credit limit is too large.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    refusal = { field: 'limits', message: CREDIT_MESSAGES.repeated };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CREDIT_MESSAGES.repeated);
    expect(messageUnder(limit2)).toBeNull();
  });

  it('refuses a blank limit and a currency twice before sending', async () => {
    const { api } = renderRoute('/agents/3', { answers });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Credit Limits' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Currency' }));
    const added = within(dialog).getByRole('textbox', { name: 'Credit limit 4' });
    const second = selectOf('Currency 4');
    // Every active currency has a row but euros, so the new row takes euros.
    expect(second).toHaveValue('EUR');
    await pick(user, second, 'AED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(messageUnder(added)).toBe('Type the credit limit (0 for cash only).');
    expect(messageUnder(second)).toBe(CREDIT_MESSAGES.repeated);
    expect(api.callsTo('PUT /agents/:id/credit')).toEqual([]);
  });
});
