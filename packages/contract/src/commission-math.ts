/**
 * `@app/contract/commission`: the commission math alone, without zod, so a form that shows it as
 * the user types does not load the contract's schemas before it can show itself
 * (docs/decisions/039-first-page-budget.md).
 */
import Decimal from 'decimal.js';

/**
 * B2B commission math (spec section 9), exact and rounded half-up to paise:
 * commission = sale x rate / 100; agent pays sale - commission; net profit = sale - budget - commission.
 */
export function agentCommission(sale: Decimal.Value, ratePercent: Decimal.Value): string {
  return new Decimal(sale)
    .times(ratePercent)
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

export function commissionBreakdown(
  sale: Decimal.Value,
  ratePercent: Decimal.Value,
  budget: Decimal.Value = 0,
) {
  const commission = agentCommission(sale, ratePercent);
  return {
    sale: new Decimal(sale).toFixed(2),
    commission,
    agent_will_pay: new Decimal(sale).minus(commission).toFixed(2),
    net_profit: new Decimal(sale).minus(budget).minus(commission).toFixed(2),
  };
}
