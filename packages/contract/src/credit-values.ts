/**
 * Agents' credit limits, plain values (zod-free, for `@app/contract/constants`; decision 046
 * point 9). An agent may owe, in each currency, up to its limit: the balances of its
 * sold files in that currency together. 0 is cash only; no limit set, no limit.
 */

/** An agent at this share of a limit shows on Today (and its page). */
export const CREDIT_WARN_SHARE = 0.8;

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
