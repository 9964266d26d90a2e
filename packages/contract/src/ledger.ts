import { z } from 'zod';
import { ACCOUNT_TYPES } from './constants.ts';
import { optionalDate } from './common/dates.ts';
import { AGENT_STATEMENT_KIND_LABELS, isCalendarDate, valuesOf } from './constants.ts';
import { orBlank } from './common/json-schema.ts';
import { answer, idName } from './common/envelope.ts';
import { choiceFilter, MAX_ID, optionalId } from './common/fields.ts';
import { BOOKING_PAYMENT_METHODS } from './value-lists.ts';
import { pagingQuery } from './common/paging.ts';
import { BASE_CURRENCY, JOURNAL_SOURCES } from './ledger-values.ts';
import { currencyAnswer } from './currencies.ts';

/**
 * The books' reads (decision 042): the trial balance and the journal, for `view_books`.
 * Amounts are decimal strings in base currency, and each answer names that currency.
 */
export const LEDGER_MESSAGES = {
  order: 'The to date must be on or after the from date.',
  compareBoth: 'A comparison period needs both its from and its to date.',
  lockDateRequired: 'The lock date field is required (blank or null clears it).',
  lockDateInvalid: 'The lock date must be a valid date (YYYY-MM-DD).',
  methodInvalid: 'The selected payment method is invalid.',
  accountsRequired: 'The accounts field must be a list of payment methods and accounts.',
  compareOrder: 'The comparison to date must be on or after its from date.',
  monthInvalid: 'The month must be a month written YYYY-MM.',
  /** The balance sheet's lines the books compute rather than read from one account. */
  retainedEarnings: 'Retained earnings (earlier years)',
  profitForYear: 'Profit for the year',
};

/** India's financial year starts on 1 April (Companies Act 2013, s. 2(41)). */
export const FINANCIAL_YEAR_START_MONTH = 4;

/** The first day of the financial year `day` falls in. */
export function financialYearStart(day: string) {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return `${start}-${String(FINANCIAL_YEAR_START_MONTH).padStart(2, '0')}-01`;
}

/** A period of days, both included; either end may be left out. */
const period = {
  from: optionalDate('from_date').optional(),
  to: optionalDate('to_date').optional(),
};
const checkOrder = (
  p: { from?: string | null | undefined; to?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (p.from && p.to && p.to < p.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_MESSAGES.order });
};

/**
 * A record's id as a filter in the query string: decimal digits only (`1e0` and `0x1` name no
 * record, decision 009), blank or absent for all, anything else refused by the field's name.
 */
const idQuery = (field: string) => {
  const message = `The selected ${field.replace(/_/g, ' ')} is invalid.`;
  // One string rule, not a union with the blank: a union's refusal is zod's bare "Invalid input".
  return z
    .string({ error: message })
    .regex(/^(?:[1-9][0-9]{0,9})?$/, message)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || n <= MAX_ID, message)
    .optional();
};

/** `GET /ledger/trial-balance`: `to` defaults to today (the agency's time zone), `from` to the first entry. */
export const trialBalanceQuery = z.object(period).superRefine(checkOrder);

/** `GET /ledger/entries`: the journal, newest first, filtered by source, account and date. */
export const ledgerEntriesQuery = pagingQuery
  .extend({
    ...period,
    source_type: choiceFilter(JOURNAL_SOURCES, 'source type'),
    source_id: idQuery('source_id'),
    account_id: idQuery('account_id'),
  })
  .superRefine(checkOrder);
export type LedgerEntriesQuery = z.output<typeof ledgerEntriesQuery>;

/**
 * `PUT /ledger/lock-date`: nothing dated on or before it posts, changes or is voided (decision
 * 043); blank or null opens every period again. Must be before today (checked by the server,
 * in the agency's time zone).
 */
export const lockDateBody = z.object({
  // The key is required (a body without it is a mistake, not a request to open every period).
  lock_date: z
    .union([z.null(), z.string()], { error: LEDGER_MESSAGES.lockDateRequired })
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine((v) => v === null || isCalendarDate(v), LEDGER_MESSAGES.lockDateInvalid)
    .meta(orBlank({ type: 'string', format: 'date' })),
});

/**
 * `POST /ledger/revaluations`: bring every money account kept in another currency to its
 * balance at the closing rate of `month`'s last day (decision 044, point 17).
 */
export const revaluationBody = z.object({
  month: z
    .string({ error: LEDGER_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, LEDGER_MESSAGES.monthInvalid)
    .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
});

/**
 * One account revalued: its balance in its currency on `date`, at that day's `rate`, against the
 * rupees the books held for it; the difference posted to exchange gain or loss (`entry_id`
 * null when there was none to post).
 */
export const revaluedAccountSchema = z.object({
  account: z.object({ id: answer.id, code: z.string(), name: z.string() }),
  currency: currencyAnswer,
  balance: answer.total,
  rate: z.string(),
  /** Rupees at the closing rate; `booked` the rupees the books held before. */
  revalued: answer.total,
  booked: answer.total,
  difference: answer.total,
  entry_id: answer.id.nullable(),
});
export const revaluationSchema = z.object({
  /** The month's last day: the entries' date. */
  date: answer.day,
  accounts: z.array(revaluedAccountSchema),
});
export type Revaluation = z.infer<typeof revaluationSchema>;

/** The lock date and who set it last (null: the books have never been locked). */
export const lockDateSchema = z.object({
  lock_date: answer.day.nullable(),
  updated_by: idName.nullable(),
  updated_at: answer.timestamp.nullable(),
});
export type LockDate = z.infer<typeof lockDateSchema>;

/**
 * `PUT /ledger/payment-accounts`: the account each payment method deposits to when a payment
 * names none (decision 043); null or blank: Undeposited Funds. Methods left out keep theirs.
 */
export const paymentAccountsBody = z.object({
  accounts: z
    .array(
      z.object({
        method: z.enum(BOOKING_PAYMENT_METHODS, { error: LEDGER_MESSAGES.methodInvalid }),
        account_id: optionalId('account_id'),
      }),
      { error: LEDGER_MESSAGES.accountsRequired },
    )
    .max(BOOKING_PAYMENT_METHODS.length),
});

/** Every payment method with the account it deposits to (null: Undeposited Funds). */
export const paymentAccountsSchema = z
  .object({ method: z.enum(BOOKING_PAYMENT_METHODS), account: idName.nullable() })
  .array();
export type PaymentAccounts = z.infer<typeof paymentAccountsSchema>;

/**
 * `GET /ledger/deposit-accounts`: what a payment form offers under "Deposited to": the accounts
 * a payment may name (active bank, cash and card accounts, and Undeposited Funds) and the
 * account each method deposits to when none is named. An account kept in another currency
 * takes payments in that currency only (`currency`).
 */
export const depositChoicesSchema = z.object({
  accounts: z
    .object({ id: answer.id, code: z.string(), name: z.string(), currency: currencyAnswer })
    .array(),
  methods: paymentAccountsSchema,
});
export type DepositChoices = z.infer<typeof depositChoicesSchema>;

/** Sums over the journal: exact decimals of any size, two places. */
const amount = answer.total;
const currency = z.literal(BASE_CURRENCY);

/** Debit and credit: a balance shows on one side only, the one its sign puts it on. */
const sides = <P extends string>(prefix: P) =>
  ({ [`${prefix}debit`]: amount, [`${prefix}credit`]: amount }) as Record<
    `${P}debit` | `${P}credit`,
    typeof amount
  >;
const trialFigures = { ...sides('opening_'), ...sides(''), ...sides('closing_') };

/**
 * One account with lines: its balance before the period (opening), the period's debits and
 * credits, and its balance at the period's end (closing).
 */
export const trialBalanceRowSchema = z.object({
  account_id: answer.id,
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  ...trialFigures,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;

export const trialBalanceSchema = z.object({
  currency,
  /** The period as read: from null is the start of the books. */
  from: answer.day.nullable(),
  to: answer.day,
  rows: trialBalanceRowSchema.array(),
  /** Every column's sum: debits equal credits in each pair. */
  totals: z.object(trialFigures),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/**
 * `GET /ledger/profit-and-loss`: the period (`to` defaults to today, `from` to the start of its
 * financial year) and an optional comparison period (both ends, or neither).
 */
export const profitAndLossQuery = z
  .object({
    ...period,
    compare_from: optionalDate('compare_from').optional(),
    compare_to: optionalDate('compare_to').optional(),
  })
  .superRefine((p, ctx) => {
    checkOrder(p, ctx);
    if (!p.compare_from !== !p.compare_to)
      ctx.addIssue({
        code: 'custom',
        path: [p.compare_from ? 'compare_to' : 'compare_from'],
        message: LEDGER_MESSAGES.compareBoth,
      });
    else if (p.compare_from && p.compare_to && p.compare_to < p.compare_from)
      ctx.addIssue({ code: 'custom', path: ['compare_to'], message: LEDGER_MESSAGES.compareOrder });
  });
export type ProfitAndLossQuery = z.output<typeof profitAndLossQuery>;

/** One income or expense account's result: on its own side, positive as a person reads it. */
const resultRow = z.object({
  account_id: answer.id,
  code: z.string(),
  name: z.string(),
  amount: amount,
  /** The comparison period's, or null when none was asked. */
  compare_amount: amount.nullable(),
});
const resultTotals = z.object({ amount: amount, compare_amount: amount.nullable() });

export const profitAndLossSchema = z.object({
  currency,
  from: answer.day,
  to: answer.day,
  compare_from: answer.day.nullable(),
  compare_to: answer.day.nullable(),
  income: resultRow.array(),
  expenses: resultRow.array(),
  totals: z.object({
    income: resultTotals,
    expenses: resultTotals,
    /** Income less expenses: negative is a loss. */
    net_profit: resultTotals,
  }),
});
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;

/** `GET /ledger/balance-sheet?date`: as of the end of that day; today when left out. */
export const balanceSheetQuery = z.object({ date: optionalDate('date').optional() });

const balanceRow = z.object({
  /** Null for the lines the books compute: the year's profit and earlier years' results. */
  account_id: answer.id.nullable(),
  code: z.string().nullable(),
  name: z.string(),
  balance: amount,
});

export const balanceSheetSchema = z.object({
  currency,
  date: answer.day,
  /** The first day of the financial year the date is in (1 April, India). */
  year_from: answer.day,
  assets: balanceRow.array(),
  liabilities: balanceRow.array(),
  /** Equity accounts, then retained earnings (results before the year) and the year's profit. */
  equity: balanceRow.array(),
  totals: z.object({
    assets: amount,
    liabilities: amount,
    equity: amount,
    liabilities_and_equity: amount,
  }),
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

/** A line of an entry: base-currency debit or credit, and the document's currency, amount, rate. */
export const journalLineSchema = z.object({
  id: answer.id,
  account: z.object({ id: answer.id, code: z.string(), name: z.string() }),
  debit: amount,
  credit: amount,
  currency: z.string().length(3),
  amount,
  rate: z.string().regex(/^\d+\.\d{8}$/),
});

/**
 * The document an entry was posted for, to open it from the journal: a file (its own entry, a
 * payment's, a refund's, a tax invoice's or note's, a service's payable, or a void of one), a
 * transaction (its approval or its reversal), an account (its opening balance) or a supplier
 * (a payment to it, or its void). Null when the entry has no document (a revaluation).
 */
export const JOURNAL_DOCUMENTS = ['booking', 'transaction', 'account', 'supplier'] as const;
export const journalDocumentSchema = z.object({
  type: z.enum(JOURNAL_DOCUMENTS),
  id: answer.id,
  /** The file number, the transaction's reference (or its number) or the account's name. */
  label: z.string(),
});
export type JournalDocument = z.infer<typeof journalDocumentSchema>;

export const journalEntrySchema = z.object({
  id: answer.id,
  entry_date: answer.day,
  source_type: z.enum(JOURNAL_SOURCES),
  source_id: answer.id,
  memo: z.string(),
  /** The entry this one undoes, and the one that undid this one (each at most one). */
  reverses_id: answer.id.nullable(),
  reversed_by_id: answer.id.nullable(),
  /** Null for what the system posted itself (migration, demo data). */
  created_by: idName.nullable(),
  created_at: answer.timestamp,
  document: journalDocumentSchema.nullable(),
  lines: journalLineSchema.array(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** `GET /agents/:id/statement`: `to` defaults to today, `from` to the start of the books. */
export const agentStatementQuery = z.object(period).superRefine(checkOrder);

/** What moved the agent's receivable: a file billed (or its change), money received, a void, a refund. */
export const AGENT_STATEMENT_KINDS = valuesOf(AGENT_STATEMENT_KIND_LABELS);

/** A figure in one document currency (the agent's files are in AED or INR, decision 044). */
const inCurrency = z.object({ currency: z.string().length(3), amount });

export const agentStatementLineSchema = z.object({
  entry_id: answer.id,
  entry_date: answer.day,
  kind: z.enum(AGENT_STATEMENT_KINDS),
  file: z.object({ id: answer.id, file_number: z.string() }),
  memo: z.string(),
  /** On the agent's receivable, in base currency: billed is a debit, money received a credit. */
  debit: amount,
  credit: amount,
  running_balance: amount,
  /** The same movement in the file's currency (positive raises what the agent owes). */
  document: inCurrency,
});
export type AgentStatementLine = z.infer<typeof agentStatementLineSchema>;

/**
 * An agent's statement (part 7 of the one-book issue): what the agent owed at the start, the
 * files billed in the period (the sale, less the commission the agent keeps), the money
 * received from the agent or from guests on its behalf, and what it owes at the end; in base
 * currency from the books, and per document currency beside it.
 */
export const agentStatementSchema = z.object({
  currency,
  agent: z.object({ id: answer.id, code: z.string(), name: z.string() }),
  from: answer.day.nullable(),
  to: answer.day,
  opening: amount,
  /** The period's sales billed to the agent and the commission it keeps (Tour Revenue, Agent Commission). */
  billed: amount,
  commission: amount,
  /** What the period's lines add to the receivable, and what they take off it. */
  debit: amount,
  credit: amount,
  closing: amount,
  opening_by_currency: inCurrency.array(),
  closing_by_currency: inCurrency.array(),
  lines: agentStatementLineSchema.array(),
});
export type AgentStatement = z.infer<typeof agentStatementSchema>;
