import { z } from 'zod';
import { answer, idName } from './common/envelope.ts';
import { requiredDate } from './common/dates.ts';
import { choiceFilter, idFilter, optionalText, requiredId } from './common/fields.ts';
import { moneyField, optionalMoneyField } from './common/money.ts';
import { pagingQuery } from './common/paging.ts';
import { currencyAnswer } from './currencies.ts';
import { reasonBody } from './corrections.ts';
import { LEDGER_MESSAGES } from './ledger.ts';
import { SERVICE_LINE_KINDS } from './suppliers.ts';
import {
  PAYABLES_AGEING_BUCKETS,
  SUPPLIER_PAYMENT_LINES_MAX,
  SUPPLIER_PAYMENT_MESSAGES as M,
  SUPPLIER_PAYMENT_STATUSES,
} from './supplier-payments-values.ts';

export * from './supplier-payments-values.ts';

/**
 * `POST /supplier-payments` (decision 048): what leaves which money account, on which day,
 * against which of one supplier's open services. The services' currency is the payment's; the
 * account is one kept in it or in rupees.
 */
export const supplierPaymentInput = z.object({
  supplier_id: requiredId('supplier_id'),
  account_id: requiredId('account_id'),
  payment_date: requiredDate('payment_date'),
  reference: optionalText('reference', 100),
  notes: optionalText('notes', 2000),
  lines: z
    .array(
      z.object({
        payable_id: requiredId('payable_id'),
        amount: moneyField('amount', { min: 0.01 }),
      }),
      { error: M.linesRequired },
    )
    .min(1, M.linesRequired)
    .max(SUPPLIER_PAYMENT_LINES_MAX, M.linesMax)
    .refine((ls) => new Set(ls.map((l) => l.payable_id)).size === ls.length, M.repeated),
});
export type SupplierPaymentInput = z.input<typeof supplierPaymentInput>;
export type SupplierPaymentValues = z.output<typeof supplierPaymentInput>;

/** Approve or reject a pending payment; the notes are the decision's reason. */
export const supplierPaymentDecision = z.preprocess(
  (b) => b ?? {},
  z.object({
    decision: z.enum(['approved', 'rejected'], { error: 'The decision field is required.' }),
    notes: optionalText('notes', 2000),
  }),
);
export const supplierPaymentVoid = z.preprocess((b) => b ?? {}, reasonBody);

export const supplierPaymentListQuery = pagingQuery.extend({
  supplier_id: idFilter,
  status: choiceFilter(SUPPLIER_PAYMENT_STATUSES, 'status'),
});
export type SupplierPaymentListQuery = z.output<typeof supplierPaymentListQuery>;

const service = z.object({
  payable_id: answer.id,
  booking: z.object({ id: answer.id, file_number: z.string() }),
  kind: z.enum(SERVICE_LINE_KINDS),
  service: z.string(),
  amount: answer.money,
});

export const supplierPaymentSchema = z.object({
  id: answer.id,
  supplier: idName,
  account: idName.extend({ currency: currencyAnswer }),
  currency: currencyAnswer,
  amount: answer.money,
  payment_date: answer.day,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SUPPLIER_PAYMENT_STATUSES),
  lines: z.array(service),
  created_by: idName.nullable(),
  created_at: answer.timestamp,
  decided_by: idName.nullable(),
  decided_at: answer.timestamp.nullable(),
  decision_notes: z.string().nullable(),
  voided_by: idName.nullable(),
  voided_at: answer.timestamp.nullable(),
  void_reason: z.string().nullable(),
  /** The journal entry it posted (null while pending or rejected). */
  entry_id: answer.id.nullable(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

/** Above this many rupees (at the payment day's rate) a payment waits for a manager; null: never. */
export const supplierPaymentSettingsSchema = z.object({ approval_limit: answer.money.nullable() });
export type SupplierPaymentSettings = z.infer<typeof supplierPaymentSettingsSchema>;
// Present, if only as null or blank (no approvals): a body without it is a mistake, not a clear.
export const supplierPaymentSettingsInput = z.preprocess(
  (b, ctx) => {
    if (typeof b !== 'object' || b === null || !('approval_limit' in b))
      ctx.addIssue({ code: 'custom', path: ['approval_limit'], message: M.limitRequired });
    return b ?? {};
  },
  z.object({ approval_limit: optionalMoneyField('approval_limit', { min: 0 }) }),
);

/** `GET /payables`: what is owed, service by service, soonest due first. */
export const payablesQuery = pagingQuery.extend({
  supplier_id: idFilter,
  /** overdue: past its due date; week: due within 7 days (overdue included); blank: all open. */
  due: choiceFilter(['overdue', 'week'], 'due'),
});
export type PayablesQuery = z.output<typeof payablesQuery>;

export const payableSchema = z.object({
  id: answer.id,
  supplier: idName,
  booking: z.object({ id: answer.id, file_number: z.string(), guest_name: z.string() }),
  kind: z.enum(SERVICE_LINE_KINDS),
  service: z.string(),
  currency: currencyAnswer,
  amount: answer.money,
  /** Paid or waiting for approval against it. */
  paid: answer.money,
  open: answer.money,
  due_date: answer.day,
  /** Days past the due date (0 or less: not yet due). */
  days_overdue: z.number().int(),
});
export type Payable = z.infer<typeof payableSchema>;

/** `GET /payables/ageing`: per supplier and currency, what is open by days past due. */
export const payablesAgeingSchema = z.object({
  as_of: answer.day,
  rows: z.array(
    z.object({
      supplier: idName,
      currency: currencyAnswer,
      buckets: z.record(z.enum(PAYABLES_AGEING_BUCKETS), answer.total),
      total: answer.total,
    }),
  ),
  /** Per currency, every supplier together. */
  totals: z.array(
    z.object({
      currency: currencyAnswer,
      buckets: z.record(z.enum(PAYABLES_AGEING_BUCKETS), answer.total),
      total: answer.total,
    }),
  ),
});
export type PayablesAgeing = z.infer<typeof payablesAgeingSchema>;

/**
 * `GET /suppliers/:id/statement`: per currency, opening, movements and closing (owed > 0). The
 * period's lines come a page at a time (`page`, `per_page`; STATEMENT_PER_PAGE unless asked),
 * in currency, day and entry order (decision 056).
 */
export const supplierStatementQuery = pagingQuery
  .extend({
    from: requiredDate('from'),
    to: requiredDate('to'),
  })
  // A period that ends before it starts is refused, not answered empty.
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: LEDGER_MESSAGES.order,
  });
export type SupplierStatementQuery = z.infer<typeof supplierStatementQuery>;
/** A statement's lines a page, unless the query asks for another number. */
export const STATEMENT_PER_PAGE = 50;
export const supplierStatementSchema = z.object({
  from: answer.day,
  to: answer.day,
  currencies: z.array(
    z.object({
      currency: currencyAnswer,
      /** The balance before the period. */
      opening: answer.total,
      /**
       * The balance before this currency's first line on this page: the opening on the page
       * its lines start, what the earlier pages' lines left on the next.
       */
      carried: answer.total,
      /** This page's lines in the currency. */
      lines: z.array(
        z.object({
          date: answer.day,
          kind: z.enum(['payable', 'payable_reversed', 'payment', 'payment_voided']),
          description: z.string(),
          booking: z.object({ id: answer.id, file_number: z.string() }).nullable(),
          payment_id: answer.id.nullable(),
          /** What it added to what is owed (a payable) or took off it (a payment). */
          owed: answer.total,
          paid: answer.total,
          balance: answer.total,
          /** Rupees at the rate it posted. */
          base: answer.total,
        }),
      ),
      /** The period's lines in the currency, on every page. */
      line_count: answer.count,
      closing: answer.total,
      /** The closing balance in rupees as the books hold it (Supplier Payables lines). */
      closing_base: answer.total,
    }),
  ),
  /** The pages of the period's lines, every currency together. */
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  /** The period's lines, every currency together. */
  total: answer.count,
});
export type SupplierStatement = z.infer<typeof supplierStatementSchema>;
