import Decimal from 'decimal.js';
import { z } from 'zod';
import { optionalDate, requiredDate } from './common/dates.ts';
import { answer, idName } from './common/envelope.ts';
import { pagingQuery } from './common/paging.ts';
import { BASE_CURRENCY } from './ledger-values.ts';

/**
 * Currencies (ISO 4217, admins choose the active ones) and exchange rates by date, entered by
 * the managers who keep the books. A rate is INR for one unit of the currency; a document takes
 * the rate in force on its date, the latest on or before it (Ind AS 21, decision 040).
 */

/** Rates are NUMERIC(18,8): up to 10 digits before the point, 8 after. */
export const RATE_DECIMALS = 8;
const RATE_MAX = new Decimal('9999999999.99999999');

export const RATE_MESSAGES = {
  rateRequired: 'The rate field is required.',
  rateNumber: 'The rate must be a number.',
  ratePositive: 'The rate must be greater than 0.',
  rateDecimals: `The rate may have at most ${RATE_DECIMALS} decimal places.`,
  rateTooLarge: `The rate may not be greater than ${RATE_MAX.toFixed(RATE_DECIMALS)}.`,
  currencyRequired: 'The currency field is required.',
  currencyInvalid: 'The selected currency is invalid.',
  currencyInactive: (code: string) =>
    `${code} is not an active currency: an admin switches it on under Currencies first.`,
  currencyBase: `${BASE_CURRENCY} is the base currency: its rate is always 1.`,
  rateDateFuture: 'The rate date cannot be in the future.',
  /** Rates are not edited: a wrong one is corrected by the next day's. */
  exists: (currency: string, date: string) => `A rate for ${currency} on ${date} already exists.`,
  order: 'The to date must be on or after the from date.',
  /** A document dated before any rate of its currency (rateOn in the API). */
  missing: (currency: string, date: string) =>
    `There is no exchange rate for ${currency} on or before ${date}: a manager adds one under Books → Exchange rates.`,
  // A CSV file of rates (POST /exchange-rates/import): all of it is saved, or none of it.
  csvRequired: 'Choose a CSV file of rates.',
  csvTooLarge: 'The file may be at most 100 KB.',
  csvHeader: 'The first row must name the columns currency, rate_date and rate.',
  csvUnreadable: (row: number) => `The file is not a CSV file we can read (row ${row}).`,
  csvEmpty: 'The file has no rates below its header row.',
  csvTooMany: (most: number) => `The file may hold at most ${most} rates; split it.`,
  csvRow: (row: number, message: string) => `Row ${row}: ${message}`,
  csvTwice: (currency: string, date: string) =>
    `the file has the rate for ${currency} on ${date} twice.`,
  csvMore: (n: number) =>
    `… and ${n} more ${n === 1 ? 'problem' : 'problems'}. Nothing was imported.`,
} as const;

/** What one import may hold: about four years of daily rates for one currency. */
export const RATE_IMPORT_MAX_ROWS = 1500;
/** Its text, in characters (100 KB). */
export const RATE_IMPORT_MAX_CHARS = 100 * 1024;

export const CURRENCY_SERVER = {
  notFound: 'Currency not found.',
  baseStaysActive: `${BASE_CURRENCY} is the base currency and cannot be deactivated.`,
} as const;

export const CURRENCY_OK = {
  saved: 'Currency saved.',
  rateSaved: 'Exchange rate saved.',
  ratesImported: (n: number) => `${n} exchange ${n === 1 ? 'rate' : 'rates'} imported.`,
} as const;

/**
 * An amount in base currency: amount × rate, rounded half-up (away from zero at the half) to
 * the paisa, exactly (decimal, never float).
 */
export const baseAmount = (amount: Decimal.Value, rate: Decimal.Value): string =>
  new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Three capital letters, as ISO 4217 writes a code. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;
const CODE = CURRENCY_CODE;

/**
 * A document's currency as sent: an ISO code as ISO writes it, `fallback` when absent. Refused,
 * never rewritten ('aed' and ' INR' are not read as codes); the server also checks the
 * currency is an active one.
 */
export const documentCurrency = (fallback: string) =>
  z
    .string({ error: RATE_MESSAGES.currencyInvalid })
    .regex(CURRENCY_CODE, RATE_MESSAGES.currencyInvalid)
    .default(fallback)
    .meta({ pattern: '^[A-Z]{3}$' });
/** A document's currency as answered. */
export const currencyAnswer = z.string().regex(CURRENCY_CODE);

export const currencySchema = z.object({
  code: z.string().regex(CODE),
  name: z.string(),
  symbol: z.string(),
  /** Decimal places of the minor unit: 2 for most, 3 for KWD, BHD and OMR, 0 for JPY. */
  minor_units: z.number().int().min(0).max(4),
  is_active: z.boolean(),
  /** The books' own currency (INR): always active, rate always 1. */
  is_base: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

/** `GET /currencies`: `active=1` for the active ones only (the pickers), blank or absent for all. */
export const currencyListQuery = z.object({
  active: z.enum(['', '0', '1'], { error: 'The active filter must be 1 or 0.' }).optional(),
});

/** `/currencies/:code`: an ISO code; one not in the list is a 404. */
export const currencyParams = z.object({
  code: z
    .string()
    .regex(CODE, 'The currency code must be three capital letters.')
    .meta({ pattern: '^[A-Z]{3}$' }),
});

export const currencyUpdateBody = z.object({
  is_active: z.boolean({ error: 'The is active field must be true or false.' }),
});

const codeField = (field: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => v === '' || CODE.test(v), RATE_MESSAGES.currencyInvalid);

/**
 * A rate as typed: a decimal string (a JSON number is read as its digits), above zero, at
 * most 8 decimals; normalised to its 8 places as NUMERIC(18,8) stores it.
 */
const rateField = z
  .union([z.string(), z.number()], { error: RATE_MESSAGES.rateRequired })
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    let message: string | null = null;
    if (s === '') message = RATE_MESSAGES.rateRequired;
    else if (/^-?\d+\.\d{9,}$/.test(s)) message = RATE_MESSAGES.rateDecimals;
    else if (!/^-?\d+(\.\d+)?$/.test(s)) message = RATE_MESSAGES.rateNumber;
    else if (new Decimal(s).lte(0)) message = RATE_MESSAGES.ratePositive;
    else if (new Decimal(s).gt(RATE_MAX)) message = RATE_MESSAGES.rateTooLarge;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return new Decimal(s).toFixed(RATE_DECIMALS);
  })
  .meta({ type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,8})?$' });

/** `POST /exchange-rates`: INR for one unit of `currency` from `rate_date` on. */
export const exchangeRateInput = z.object({
  currency: codeField('currency', RATE_MESSAGES.currencyRequired),
  rate_date: requiredDate('rate_date'),
  rate: rateField,
});
export type ExchangeRateInput = z.output<typeof exchangeRateInput>;

/** `GET /exchange-rates`: newest first, by currency and a period of days (both included). */
export const exchangeRateListQuery = pagingQuery
  .extend({
    currency: z
      .string({ error: RATE_MESSAGES.currencyInvalid })
      .regex(/^(?:[A-Z]{3})?$/, RATE_MESSAGES.currencyInvalid)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    from: optionalDate('from_date').optional(),
    to: optionalDate('to_date').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RATE_MESSAGES.order });
  });
export type ExchangeRateListQuery = z.output<typeof exchangeRateListQuery>;

/** A rate as NUMERIC(18,8) sends it: always 8 places. */
/** A rate as stored, NUMERIC(18,8): INR for one unit. */
export const rateAnswer = z.string().regex(/^\d{1,10}\.\d{8}$/);

export const exchangeRateSchema = z.object({
  id: answer.id,
  currency: z.string().regex(CODE),
  rate_date: answer.day,
  /** `base_currency` for one unit of `currency`. */
  rate: rateAnswer,
  base_currency: z.literal(BASE_CURRENCY),
  created_by: idName.nullable(),
  created_at: answer.timestamp,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/**
 * `POST /exchange-rates/import`: a CSV file's text, its first row naming the columns
 * `currency`, `rate_date` and `rate` (any order). Every row is checked as `POST /exchange-rates`
 * checks one rate; one bad row refuses the file, each problem named by its row.
 */
export const exchangeRateImportInput = z.object({
  csv: z
    .string({ error: RATE_MESSAGES.csvRequired })
    .max(RATE_IMPORT_MAX_CHARS, RATE_MESSAGES.csvTooLarge)
    .refine((v) => v.trim() !== '', RATE_MESSAGES.csvRequired),
});
export type ExchangeRateImportInput = z.output<typeof exchangeRateImportInput>;

export const exchangeRateImportSchema = z.object({
  imported: z.number().int().min(1),
  /** The currencies the file held, by code. */
  currencies: z.array(z.string().regex(CODE)),
  /** Its first and last rate dates. */
  from: answer.day,
  to: answer.day,
});
export type ExchangeRateImport = z.infer<typeof exchangeRateImportSchema>;
