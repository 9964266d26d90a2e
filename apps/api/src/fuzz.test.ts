import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountEndpoints,
  inMoneyRange,
  money,
  toMoney,
  transactionEndpoints,
  MONEY_MAX,
  MONEY_MIN,
} from '@app/contract';
import { callEndpoint } from '../test/answers.ts';
import { createCategory, tokenFor } from '../test/factories.ts';
import { MONEY_EDGES } from '../test/fuzz/arbitraries.ts';
import { fuzzSetup, registeredRoutes, RUNS } from '../test/fuzz/route-fuzz.ts';
import { ROUTE_KEYS } from '../test/route-access.ts';

const fuzz = fuzzSetup();

// The route sweep itself is split between src/fuzz-routes-*.test.ts.
it('the fuzzer knows every registered API route', () => {
  expect(registeredRoutes()).toEqual([...ROUTE_KEYS].sort());
});

/**
 * Money at the edges of its one range (contract money-range.ts): values at the largest and
 * smallest, a hundredth past them, negatives, and approvals whose result leaves the range. A
 * value or a result past the range is a 422 naming the field; one within is stored exactly.
 */
describe('money at the edges of its range', () => {
  const opening = fc.constantFrom(
    MONEY_MAX,
    MONEY_MIN,
    '999999999999.98',
    '-999999999999.98',
    '0.00',
  );
  const amount = fc.oneof(
    fc.constantFrom(...MONEY_EDGES.filter((v) => typeof v === 'string')),
    fc.constantFrom('0.01', '1.00', '0.02'),
  );
  it('refuses values and results past the range with 422, and keeps the ones within', async () => {
    const token = await tokenFor(fuzz.app, fuzz.adminId);
    const category = await createCategory(fuzz.app);
    const runs = Math.max(10, Math.ceil(RUNS / 20));
    await fc.assert(
      fc.asyncProperty(
        opening,
        fc.constantFrom('income', 'expense'),
        amount,
        async (open, type, value) => {
          const created = await callEndpoint(fuzz.app, accountEndpoints.create, {
            token,
            payload: {
              name: 'Edge',
              code: `EDGE-${Math.random()}`.slice(0, 30),
              type: 'asset',
              opening_balance: open,
            },
          });
          expect(created.status).toBe(201);
          const account = created.ok.data;
          const tx = await fuzz.app.inject({
            method: 'POST',
            url: '/api/transactions',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({
              account_id: account.id,
              category_id: category.id,
              type,
              amount: value,
              transaction_date: '2026-01-15',
              description: 'Edge',
            }),
          });
          const valid =
            /^\d+(\.\d{1,2})?$/.test(value) && money(value).gte('0.01') && inMoneyRange(value);
          expect(tx.statusCode, `${value}: ${tx.body}`).toBe(valid ? 201 : 422);
          if (!valid) return;
          const pending = (JSON.parse(tx.body) as { data: { id: number; updated_at: string } })
            .data;
          // The creator may not approve their own (four-eyes) unless admin: the fuzzer is admin.
          const res = await callEndpoint(fuzz.app, transactionEndpoints.approve, {
            token,
            params: { id: pending.id },
            payload: { updated_at: pending.updated_at },
          });
          const moved = money(open).plus(type === 'income' ? value : money(value).neg());
          const fits = inMoneyRange(toMoney(moved));
          expect(res.status, `${open} ${type} ${value}`).toBe(fits ? 200 : 422);
          const after = await callEndpoint(fuzz.app, accountEndpoints.get, {
            token,
            params: { id: account.id },
          });
          expect(after.ok.data.current_balance).toBe(fits ? toMoney(moved) : toMoney(open));
        },
      ),
      { numRuns: runs, endOnFailure: true },
    );
  }, 600_000);
});
