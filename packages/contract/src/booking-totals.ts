// A booking's derived figures (profit, commission, balances, statuses): exact decimal math.
import Decimal from 'decimal.js';
import { agentCommission } from './commission.ts';

export const statusFromPaid = (paid: Decimal.Value, total: Decimal.Value) => {
  const p = new Decimal(paid);
  if (p.lte(0)) return 'unpaid' as const;
  return p.gte(total) ? ('paid' as const) : ('partial' as const);
};

const receivedStatus = (received: Decimal, owed: Decimal.Value) =>
  received.lte(0)
    ? ('pending' as const)
    : received.gte(owed)
      ? ('paid' as const)
      : ('partial' as const);

/**
 * What the money received leaves on a file (decision 043). A file has one payer: on a direct
 * file the guest owes the sale; on an agent's file the agent owes the sale less commission
 * (`payable`), and a guest's payment there is made on the agent's behalf, so customer and
 * agent payments together reduce that one figure. Balance due (the booking page) and the
 * agent's balance (the settlement card) are then the same figure on an agent's file.
 */
export function fileLedger(f: {
  sale: Decimal.Value;
  /** Sale less commission on an agent's file; null on a direct file. */
  payable: Decimal.Value | null;
  paid: Decimal.Value;
  agentPaid?: Decimal.Value | null;
  /** A cancelled file: what it keeps and what was refunded (decision 052). */
  cancelled?: { charge: Decimal.Value | null; refunded: Decimal.Value } | null;
}) {
  const paid = new Decimal(f.paid);
  if (f.cancelled) return cancelledLedger(f, f.cancelled);
  if (f.payable === null)
    return {
      paid_amount: paid.toFixed(2),
      balance_due: new Decimal(f.sale).minus(paid).toFixed(2),
      payment_status: statusFromPaid(paid, f.sale),
      agent_paid: null,
      agent_balance: null,
      agent_payment_status: null,
    };
  const agentPaid = new Decimal(f.agentPaid ?? 0);
  const received = paid.plus(agentPaid);
  const balance = new Decimal(f.payable).minus(received).toFixed(2);
  return {
    paid_amount: paid.toFixed(2),
    balance_due: balance,
    payment_status: statusFromPaid(received, f.payable),
    agent_paid: agentPaid.toFixed(2),
    agent_balance: balance,
    agent_payment_status: receivedStatus(received, f.payable),
  };
}

/**
 * A cancelled file's one-payer figures follow its settlement, not its sale (decision 052): the
 * payer owes the charge less what it paid net of refunds (when positive), and owes nothing
 * once that is covered ('paid'); what it paid beyond the charge is refundable, answered apart
 * (the settlement), never a negative balance.
 */
function cancelledLedger(
  f: { payable: Decimal.Value | null; paid: Decimal.Value; agentPaid?: Decimal.Value | null },
  c: { charge: Decimal.Value | null; refunded: Decimal.Value },
) {
  const paid = new Decimal(f.paid);
  const agentPaid = new Decimal(f.payable === null ? 0 : (f.agentPaid ?? 0));
  const net = paid.plus(agentPaid).minus(c.refunded);
  const owed = Decimal.max(new Decimal(c.charge ?? 0).minus(net), 0);
  const settled = owed.isZero();
  const balance = owed.toFixed(2);
  return {
    paid_amount: paid.toFixed(2),
    balance_due: balance,
    payment_status: settled
      ? ('paid' as const)
      : net.gt(0)
        ? ('partial' as const)
        : ('unpaid' as const),
    agent_paid: f.payable === null ? null : agentPaid.toFixed(2),
    agent_balance: f.payable === null ? null : balance,
    agent_payment_status:
      f.payable === null
        ? null
        : settled
          ? ('paid' as const)
          : net.gt(0)
            ? ('partial' as const)
            : ('pending' as const),
  };
}

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
  /** A cancelled file's charge and refunds: its balance follows them (decision 052). */
  cancelled?: { charge: Decimal.Value | null; refunded: Decimal.Value } | null;
}) {
  const sale = new Decimal(input.sale);
  const profit = sale.minus(input.purchase);
  const rate = input.hasAgent ? new Decimal(input.commissionRate ?? 0) : null;
  const commission = rate ? new Decimal(agentCommission(sale, rate)) : new Decimal(0);
  const payable = sale.minus(commission);
  return {
    profit_amount: profit.toFixed(2),
    agent_commission_rate: rate ? rate.toFixed(2) : null,
    agent_commission_amount: rate ? commission.toFixed(2) : null,
    net_profit: profit.minus(commission).toFixed(2),
    agent_payable: rate ? payable.toFixed(2) : null,
    ...fileLedger({
      sale,
      payable: rate ? payable : null,
      paid: input.paid ?? 0,
      agentPaid: input.agentPaid ?? 0,
      cancelled: input.cancelled ?? null,
    }),
  } as const;
}
