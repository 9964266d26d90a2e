import { describe, expect, it } from 'vitest';
import { BodyBudget } from './body-budget.ts';

describe('the budget for bodies in flight', () => {
  it('refuses a client past its share and gives the bytes back when a body ends', () => {
    const budget = new BodyBudget({ perClient: 3, total: 5 });
    expect(budget.take('a', 2)).toBe(true);
    expect(budget.take('a', 2)).toBe(false); // a would hold 4 > 3
    expect(budget.take('b', 3)).toBe(true);
    expect(budget.take('c', 1)).toBe(false); // 6 in all > 5
    budget.give('a', 2);
    expect(budget.take('c', 1)).toBe(true);
    expect(budget.inFlight).toBe(4);
  });
});
