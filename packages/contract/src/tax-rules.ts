// The tax arithmetic (decision 049): which dated rule is in force, where a supply is made, how
// GST splits into CGST and SGST or stays IGST, and how much TCS a receipt carries. Pure and
// exact: decimals half-up to the paisa, never floats. The rules themselves are rows (TaxRate).
import Decimal from 'decimal.js';
import type { Money } from './common/money.ts';
import { GST_STATES } from './suppliers-values.ts';
import type { GstTreatment, TaxCode, TaxKind } from './tax-values.ts';
import { HOTEL_RATE_THRESHOLD } from './tax-values.ts';

/** One dated rule, as `tax_rates` stores it (percentages as decimal text). */
export interface TaxRate {
  id?: number;
  kind: TaxKind;
  code: TaxCode;
  /** Per cent. */
  rate: string;
  /** Per cent above `threshold` (TCS up to FY 2025-26); null: the one rate throughout. */
  rate_above: string | null;
  /** Per cent when the buyer gave no PAN (s.206CC); null: the same. */
  rate_no_pan: string | null;
  rate_above_no_pan: string | null;
  /** Rupees per buyer per financial year the lower rate covers (TCS) or below which nothing is deducted (TDS). */
  threshold: string | null;
  /** The service's SAC (GST). */
  sac: string | null;
  effective_from: string;
  effective_to: string | null;
}

const round = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const pct = (amount: Decimal.Value, rate: Decimal.Value) =>
  round(new Decimal(amount).times(rate).div(100));

/** The rule for `code` in force on `day`: effective_from ≤ day ≤ effective_to (open-ended). */
export const rateOn = (rows: readonly TaxRate[], code: TaxCode, day: string) =>
  rows.find(
    (r) =>
      r.code === code &&
      r.effective_from <= day &&
      (r.effective_to === null || day <= r.effective_to),
  ) ?? null;

/** A hotel room's GST rule by its price a night in rupees (₹7,500 or less: the lower rate). */
export const hotelCode = (perNight: Decimal.Value): TaxCode =>
  new Decimal(perNight).lte(HOTEL_RATE_THRESHOLD) ? 'hotel_up_to_7500' : 'hotel_above_7500';

/** GSTR-1's place of supply for a buyer outside India ("96-Other Countries"). */
export const OTHER_COUNTRIES = { code: '96', name: 'Other Countries' } as const;

/**
 * Where the supply is made (IGST Act s.12(2)): a registered buyer's state (its GSTIN's first
 * two digits); an unregistered buyer's state on record; else the agency's own state. A state on
 * record that is no Indian state (an agent in Dubai) is outside India: "Other Countries", an
 * inter-state supply (IGST Act s.13; zero-rating an export under a LUT is not modelled).
 */
export function placeOfSupply(p: {
  agencyState: string;
  buyerGstin?: string | null;
  buyerState?: string | null;
}): { state: string; registered: boolean } {
  const fromGstin = p.buyerGstin ? GST_STATES[p.buyerGstin.slice(0, 2)] : undefined;
  if (fromGstin) return { state: fromGstin, registered: true };
  const onRecord = p.buyerState?.trim();
  if (!onRecord) return { state: p.agencyState, registered: false };
  const indian = Object.values(GST_STATES).find((s) => sameState(s, onRecord));
  return { state: indian ?? OTHER_COUNTRIES.name, registered: false };
}

export interface GstAmounts {
  cgst: Money;
  sgst: Money;
  igst: Money;
  /** The tax together. */
  tax: Money;
}

/**
 * GST on `taxable` rupees at `rate` per cent: within the agency's state, CGST and SGST at half
 * the rate each, each rounded half-up to the paisa; across states, IGST at the whole rate.
 */
export function gstOn(
  taxable: Decimal.Value,
  rate: Decimal.Value,
  intraState: boolean,
): GstAmounts {
  if (intraState) {
    const half = pct(taxable, new Decimal(rate).div(2));
    return {
      cgst: half.toFixed(2),
      sgst: half.toFixed(2),
      igst: '0.00',
      tax: half.times(2).toFixed(2),
    };
  }
  const igst = pct(taxable, rate);
  return { cgst: '0.00', sgst: '0.00', igst: igst.toFixed(2), tax: igst.toFixed(2) };
}

/** Whether two state names are the same state (case and spacing aside). */
export const sameState = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export interface TcsAmount {
  tcs: Money;
  /** The parts of the receipt at each rate (one, or two when it crosses the threshold). */
  parts: { base: Money; rate: string }[];
}

/**
 * TCS on a receipt of `amount` rupees for an overseas tour package, the buyer having paid
 * `before` rupees of such packages earlier in the financial year. With a threshold, what falls
 * below it is at the lower rate and the rest at the higher one, so a receipt that crosses it is
 * split; without a PAN, the no-PAN rates (s.206CC).
 */
export function tcsOn(
  rule: TaxRate,
  amount: Decimal.Value,
  before: Decimal.Value,
  hasPan: boolean,
): TcsAmount {
  const low = (hasPan ? null : rule.rate_no_pan) ?? rule.rate;
  const high = (hasPan ? null : rule.rate_above_no_pan) ?? rule.rate_above ?? low;
  const total = new Decimal(amount);
  if (rule.threshold === null || rule.rate_above === null) {
    const tcs = pct(total, low);
    return { tcs: tcs.toFixed(2), parts: [{ base: total.toFixed(2), rate: low }] };
  }
  const room = Decimal.max(0, new Decimal(rule.threshold).minus(before));
  const below = Decimal.min(total, room);
  const above = total.minus(below);
  const parts = [
    { base: below, rate: low },
    { base: above, rate: high },
  ].filter((p) => p.base.gt(0));
  const tcs = parts.reduce((s, p) => s.plus(pct(p.base, p.rate)), new Decimal(0));
  return {
    tcs: tcs.toFixed(2),
    parts: parts.map((p) => ({ base: p.base.toFixed(2), rate: p.rate })),
  };
}

/**
 * TDS on commission of `amount` rupees to a sub-agent paid `before` rupees of commission earlier
 * in the financial year (s.194H): nothing while the year's total stays within the threshold;
 * the payment that takes it past deducts on the year's whole total (the earlier payments were
 * within the exemption only while the total was), and each one after on itself.
 */
export function tdsOn(rule: TaxRate, amount: Decimal.Value, before: Decimal.Value): Money {
  const after = new Decimal(before).plus(amount);
  if (rule.threshold === null || new Decimal(before).gt(rule.threshold))
    return pct(amount, rule.rate).toFixed(2);
  if (after.lte(rule.threshold)) return '0.00';
  return pct(after, rule.rate).toFixed(2);
}

// The overseas package's test lives with TCS's plain values (the web's constants load it).
export { isOverseasPackage } from './tcs-values.ts';

/**
 * GST inside a tax-inclusive `total` at `rate` per cent: the taxable value is the total less
 * the tax, the tax is worked on the taxable value as on any invoice (each half half-up), and the
 * rounding lands on the taxable value, so taxable + tax is the total to the paisa.
 */
export function inclusiveGst(total: Decimal.Value, rate: Decimal.Value, intraState: boolean) {
  const whole = new Decimal(total);
  const guess = round(whole.times(100).div(new Decimal(100).plus(rate)));
  const tax = gstOn(guess, rate, intraState);
  return { taxable: whole.minus(tax.tax).toFixed(2), ...tax };
}

/**
 * A file's GST rule when nobody chose one: a package (5%) when it holds a hotel and transport
 * (a tour or a flight); hotels alone at the hotel rate for their price a night; anything else
 * at the itemised services' rate.
 */
export function defaultGstCode(f: {
  hotelNights: number;
  transport: boolean;
  total: Decimal.Value;
}): TaxCode {
  if (f.hotelNights > 0 && f.transport) return 'package';
  if (f.hotelNights > 0) return hotelCode(new Decimal(f.total).div(f.hotelNights));
  return 'other_service';
}

/**
 * A file's GST rule by its treatment (decision 055): a package at 5%; itemised, its hotels alone
 * at the hotel rate for their price a night, else the itemised services' rate; exempt, the
 * foreign tourist's tour abroad; none chosen, the default from its lines (defaultGstCode).
 */
export function gstCodeOf(
  treatment: GstTreatment | null,
  f: { hotelNights: number; transport: boolean; total: Decimal.Value },
): TaxCode {
  if (treatment === 'package') return 'package';
  if (treatment === 'exempt') return 'exempt_foreign_tourist';
  if (treatment === 'itemised')
    return f.hotelNights > 0 && !f.transport
      ? hotelCode(new Decimal(f.total).div(f.hotelNights))
      : 'other_service';
  return defaultGstCode(f);
}
