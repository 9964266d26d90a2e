/**
 * Tax rules' plain values (zod-free, for `@app/contract/constants`; decision 049): what kinds of
 * rule the dated table holds, each rule's code and label, the financial year, and the
 * messages. The figures themselves are rows of `tax_rates` (a rate change is a row, not a
 * release); the arithmetic is in tax-rules.ts.
 */

/** GST on what the agency sells, TCS it collects, TDS it deducts. */
export const TAX_KINDS = ['gst', 'tcs', 'tds'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** Each rule a file's tax can be worked out by, with its kind and what it covers. */
export const TAX_CODES = {
  // GST (Notification 11/2017-Central Tax (Rate) and its amendments; decision 049).
  package: { kind: 'gst', label: 'Tour package (inclusive of accommodation and transport)' },
  hotel_up_to_7500: { kind: 'gst', label: 'Hotel room, ₹7,500 or less a night' },
  hotel_above_7500: { kind: 'gst', label: 'Hotel room, above ₹7,500 a night' },
  air_service_fee: { kind: 'gst', label: 'Service fee on air tickets' },
  other_service: { kind: 'gst', label: 'Other tour services, itemised' },
  exempt_foreign_tourist: { kind: 'gst', label: 'Tour wholly outside India for a foreign tourist' },
  // TCS on an overseas tour programme package (s.206C(1G); s.394 of the Income-tax Act, 2025).
  overseas_package: { kind: 'tcs', label: 'Overseas tour programme package' },
  // TDS on commission paid to sub-agents (s.194H).
  commission: { kind: 'tds', label: 'Commission to sub-agents' },
} as const satisfies Record<string, { kind: TaxKind; label: string }>;
export type TaxCode = keyof typeof TAX_CODES;
export const TAX_CODE_LIST = Object.keys(TAX_CODES) as [TaxCode, ...TaxCode[]];

/** How a file's GST is worked out: one package rate, each line at its own, or none. */
export const GST_TREATMENTS = ['package', 'itemised', 'exempt'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];
export const GST_TREATMENT_LABELS: Record<GstTreatment, string> = {
  package: 'Tour package at 5% (no input tax credit)',
  itemised: 'Services itemised at their own rates',
  exempt: 'Exempt: a foreign tourist’s tour wholly outside India',
};

/** The treatment's choice on a booking's form: blank takes the default from the file's lines. */
export const GST_TREATMENT_CHOICES: Record<GstTreatment | '', string> = {
  '': 'Default from services',
  package: 'Package at 5%',
  itemised: 'Services itemised',
  exempt: 'Exempt — foreign tourist, tour abroad',
};

/** The booking's GST fields' messages (decision 055), under the field each names. */
export const GST_TREATMENT_MESSAGES = {
  treatmentInvalid: 'The selected GST treatment is invalid.',
  stateInvalid: 'The guest state must be a state or union territory of India.',
  flagInvalid: (field: string) => `The ${field} field must be true or false.`,
  // Notification 9/2017-Integrated Tax (Rate), entry 54: a tour operator's service to a foreign
  // tourist for a tour conducted wholly outside India.
  exemptNeedsAbroad:
    'Exempt only for a tour conducted wholly outside India: tick Tour outside India.',
  exemptNeedsForeign:
    'Exempt only for a foreign tourist (not resident in India): tick Foreign tourist.',
  exemptNoAgent:
    'Exempt only when the file is sold to the foreign tourist: an agent buying from the agency is not one.',
  // Notification 11/2017-Central Tax (Rate), Sl. 23(ii): the bill includes accommodation and transport.
  packageNeedsBoth:
    'A package at 5% must include accommodation and transport: add a hotel and a tour or flight, or choose Services itemised.',
  invoiced: (number: string, rate: string) =>
    `Issued invoice ${number} is at ${rate}%: cancel it with a credit note first (send the file back to draft), then change the GST treatment.`,
} as const;

/** The night price a hotel room's rate turns on (per unit per day, in rupees). */
export const HOTEL_RATE_THRESHOLD = '7500.00';

/**
 * The Indian financial year (1 April to 31 March) a day falls in, as invoices number it:
 * '2026-04-01' → '2026-27', '2027-03-31' → '2026-27'.
 */
export const financialYear = (day: string) => {
  const y = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The first and last day of a financial year ('2026-27' → 2026-04-01 … 2027-03-31). */
export const financialYearDays = (fy: string) => {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
};

export const TAX_MESSAGES = {
  saved: 'Tax rate saved.',
  notFound: 'Tax rate not found.',
  codeKind: (code: string, kind: string) => `The rule ${code} is a ${kind} rule.`,
  overlap: (code: string, from: string, to: string | null) =>
    `Another ${code} rate is in force in that period (from ${from}${to ? ` to ${to}` : ''}): end it first.`,
  endBeforeStart: 'The effective to date must be on or after the effective from date.',
  aboveNeedsThreshold: 'A rate above a threshold needs the threshold.',
  used: 'This rate was used by a document: end it and add a new one instead of changing it.',
  noRule: (code: string, day: string) =>
    `No ${code} rate is in force on ${day}: an admin adds one under Tax rates.`,
} as const;
