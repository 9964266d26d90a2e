/**
 * Agents' accounts, their credit limits and statements: plain values (zod-free, for
 * `@app/contract/constants`; decision 046 point 9). An agent may owe, in each currency, up to
 * its limit: the balances of its sold files in that currency together. 0 is cash only; no
 * limit set, no limit.
 */

/** An agent at this share of a limit shows on Today (and its page, and the agents list). */
export const CREDIT_WARN_SHARE = 0.8;

/** What moved an agent's receivable (its statement's lines), as its page and its file say it. */
export const AGENT_STATEMENT_KIND_LABELS = {
  billed: 'Billed',
  receipt: 'Received',
  void: 'Voided',
  // Money given back on a cancelled file (decision 052).
  refund: 'Refunded',
} as const;

/** The agents list's credit filter: `near`, agents at CREDIT_WARN_SHARE of a limit or more. */
export const CREDIT_FILTERS = ['near'] as const;

export const CREDIT_MESSAGES = {
  /** "Skyline Travels would owe AED 412,000.00, over its credit limit of AED 400,000.00." */
  over: (agent: string, owed: string, limit: string) =>
    `${agent} would owe ${owed}, over its credit limit of ${limit}.`,
  /** Added for a manager or an admin, who may go over it with a reason. */
  overrideHint: ' A manager may save it anyway with a reason for going over the limit.',
  reasonNotAllowed: 'Only a manager may save a file over an agent’s credit limit.',
  repeated: 'Each currency may have one credit limit.',
  saved: 'Credit limits saved successfully!',
} as const;

/** A money figure as the messages spell it: AED 412,000.00 (grouped by thousands). */
export const creditFigure = (currency: string, amount: string) => {
  const [whole, cents = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${amount.startsWith('-') ? '-' : ''}${grouped}.${cents.padEnd(2, '0')}`;
};

/** A credit limit an agent is near or over, as the agents list has it (`credit_alerts`). */
export interface CreditAlertFigures {
  currency: string;
  credit_limit: string;
  outstanding: string;
  over: boolean;
}

/** "Over limit" past the limit itself, else "Near limit": the agents list's badge. */
export const creditAlertLabel = (alerts: readonly { over: boolean }[]) =>
  alerts.some((a) => a.over) ? 'Over limit' : 'Near limit';

/**
 * "AED 7,200.00 owed of AED 9,000.00", or "AED 10.00 owed, cash only" on a limit of 0: the
 * badge's figures and the export's, each amount written by `figure` (the screens' own money
 * format, or the messages' creditFigure).
 */
export const creditAlertText = (
  a: CreditAlertFigures,
  figure: (currency: string, amount: string) => string = creditFigure,
) => {
  const owed = `${figure(a.currency, a.outstanding)} owed`;
  return /^0*(\.0*)?$/.test(a.credit_limit)
    ? `${owed}, cash only`
    : `${owed} of ${figure(a.currency, a.credit_limit)}`;
};
