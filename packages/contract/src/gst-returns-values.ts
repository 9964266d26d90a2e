// GSTR-1's plain values (no zod, decision 053): the web's constants entry loads them.
import type { UrlRule } from './common/url-rules.ts';
import { REPORT_MONTH } from './reports-values.ts';
import { quarterDays, TCS_MESSAGES } from './tcs-values.ts';

/**
 * GSTR-1's sections this product fills, by the offline tool's sheet names, with the table of
 * the form each is (Rule 59 of the CGST Rules, Form GSTR-1). The HSN summary (table 12) is two
 * sections from the May 2025 return period (GSTN's Phase-III advisory): the sheets `hsn(b2b)`
 * (supplies to registered buyers) and `hsn(b2c)` (the rest), GSTN's JSON `hsn_b2b`/`hsn_b2c`.
 */
export const GSTR1_SECTIONS = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'exemp',
  'hsn_b2b',
  'hsn_b2c',
] as const;
/** The HSN summary's two sections. */
export type Gstr1HsnSection = 'hsn_b2b' | 'hsn_b2c';
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (table 4)',
  b2cl: 'B2C large invoices (table 5)',
  b2cs: 'B2C small, by state and rate (table 7)',
  cdnr: 'Credit and debit notes, registered (table 9B)',
  cdnur: 'Credit and debit notes, unregistered (table 9B)',
  exemp: 'Nil rated, exempt and non-GST (table 8)',
  hsn_b2b: 'HSN/SAC summary, B2B (table 12)',
  hsn_b2c: 'HSN/SAC summary, B2C (table 12)',
};

/** The HSN summary's columns, the same in its B2B and B2C sheets. */
const HSN_CSV_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** Each section's CSV header row, as the GSTN offline tool's template names its columns. */
export const GSTR1_CSV_HEADERS: Record<Gstr1Section, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exemp: [
    'Description',
    'Nil Rated Supplies',
    'Exempted(other than nil rated/non GST supply)',
    'Non-GST Supplies',
  ],
  hsn_b2b: HSN_CSV_HEADER,
  hsn_b2c: HSN_CSV_HEADER,
};

/**
 * B2CL's limit on an inter-state invoice to an unregistered buyer, by the invoice's date:
 * ₹2,50,000 from GSTR-1's start; ₹1,00,000 from 1 August 2024 (Rule 59(4) of the CGST Rules as
 * amended by Notification 12/2024-Central Tax of 10 July 2024). An invoice above it is reported one by one.
 */
export const B2CL_LIMITS = [
  { from: '2017-07-01', limit: '250000.00' },
  { from: '2024-08-01', limit: '100000.00' },
] as const;

/** The B2CL limit in force on an invoice's date (YYYY-MM-DD). */
export const b2clLimitOn = (day: string) =>
  [...B2CL_LIMITS].reverse().find((l) => l.from <= day)?.limit ?? B2CL_LIMITS[0].limit;

/** What a SAC is, for the HSN summary's Description (the GST services classification). */
export const SAC_DESCRIPTIONS: Record<string, string> = {
  '998555': 'Tour operator services',
  // Documents issued before migration 0073 carry it for a package.
  '998552': 'Reservation services for accommodation, cruises and package tours',
  '996311': 'Room or unit accommodation services',
  '998551': 'Reservation services for transportation',
  '998559': 'Other travel arrangement and related services',
};

export const GST_RETURN_MESSAGES = {
  period: 'Choose a month (as 2026-11) or a financial-year quarter (as 2026-27-Q3), one of them.',
  month: 'The month must be a month as YYYY-MM.',
  quarter: TCS_MESSAGES.badQuarter,
  section: `Choose a section: ${GSTR1_SECTIONS.join(', ')}.`,
  noProfile: 'Set the agency’s tax profile (its GSTIN) before making the return.',
} as const;

/** A return's period: its first and last day and GSTR-1's `fp` (the period's last month, MMYYYY). */
export function gstPeriod(p: { month?: string | null; quarter?: string | null }) {
  if (p.month && REPORT_MONTH.test(p.month)) {
    const [y, m] = p.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return {
      label: p.month,
      from: `${p.month}-01`,
      to: `${p.month}-${String(last).padStart(2, '0')}`,
      fp: `${p.month.slice(5, 7)}${y}`,
    };
  }
  const days = p.quarter ? quarterDays(p.quarter) : null;
  if (!days || !p.quarter) return null;
  return { label: p.quarter, ...days, fp: `${days.to.slice(5, 7)}${days.to.slice(0, 4)}` };
}

/** `?month=` in the returns page's URL: a month as YYYY-MM, or blank. */
export const gstMonthRule: UrlRule = {
  safeParse: (v) =>
    typeof v === 'string' && (v.trim() === '' || REPORT_MONTH.test(v.trim()))
      ? { success: true, data: v.trim() }
      : { success: false, error: { issues: [{ message: GST_RETURN_MESSAGES.month }] } },
};
