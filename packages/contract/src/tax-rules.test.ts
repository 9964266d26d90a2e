import { describe, expect, it } from 'vitest';
import { PUBLISHED_TAX_RATES as RATES } from './tax-rate-table.ts';
import {
  defaultGstCode,
  gstCodeOf,
  gstOn,
  inclusiveGst,
  hotelCode,
  isOverseasPackage,
  placeOfSupply,
  rateOn,
  sameState,
  tcsOn,
  tdsOn,
} from './tax-rules.ts';
import { financialYear, financialYearDays } from './tax-values.ts';

/** The rule in force, or a failure naming what is missing. */
const rule = (code: Parameters<typeof rateOn>[1], day: string) => {
  const r = rateOn(RATES, code, day);
  if (!r) throw new Error(`no ${code} on ${day}`);
  return r;
};

/** GST on a file's taxable value, sold by a Maharashtra agency to `buyer`, on `day`. */
const gstFor = (
  buyer: { gstin?: string; state?: string },
  taxable: string,
  code: Parameters<typeof rateOn>[1],
  day: string,
) => {
  const where = placeOfSupply({
    agencyState: 'Maharashtra',
    buyerGstin: buyer.gstin,
    buyerState: buyer.state,
  });
  return { where, ...gstOn(taxable, rule(code, day).rate, sameState(where.state, 'Maharashtra')) };
};

describe('GST by place of supply', () => {
  it.each([
    [
      'intra-state B2B: a Mumbai agent (27…) pays CGST and SGST at half the rate each',
      { gstin: '27AAECS1234F1ZV' },
      '100000.00',
      'package',
      { state: 'Maharashtra', registered: true },
      { cgst: '2500.00', sgst: '2500.00', igst: '0.00', tax: '5000.00' },
    ],
    [
      'inter-state B2B: a Kerala agent (32…) pays IGST, whatever state its address says',
      { gstin: '32AABCK1234L1ZV', state: 'Maharashtra' },
      '100000.00',
      'package',
      { state: 'Kerala', registered: true },
      { cgst: '0.00', sgst: '0.00', igst: '5000.00', tax: '5000.00' },
    ],
    [
      'B2C with an address in Karnataka: IGST',
      { state: 'Karnataka' },
      '45999.99',
      'package',
      { state: 'Karnataka', registered: false },
      { cgst: '0.00', sgst: '0.00', igst: '2300.00', tax: '2300.00' },
    ],
    [
      'B2C with an address outside India (an agent in Dubai without a GSTIN): Other Countries, IGST',
      { state: 'Dubai' },
      '100000.00',
      'package',
      { state: 'Other Countries', registered: false },
      { cgst: '0.00', sgst: '0.00', igst: '5000.00', tax: '5000.00' },
    ],
    [
      'B2C with a state spelt in small letters: the state as the list spells it',
      { state: ' karnataka ' },
      '100000.00',
      'package',
      { state: 'Karnataka', registered: false },
      { cgst: '0.00', sgst: '0.00', igst: '5000.00', tax: '5000.00' },
    ],
    [
      "B2C without an address: the agency's own state, so CGST and SGST",
      {},
      '10.10',
      'package',
      { state: 'Maharashtra', registered: false },
      // 2.5% of 10.10 is 0.2525: half-up to 0.25 each.
      { cgst: '0.25', sgst: '0.25', igst: '0.00', tax: '0.50' },
    ],
    [
      'exempt: a foreign tourist’s tour wholly outside India',
      {},
      '250000.00',
      'exempt_foreign_tourist',
      { state: 'Maharashtra', registered: false },
      { cgst: '0.00', sgst: '0.00', igst: '0.00', tax: '0.00' },
    ],
  ] as const)('%s', (_, buyer, taxable, code, where, tax) => {
    const got = gstFor(buyer, taxable, code, '2026-11-30');
    expect(got.where).toEqual(where);
    expect({ cgst: got.cgst, sgst: got.sgst, igst: got.igst, tax: got.tax }).toEqual(tax);
  });

  it('rounds each half up at the half paisa, exactly', () => {
    // 9% of 0.05 is 0.0045: 0.00 each; of 0.06, 0.0054: 0.01 each.
    expect(gstOn('0.05', '18', true)).toMatchObject({ cgst: '0.00', tax: '0.00' });
    expect(gstOn('0.06', '18', true)).toMatchObject({ cgst: '0.01', tax: '0.02' });
    // 18% of 0.25 is 0.045: IGST half-up to 0.05.
    expect(gstOn('0.25', '18', false)).toMatchObject({ igst: '0.05' });
    expect(gstOn('999999999999.99', '18', false).igst).toBe('180000000000.00');
  });
});

describe('the dated rules', () => {
  it("a hotel room's rate changes on its boundary day: 12% on 21 September 2025, 5% on the 22nd", () => {
    expect(rule(hotelCode('7500.00'), '2025-09-21').rate).toBe('12.000');
    expect(rule(hotelCode('7500.00'), '2025-09-22').rate).toBe('5.000');
    expect(hotelCode('7500.01')).toBe('hotel_above_7500');
    expect(rule(hotelCode('7500.01'), '2025-09-22').rate).toBe('18.000');
  });

  it('no rule before the first: the caller is told, never a zero', () => {
    expect(rateOn(RATES, 'overseas_package', '2023-09-30')).toBeNull();
    expect(rateOn(RATES, 'hotel_up_to_7500', '2019-09-30')).toBeNull();
  });

  it('never two rules of one code in force on one day', () => {
    for (const a of RATES)
      for (const b of RATES) {
        if (a === b || a.code !== b.code) continue;
        const overlap =
          a.effective_from <= (b.effective_to ?? '9999-12-31') &&
          b.effective_from <= (a.effective_to ?? '9999-12-31');
        expect(overlap, `${a.code} ${a.effective_from} / ${b.effective_from}`).toBe(false);
      }
  });

  it('the financial year runs April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(financialYearDays('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('TCS on overseas tour packages', () => {
  it.each([
    // FY 2025-26: 5% up to ₹10 lakh a buyer a year, 20% above.
    ['with a PAN, under the threshold', '2026-01-15', '200000', '0', true, '10000.00', 1],
    ['without a PAN, under the threshold: 10%', '2026-01-15', '200000', '0', false, '20000.00', 1],
    // ₹9 lakh before, ₹3 lakh now: ₹1 lakh at 5%, ₹2 lakh at 20%.
    [
      'the ₹10 lakh threshold crossed inside one receipt',
      '2026-03-31',
      '300000',
      '900000',
      true,
      '45000.00',
      2,
    ],
    [
      'already past the threshold: all at 20%',
      '2026-03-31',
      '300000',
      '1200000',
      true,
      '60000.00',
      1,
    ],
    [
      'without a PAN past the threshold: capped at 20%',
      '2026-03-31',
      '300000',
      '1200000',
      false,
      '60000.00',
      1,
    ],
    // FY 2026-27: a flat 2% from the first rupee, 5% without a PAN.
    [
      'from 1 April 2026 with a PAN: 2% whatever was paid before',
      '2026-04-01',
      '300000',
      '5000000',
      true,
      '6000.00',
      1,
    ],
    ['from 1 April 2026 without a PAN: 5%', '2026-11-30', '123456.78', '0', false, '6172.84', 1],
  ] as const)('%s', (_, day, amount, before, pan, tcs, parts) => {
    const got = tcsOn(rule('overseas_package', day), amount, before, pan);
    expect(got.tcs).toBe(tcs);
    expect(got.parts).toHaveLength(parts);
    // The parts are the whole receipt.
    expect(got.parts.reduce((s, p) => s + Math.round(Number(p.base) * 100), 0)).toBe(
      Math.round(Number(amount) * 100),
    );
  });

  it('is a package when it holds two of travel abroad, a hotel and other services abroad', () => {
    const base = {
      outsideIndia: true,
      internationalTravel: true,
      hotel: false,
      otherServices: false,
    };
    expect(isOverseasPackage(base)).toBe(false);
    expect(isOverseasPackage({ ...base, hotel: true })).toBe(true);
    expect(isOverseasPackage({ ...base, hotel: true, outsideIndia: false })).toBe(false);
  });
});

describe('TDS on commission to sub-agents', () => {
  const r = () => rule('commission', '2026-11-30');
  it.each([
    ['within the year’s ₹20,000: nothing', '5000', '10000', '0.00'],
    ['exactly at ₹20,000: nothing', '10000', '10000', '0.00'],
    ['the payment that passes it: 2% of the year’s whole total', '15000', '10000', '500.00'],
    ['after it: 2% of the payment', '1000', '25000', '20.00'],
  ] as const)('%s', (_, amount, before, tds) => {
    expect(tdsOn(r(), amount, before)).toBe(tds);
  });
});

describe('GST inside a tax-inclusive total', () => {
  it.each([
    // ₹105,000 at 5%: ₹100,000 taxable, ₹2,500 + ₹2,500.
    ['105000.00', '5', true, '100000.00', '2500.00', '2500.00', '0.00'],
    ['105000.00', '5', false, '100000.00', '0.00', '0.00', '5000.00'],
    // ₹1,000 at 18% across states: 847.46 taxable, 152.54 IGST; the parts are the total.
    ['1000.00', '18', false, '847.46', '0.00', '0.00', '152.54'],
    // ₹0.10 at 5% within the state: the halves round to nothing.
    ['0.10', '5', true, '0.10', '0.00', '0.00', '0.00'],
  ] as const)('%s at %s%% (intra %s)', (total, rate, intra, taxable, cgst, sgst, igst) => {
    const got = inclusiveGst(total, rate, intra);
    expect(got).toMatchObject({ taxable, cgst, sgst, igst });
    expect(Math.round(Number(got.taxable) * 100) + Math.round(Number(got.tax) * 100)).toBe(
      Math.round(Number(total) * 100),
    );
  });

  it('defaults a file to a package, a hotel rate by its price a night, or itemised', () => {
    expect(defaultGstCode({ hotelNights: 3, transport: true, total: '90000' })).toBe('package');
    expect(defaultGstCode({ hotelNights: 4, transport: false, total: '30000' })).toBe(
      'hotel_up_to_7500',
    );
    expect(defaultGstCode({ hotelNights: 4, transport: false, total: '30000.04' })).toBe(
      'hotel_above_7500',
    );
    expect(defaultGstCode({ hotelNights: 0, transport: true, total: '5000' })).toBe(
      'other_service',
    );
  });

  it.each([
    [null, 3, true, '90000', 'package'],
    ['package', 3, true, '90000', 'package'],
    ['itemised', 3, true, '90000', 'other_service'],
    ['itemised', 4, false, '30000', 'hotel_up_to_7500'],
    ['itemised', 0, true, '5000', 'other_service'],
    ['exempt', 3, true, '90000', 'exempt_foreign_tourist'],
  ] as const)(
    'a file treated %s (%i nights, transport %s, ₹%s) is taxed as %s',
    (t, n, tr, total, code) => {
      expect(gstCodeOf(t, { hotelNights: n, transport: tr, total })).toBe(code);
    },
  );
});
