import type { Agent } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentRecord } from '../../../../test/agent-fixture.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/** The agents list's credit flag and its `credit=near` filter, over the typed fake API. */

const agentOf = (o: Partial<Agent> = {}): Agent => agentRecord({ credit_alerts: [], ...o });

/** Near its dirham limit; over its rupee one (cash only) and its dirham one; nothing owed. */
const NEAR = agentOf({
  credit_alerts: [
    { currency: 'AED', credit_limit: '9000.00', outstanding: '7200.00', over: false },
  ],
});
const OVER = agentOf({
  id: 4,
  code: 'AG-0004',
  name: 'Skyline Travels',
  credit_alerts: [
    { currency: 'AED', credit_limit: '5000.00', outstanding: '7200.00', over: true },
    { currency: 'INR', credit_limit: '0.00', outstanding: '1500.00', over: true },
  ],
});
const CLEAR = agentOf({ id: 5, code: 'AG-0005', name: 'Backwater Trails' });

const page = (rows: Agent[]) => ({
  success: true as const,
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  per_page: 15,
});

/** A select's input (its dropdown's list is labelled by the same label). */
const inputOf = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

describe('the agents list', () => {
  it('flags agents near or over a credit limit, with the figures', async () => {
    renderRoute('/agents', { answers: { 'GET /agents': page([NEAR, OVER, CLEAR]) } });
    const table = await screen.findByRole('table', { name: 'Agents' });
    const row = (name: string) => within(table).findByRole('row', { name: new RegExp(name) });

    const near = await row('Malabar Holidays');
    expect(near).toHaveTextContent('Near limit');
    expect(near).toHaveTextContent('AED 7,200.00 owed of AED 9,000.00');
    const over = await row('Skyline Travels');
    expect(over).toHaveTextContent('Over limit');
    expect(over).toHaveTextContent('AED 7,200.00 owed of AED 5,000.00');
    expect(over).toHaveTextContent('₹1,500.00 owed, cash only');
    const clear = await row('Backwater Trails');
    expect(clear).not.toHaveTextContent(/limit/);
  });

  it('filters by credit=near in the address, as Today links to it', async () => {
    const { api } = renderRoute('/agents?credit=near', {
      answers: { 'GET /agents': ({ query }) => page(query.get('credit') ? [NEAR, OVER] : [CLEAR]) },
    });
    const table = await screen.findByRole('table', { name: 'Agents' });
    await within(table).findByRole('row', { name: /Skyline Travels/ });
    expect(api.callsTo('GET /agents').at(-1)!.query.get('credit')).toBe('near');
    expect(inputOf(/^Credit/)).toHaveValue('Near or over limit');

    const user = userEvent.setup();
    /** Picks `option` in the Credit select, from that select's own list. */
    const pick = async (option: string) => {
      const select = inputOf(/^Credit/)!;
      await user.click(select);
      await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
      const list = document.getElementById(select.getAttribute('aria-controls')!)!;
      await user.click(within(list).getByRole('option', { name: option, hidden: true }));
    };
    await pick('All Credit');
    await waitFor(() => expect(api.callsTo('GET /agents').at(-1)!.query.get('credit')).toBeNull());
    await within(table).findByRole('row', { name: /Backwater Trails/ });

    // Back to the flagged agents (the page already read: shown again from the cache).
    await pick('Near or over limit');
    await within(table).findByRole('row', { name: /Skyline Travels/ });
    expect(within(table).queryByRole('row', { name: /Backwater Trails/ })).toBeNull();
    expect(api.callsTo('GET /agents').map((c) => c.query.get('credit'))).toEqual(['near', null]);
  });
});
