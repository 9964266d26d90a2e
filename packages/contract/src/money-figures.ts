/**
 * Which files count as money, and what each money figure is called (one word, one figure):
 * a card, a report column and an export column with the same name hold the same number.
 * Plain values (no zod), so screens read them from `@app/contract/constants`.
 */

/**
 * A file counts as a sale, a receivable and an agent payable once confirmed (or completed): a
 * draft is not sold yet, a cancelled file no longer is. The kept totals (migration
 * 0033_sales_exclude_drafts), the bookings list's cards and the reports all leave these out.
 */
export const NOT_SALE_STATUSES = ['draft', 'cancelled'] as const;
export const countsAsSale = (status: string) =>
  !(NOT_SALE_STATUSES as readonly string[]).includes(status);

/**
 * Files whose balance due is not money owed: a draft is not sold yet. A cancelled file's balance
 * due is what its payer still owes of its cancellation charge (decision 052), so what is owed to
 * the agency (the receivables report and its ageing, the list's balance due filter and card,
 * agents' outstanding and credit limits) is the balance due of every other file.
 */
export const NOT_OWED_STATUSES = ['draft'] as const;
export const countsAsOwed = (status: string) =>
  !(NOT_OWED_STATUSES as readonly string[]).includes(status);

/**
 * Each money figure of a file by its field, in the spec's words where the spec names it (the
 * booking page's Financial Summary: Sale Amount, Purchase, Gross Profit, Net Profit, Balance
 * Due). Gross profit is sale - purchase; net profit is gross profit - the agent's commission.
 */
export const FIGURE_LABELS = {
  sale_amount: 'Sale Amount',
  purchase_amount: 'Purchase',
  profit_amount: 'Gross Profit',
  agent_commission_amount: 'Commission',
  net_profit: 'Net Profit',
  paid_amount: 'Paid',
  balance_due: 'Balance Due',
  agent_payable: 'Agent Payable',
  agent_paid: 'Agent Paid',
  agent_balance: 'Agent Outstanding',
  /** A cancelled file's: what it keeps of the sale (decision 052), and what went back. */
  cancellation_charge: 'Cancellation Charge',
  refunded_amount: 'Refunded',
} as const;
export type FigureField = keyof typeof FIGURE_LABELS;

/** A sum of one figure over many files: "Total Sale Amount" is said "Total Sale" (spec). */
export const TOTAL_LABELS = {
  total_bookings: 'Total Bookings',
  total_sale_amount: 'Total Sale',
  /** Sums net profit: what the agency keeps after the agents' commission. */
  total_profit: `Total ${FIGURE_LABELS.net_profit}`,
  total_balance_due: FIGURE_LABELS.balance_due,
} as const;

/** The report's money columns (sums of the file figures of the same name). */
export const REPORT_FIGURE_LABELS = {
  sale: FIGURE_LABELS.sale_amount,
  cost: FIGURE_LABELS.purchase_amount,
  profit: FIGURE_LABELS.profit_amount,
  commission: FIGURE_LABELS.agent_commission_amount,
  net_profit: FIGURE_LABELS.net_profit,
  balance_due: FIGURE_LABELS.balance_due,
  agent_payable: FIGURE_LABELS.agent_payable,
  agent_paid: FIGURE_LABELS.agent_paid,
  agent_balance: FIGURE_LABELS.agent_balance,
} as const;
