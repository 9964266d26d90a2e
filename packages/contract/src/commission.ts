import Decimal from 'decimal.js';
import { answer } from './common/envelope.ts';
import { optionalMoneyField } from './common/money.ts';

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

/**
 * The agent's commission on a file or an agent enquiry: the rate a form may give (a percentage
 * up to 100; the amount is always the server's), and the pair an answer carries.
 */
export const agentCommissionRateField = optionalMoneyField('agent_commission_rate', { max: 100 });
export const agentCommissionAnswer = {
  /** A percentage, NUMERIC(5,2). */
  agent_commission_rate: answer.money.nullable(),
  agent_commission_amount: answer.money.nullable(),
};
