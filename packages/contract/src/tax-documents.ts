import { z } from 'zod';
import { answer, idName } from './common/envelope.ts';
import { optionalDate } from './common/dates.ts';
import { pagingQuery } from './common/paging.ts';
import { currencyAnswer } from './currencies.ts';
import { TAX_CODE_LIST } from './tax-values.ts';
import { TAX_DOCUMENT_KINDS } from './tax-documents-values.ts';

export * from './tax-documents-values.ts';
export * from './tax-documents-words.ts';

/**
 * A tax invoice, debit note or credit note (decision 051) as issued: its number, the buyer and
 * place of supply as they were, the rule it used and its figures in rupees. Never edited: a
 * change is another document.
 */
export const taxDocumentSchema = z.object({
  id: answer.id,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  financial_year: z.string(),
  issue_date: answer.day,
  booking: z.object({ id: answer.id, file_number: z.string() }),
  /** The invoice a note corrects. */
  invoice: z.object({ id: answer.id, number: z.string() }).nullable(),
  buyer_name: z.string(),
  buyer_address: z.string().nullable(),
  buyer_gstin: z.string().nullable(),
  buyer_pan: z.string().nullable(),
  place_of_supply: z.string(),
  place_of_supply_code: z.string().nullable(),
  registered: z.boolean(),
  reverse_charge: z.boolean(),
  tax_code: z.enum(TAX_CODE_LIST),
  sac: z.string().nullable(),
  description: z.string(),
  /** Per cent, as the rule said on the day. */
  gst_rate: z.string(),
  /** The file's amount this document covers, in the file's currency, and the rate to rupees. */
  currency: currencyAnswer,
  file_amount: answer.money,
  rate: z.string(),
  /** Rupees: the value with tax, the taxable value and the tax. */
  total: answer.money,
  taxable: answer.money,
  cgst: answer.money,
  sgst: answer.money,
  igst: answer.money,
  /**
   * An overseas tour package's TCS (decision 057): the rate of the document's date (per cent)
   * and the TCS on its value, collected with the receipts that pay it; null otherwise.
   */
  tcs_rate: z.string().nullable(),
  tcs: answer.money.nullable(),
  created_by: idName.nullable(),
  created_at: answer.timestamp,
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

export const taxDocumentListQuery = pagingQuery.extend({
  from: optionalDate('from'),
  to: optionalDate('to'),
});
