import type { TaxRate } from './tax-rules.ts';

const gst = (
  code: TaxRate['code'],
  rate: string,
  sac: string,
  effective_from: string,
  effective_to: string | null = null,
): TaxRate => ({
  kind: 'gst',
  code,
  rate,
  rate_above: null,
  rate_no_pan: null,
  rate_above_no_pan: null,
  threshold: null,
  sac,
  effective_from,
  effective_to,
});

/**
 * The rules as published, the table migration 0058 starts `tax_rates` with (decision 049 cites
 * each): an admin adds the next one as a row. GST rates are the whole rate (CGST + SGST, or
 * IGST); TCS and TDS rates per cent of the amount.
 */
export const PUBLISHED_TAX_RATES: readonly TaxRate[] = [
  // Tour operator, bill inclusive of accommodation and transport: 5% without credit
  // (N. 11/2017-CT(R) Sl. 23(ii)).
  // SAC 998555, tour operator services (998552 is reservation services: migration 0073).
  gst('package', '5.000', '998555', '2017-07-01'),
  // Hotel rooms of ₹7,500 or less a night: 12% until 21 Sep 2025, 5% without credit from 22 Sep
  // 2025 (N. 15/2025-CT(R)); above ₹7,500: 18% (N. 20/2019-CT(R), from 1 Oct 2019).
  gst('hotel_up_to_7500', '12.000', '996311', '2019-10-01', '2025-09-21'),
  gst('hotel_up_to_7500', '5.000', '996311', '2025-09-22'),
  gst('hotel_above_7500', '18.000', '996311', '2019-10-01'),
  // A service fee on air tickets, and other services sold itemised: 18%.
  gst('air_service_fee', '18.000', '998551', '2017-07-01'),
  gst('other_service', '18.000', '998559', '2017-07-01'),
  // A foreign tourist's tour wholly outside India: exempt (N. 9/2017-IT(R) entry 54).
  gst('exempt_foreign_tourist', '0.000', '998555', '2017-07-01'),
  // TCS on overseas tour packages: 5% up to ₹7 lakh a buyer a year, 20% above (from 1 Oct
  // 2023); the threshold ₹10 lakh from 1 Apr 2025 (Finance Act 2025); without a PAN twice the
  // rate, at most 20% (s.206CC). A flat 2% with no threshold from 1 Apr 2026 (Finance Act 2026,
  // s.394 of the Income-tax Act, 2025); without a PAN 5%.
  {
    kind: 'tcs',
    code: 'overseas_package',
    rate: '5.000',
    rate_above: '20.000',
    rate_no_pan: '10.000',
    rate_above_no_pan: '20.000',
    threshold: '700000.00',
    sac: null,
    effective_from: '2023-10-01',
    effective_to: '2025-03-31',
  },
  {
    kind: 'tcs',
    code: 'overseas_package',
    rate: '5.000',
    rate_above: '20.000',
    rate_no_pan: '10.000',
    rate_above_no_pan: '20.000',
    threshold: '1000000.00',
    sac: null,
    effective_from: '2025-04-01',
    effective_to: '2026-03-31',
  },
  {
    kind: 'tcs',
    code: 'overseas_package',
    rate: '2.000',
    rate_above: null,
    rate_no_pan: '5.000',
    rate_above_no_pan: null,
    threshold: null,
    sac: null,
    effective_from: '2026-04-01',
    effective_to: null,
  },
  // TDS on commission (s.194H): 2% from 1 Oct 2024; the year's threshold ₹15,000, ₹20,000 from
  // 1 Apr 2025 (Finance Act 2025).
  {
    kind: 'tds',
    code: 'commission',
    rate: '2.000',
    rate_above: null,
    rate_no_pan: null,
    rate_above_no_pan: null,
    threshold: '15000.00',
    sac: null,
    effective_from: '2024-10-01',
    effective_to: '2025-03-31',
  },
  {
    kind: 'tds',
    code: 'commission',
    rate: '2.000',
    rate_above: null,
    rate_no_pan: null,
    rate_above_no_pan: null,
    threshold: '20000.00',
    sac: null,
    effective_from: '2025-04-01',
    effective_to: null,
  },
];
