// A booking's derived figures (profit, commission, balances, statuses): exact decimal math.
import Decimal from 'decimal.js';
import { agentCommission } from './commission.ts';

export const statusFromPaid = (paid: Decimal.Value, total: Decimal.Value) => {
  const p = new Decimal(paid);
  if (p.lte(0)) return 'unpaid' as const;
  return p.gte(total) ? ('paid' as const) : ('partial' as const);
};

/** What the customer's payments leave on a file: paid, balance due and payment status. */
export const paymentLedger = (sale: Decimal.Value, paid: Decimal.Value) => {
  const p = new Decimal(paid);
  return {
    paid_amount: p.toFixed(2),
    balance_due: new Decimal(sale).minus(p).toFixed(2),
    payment_status: statusFromPaid(p, sale),
  };
};

/** What the agent's payments leave against what the agent owes (payable). */
export const agentLedger = (payable: Decimal.Value, paid: Decimal.Value) => {
  const p = new Decimal(paid);
  const status = p.lte(0)
    ? ('pending' as const)
    : p.gte(payable)
      ? ('paid' as const)
      : ('partial' as const);
  return {
    agent_paid: p.toFixed(2),
    agent_balance: new Decimal(payable).minus(p).toFixed(2),
    agent_payment_status: status,
  };
};

/**
 * Every derived figure of a booking, from the figures a user enters
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
  const payable = sale.minus(commission);
  const agent = rate ? agentLedger(payable, input.agentPaid ?? 0) : null;
  return {
    profit_amount: profit.toFixed(2),
    agent_commission_rate: rate ? rate.toFixed(2) : null,
    agent_commission_amount: rate ? commission.toFixed(2) : null,
    net_profit: profit.minus(commission).toFixed(2),
    ...paymentLedger(sale, input.paid ?? 0),
    agent_payable: rate ? payable.toFixed(2) : null,
    agent_paid: agent?.agent_paid ?? null,
    agent_balance: agent?.agent_balance ?? null,
    agent_payment_status: agent?.agent_payment_status ?? null,
  } as const;
}
