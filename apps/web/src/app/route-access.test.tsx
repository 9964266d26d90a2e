import { PERMISSION_KEYS } from '@app/contract';
import type { Role, Transaction } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api.ts';
import { renderRoute, userOf } from '../../test/render-route.tsx';
import { mayOpen, screensOf } from '../../test/screens.ts';
import { paths } from '../lib/paths.ts';

/**
 * Which screens each role and key set may open: every screen of the app, as a manager and a
 * staff member holding every key and a staff member holding none, over the typed fake API.
 * A screen the user may use renders (its page, or its record's not-found state: the fake knows
 * one record only); any other shows "Not authorised". Staff opening another's pending
 * transaction's edit page are shown its detail. (The browser's axe sweep opens every screen as
 * an admin and as a staff member with no keys: e2e/tests/axe.spec.ts; the server's own rule
 * for each route is apps/api/src/authorization.test.ts.)
 */
const ID = 7;
const SCREENS = screensOf({
  branch: ID,
  staff: ID,
  mail: ID,
  account: ID,
  category: ID,
  transaction: ID,
  agent: ID,
  supplier: ID,
  enquiry: ID,
  b2b: ID,
  booking: ID,
  plan: ID,
  driver: ID,
  planDate: '2031-06-01',
  entry: ID,
});

/** A pending transaction recorded by someone else (user 99): staff may not edit it. */
const othersPending: Transaction = {
  id: ID,
  account_id: 1,
  category_id: 1,
  type: 'expense',
  amount: '120.00',
  transaction_date: '2026-11-02',
  description: 'Taxi to the airport',
  reference: 'TXN-7',
  notes: null,
  attachment: null,
  attachment_name: null,
  status: 'pending',
  created_at: '2026-11-02T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
  user: { id: 99, name: 'Someone Else' },
  updated_by_user: null,
  editor_ids: [99],
  account: { id: 1, code: 'CASH', name: 'Cash', currency: 'INR' },
  category: { id: 1, name: 'Travel' },
  approved_by_user: null,
  approved_at: null,
  approval_notes: null,
  reversal_of: null,
  reversal_reason: null,
  reversed_by_transaction: null,
};

const ANSWERS: Answers = {
  'GET /dashboard/today': { success: true, data: [] },
  'GET /today': { success: true, data: { date: '2026-11-28', tomorrow: '2026-11-29' } },
  'GET /transactions/:id': { success: true, data: othersPending },
};

const CALLERS: [string, Role, readonly string[]][] = [
  ['a manager with every key', 'manager', PERMISSION_KEYS],
  ['a staff member with every key', 'staff', PERMISSION_KEYS],
  ['a staff member with no keys', 'staff', []],
];

it('names every screen of the app (paths.ts), so a new one cannot go unswept', () => {
  const named = new Set(SCREENS.map((s) => s.path.split('?')[0]));
  const all = Object.values(paths).map((p) => (typeof p === 'string' ? p : p(ID)));
  expect(all.filter((p) => p !== paths.login && !named.has(p))).toEqual([]);
});

describe.each(CALLERS)('as %s', (_, role, keys) => {
  const user = userOf(role, [...keys]);
  it.each(SCREENS)('$path', async ({ path, need, staffOpens }) => {
    renderRoute(path, { user, answers: ANSWERS });
    // "Not authorised" is the guard's, at once; a page's heading comes with its chunk.
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).not.toHaveLength(0));
    const may = mayOpen(user, keys, need);
    const forbidden = () => screen.queryByRole('heading', { name: 'Not authorised' });
    if (!may) {
      expect(forbidden()).toBeInTheDocument();
      return;
    }
    expect(forbidden()).toBeNull();
    if (staffOpens) {
      // Another's pending transaction: its detail for staff, the edit form for a manager.
      const edit = await screen.findByRole('heading', { name: /Edit Transaction|TXN-7/ });
      if (role === 'staff') {
        await waitFor(() =>
          expect(screen.queryByRole('heading', { name: 'Edit Transaction' })).toBeNull(),
        );
      } else expect(edit).toHaveTextContent('Edit Transaction');
    }
  });
});
