// The book's fixed vocabulary: what may cause a journal entry, the accounts the product keeps
// for itself, and the ledger's messages (decision 042).

/** The books' own currency: every journal line's debit and credit is in it (decision 042). */
export const BASE_CURRENCY = 'INR' as const;

/** What a journal entry was posted for; `source_id` is that record's id. */
export const JOURNAL_SOURCES = [
  'opening',
  'transaction',
  'reversal',
  'booking',
  'payment',
  'agent_payment',
  'void',
  'revaluation',
  // Issue 33: what a confirmed service leaves owed to its supplier (decision 046, point 8).
  'supplier_payable',
  // Money paid to a supplier against what it is owed (decision 048).
  'supplier_payment',
  // GST moved out of a file's revenue by its tax invoice or note (decision 051).
  'tax_document',
  // Money returned to a cancelled file's payer (decision 052).
  'refund',
] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

/**
 * The accounts the product posts to itself, made by migration 0036 and never deleted: the key
 * is what the code names, the code and name what people see (they may rename them).
 */
export const SYSTEM_ACCOUNTS = {
  customer_receivables: { code: 'SYS-AR-CUSTOMERS', name: 'Customer Receivables', type: 'asset' },
  agent_receivables: { code: 'SYS-AR-AGENTS', name: 'Agent Receivables', type: 'asset' },
  supplier_payables: {
    code: 'SYS-AP-SUPPLIERS',
    name: 'Supplier Payables (files)',
    type: 'liability',
  },
  tour_revenue: { code: 'SYS-REV-TOURS', name: 'Tour Revenue', type: 'income' },
  cost_of_tours: { code: 'SYS-COS-TOURS', name: 'Cost of Tours', type: 'expense' },
  agent_commission: { code: 'SYS-AGENT-COMMISSION', name: 'Agent Commission', type: 'income' },
  exchange_difference: { code: 'SYS-FX', name: 'Exchange Gain/Loss', type: 'income' },
  rounding: { code: 'SYS-ROUNDING', name: 'Rounding', type: 'expense' },
  undeposited_funds: { code: 'SYS-UNDEPOSITED', name: 'Undeposited Funds', type: 'asset' },
  opening_equity: { code: 'SYS-OPENING-EQUITY', name: 'Opening Balance Equity', type: 'equity' },
  other_income: { code: 'SYS-OTHER-INCOME', name: 'Other Income', type: 'income' },
  other_expenses: { code: 'SYS-OTHER-EXPENSES', name: 'Other Expenses', type: 'expense' },
  // GST charged on tax invoices, owed to the government (decision 051).
  gst_output_cgst: { code: 'SYS-GST-CGST', name: 'CGST Output', type: 'liability' },
  gst_output_sgst: { code: 'SYS-GST-SGST', name: 'SGST Output', type: 'liability' },
  gst_output_igst: { code: 'SYS-GST-IGST', name: 'IGST Output', type: 'liability' },
  // TCS collected on receipts for overseas tour packages, owed to the government (decision 057).
  tcs_payable: { code: 'SYS-TCS', name: 'TCS Payable', type: 'liability' },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/**
 * Whether money in `paid` may go into an account kept in `kept` (decision 044, point 16): its
 * own currency, or the base currency (a bank converts it). The server refuses any other; the
 * payment form offers only these.
 */
export const depositTakes = (kept: string, paid: string) => kept === BASE_CURRENCY || kept === paid;

/** The side an account's balance normally sits on: assets and expenses debit, the rest credit. */
export const normalSide = (type: string): 'debit' | 'credit' =>
  type === 'asset' || type === 'expense' ? 'debit' : 'credit';

/** The books' confirmations. */
export const LEDGER_OK = {
  lockDateSaved: 'Lock date saved.',
  revalued: (month: string) => `Accounts in other currencies revalued at the end of ${month}.`,
  paymentAccountsSaved: 'Payment accounts saved.',
} as const;

export const LEDGER_SERVER = {
  systemAccount: 'This account is used by the books and cannot be deleted.',
  accountHasEntries: 'Accounts with entries in the books cannot be deleted.',
  accountOfCategory: 'A category posts to this account: map the category elsewhere first.',
  notMoneyAccount:
    'The selected account must be a bank, cash or card account (an asset or a liability).',
  notIncomeAccount: 'The selected income account must be an account of type income.',
  notExpenseAccount: 'The selected expense account must be an account of type expense.',
  typeFixed: "The account's type cannot change once it has entries in the books.",
  currencyFixed: "The account's currency cannot change once it has entries in the books.",
  /** Only the agency's own money may be kept in another currency: P&L and equity are rupees. */
  currencyNotMoney: (base: string) =>
    `Only a bank, cash or card account (an asset or a liability) may be kept in a currency other than ${base}.`,
  /** A payment goes into an account in the file's currency or in the base currency. */
  depositCurrency: (paid: string, account: string, kept: string, base: string) =>
    `${account} is kept in ${kept}: a payment in ${paid} goes into an account in ${paid} or in ${base}.`,
  /** Anything dated on or before the lock date: nothing posts, changes or is voided there. */
  locked: (lockDate: string) =>
    `The books are locked up to ${lockDate} (the lock date): nothing dated on or before it can be posted, changed or voided.`,
  lockDateNotPast: 'The lock date must be before today.',
  /** A month is revalued at its closing rate, so once it has closed. */
  monthNotEnded: 'A month is revalued once it has ended: choose a month before this one.',
  depositInvalid: 'The selected deposit account is invalid.',
  entryNotFound: 'Journal entry not found.',
} as const;
