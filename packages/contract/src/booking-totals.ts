// A booking's derived figures (profit, commission, balances, statuses): exact decimal math.
import Decimal from 'decimal.js';
import { agentCommission } from './commission.ts';

export const statusFromPaid = (paid: Decimal.Value, total: Decimal.Value) => {
  const p = new Decimal(paid);
  if (p.lte(0)) return 'unpaid' as const;
  return p.gte(total) ? ('paid' as const) : ('partial' as const);
};

/**
 * Every derived figure of a booking (decisions section 5), from the figures a user enters
 * and what has been paid. Exact decimal math; the form's preview uses the same function.
 */
export function computeBookingTotals(input: {
  sale: Decimal.Value;
  purchase: Decimal.Value;
  hasAgent: boolean;
  commissionRate: Decimal.Value | null;
  paid?: Decimal.Value;
  agentPaid?: Decimal.Value;
}) {
  const sale = new Decimal(input.sale);
  const profit = sale.minus(input.purchase);
  const rate = input.hasAgent ? new Decimal(input.commissionRate ?? 0) : null;
  const commission = rate ? new Decimal(agentCommission(sale, rate)) : new Decimal(0);
  const paid = new Decimal(input.paid ?? 0);
  const agentPaid = new Decimal(input.agentPaid ?? 0);
  const payable = sale.minus(commission);
  return {
    profit_amount: profit.toFixed(2),
    agent_commission_rate: rate ? rate.toFixed(2) : null,
    agent_commission_amount: rate ? commission.toFixed(2) : null,
    net_profit: profit.minus(commission).toFixed(2),
    paid_amount: paid.toFixed(2),
    balance_due: sale.minus(paid).toFixed(2),
    payment_status: statusFromPaid(paid, sale),
    agent_payable: rate ? payable.toFixed(2) : null,
    agent_paid: rate ? agentPaid.toFixed(2) : null,
    agent_balance: rate ? payable.minus(agentPaid).toFixed(2) : null,
    agent_payment_status: rate
      ? agentPaid.lte(0)
        ? 'pending'
        : agentPaid.gte(payable)
          ? 'paid'
          : 'partial'
      : null,
  } as const;
}
