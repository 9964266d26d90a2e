import { sql } from 'drizzle-orm';
import {
  accountEndpoints,
  bookingEndpoints,
  ledgerEndpoints,
  money,
  quarterOf,
  receiptEndpoints,
  taxDocumentEndpoints,
  taxProfileEndpoints,
  tcsEndpoints,
  todayIn,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { TAX_PROFILE } from '../../../test/factories.ts';

/**
 * TCS on receipts for overseas tour packages (decision 057): a receipt on a tour abroad with
 * two of flights, hotels and other services carries TCS on top, in rupees, in the payment's own
 * entry (Dr a rupee account / Cr TCS Payable); the file's balance is the sale's, untouched; the
 * rate is the rule in force on the receipt's day, higher without a PAN, split where a receipt
 * crosses the year's threshold; a void takes it back out.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const today = todayIn(t.app.appTimezone);
  const account = async (code: string, currency = 'INR') =>
    (
      await admin.call(accountEndpoints.create, {
        payload: { name: `Bank ${code}`, code, type: 'asset', currency, opening_balance: '0' },
      })
    ).ok.data.id;
  const bank = await account('TCS-INR');
  const dirhams = await account('TCS-AED', 'AED');
  const lines = {
    accommodations: [
      {
        hotel_name: 'Atlantis The Palm',
        check_in_date: '2027-01-10',
        check_out_date: '2027-01-13',
      },
    ],
    flights: [
      {
        flight_type: 'arrival',
        airline: 'Emirates',
        flight_number: 'EK 501',
        flight_date: '2027-01-10',
      },
    ],
  };
  /** A confirmed guest file for a Dubai package, its tour abroad and its guest resident unless told. */
  const file = async (
    o: { pan?: string | null; currency?: string; sale?: string; hotelOnly?: boolean } = {},
    flags: { abroad?: boolean; foreign?: boolean } = {},
  ) => {
    const b = (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Kavya Menon',
          guest_pan: o.pan === undefined ? 'ABCPM1234K' : o.pan,
          currency: o.currency ?? 'INR',
          sale_amount: o.sale ?? '300000.00',
          purchase_amount: '0.00',
          status: 'confirmed',
          ...(o.hotelOnly ? { accommodations: lines.accommodations } : lines),
          travel_abroad: flags.abroad ?? true,
          guest_foreign: flags.foreign ?? false,
        },
      })
    ).ok.data;
    return b.id;
  };
  const pay = (id: number, amount: string, date = today, deposit = bank) =>
    admin.call(bookingEndpoints.addPayment, {
      params: { id },
      payload: {
        amount,
        payment_date: date,
        payment_method: 'bank_transfer',
        deposit_account_id: deposit,
      },
    });
  /** TCS Payable's balance, and what `acct` holds, in rupees. */
  const books = async (acct: number) => {
    const { rows } = await t.db.execute<{ tcs: string; held: string }>(sql`
      select
        (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l join accounts a on a.id = l.account_id
          where a.system_key = 'tcs_payable')::numeric(14,2)::text as tcs,
        (select coalesce(sum(debit - credit), 0) from journal_lines where account_id = ${acct})::numeric(14,2)::text as held`);
    return rows[0]!;
  };
  const collected = async (id: number) =>
    (
      await t.db.execute<{
        tcs: string;
        received: string;
        voided: boolean;
        buyer_pan: string | null;
      }>(
        sql`select tcs::text, received::text, voided_at is not null as voided, buyer_pan
          from tcs_collections where booking_id = ${id} order by id`,
      )
    ).rows;
  return { t, admin, today, bank, dirhams, file, pay, books, collected };
});

describe('TCS on an overseas package', () => {
  it('collects 2% on top of a receipt from 1 April 2026, in the same entry, and leaves the balance alone', async ({
    desk: { admin, file, pay, books, collected, bank },
  }) => {
    const before = await books(bank);
    const id = await file();
    const res = await pay(id, '100000');
    expect(res.status).toBe(201);
    expect(await collected(id)).toEqual([
      { tcs: '2000.00', received: '100000.00', voided: false, buyer_pan: 'ABCPM1234K' },
    ]);
    const after = await books(bank);
    // The bank holds the receipt and the TCS; TCS Payable owes the TCS to the government.
    expect(money(after.held).minus(before.held).toFixed(2)).toBe('102000.00');
    expect(money(after.tcs).minus(before.tcs).toFixed(2)).toBe('2000.00');
    const b = (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data;
    expect(b.balance_due).toBe('200000.00');
    expect(b.payments[0]!.tcs).toBe('2000.00');
    // The receipt says what was collected on top, and on what.
    const receipt = (await admin.call(receiptEndpoints.get, { params: { id: b.payments[0]!.id } }))
      .ok.data;
    expect(receipt.facts).toContainEqual(['Package Amount in Rupees', 'INR 100,000.00']);
    expect(receipt.facts).toContainEqual([
      'TCS Collected @ 2% (s.394(1), Income-tax Act 2025)',
      'INR 2,000.00',
    ]);
  });

  it('collects at 5% without the buyer PAN (s.206CC)', async ({
    desk: { file, pay, collected },
  }) => {
    const id = await file({ pan: null });
    await pay(id, '10000');
    expect((await collected(id))[0]).toMatchObject({ tcs: '500.00', buyer_pan: null });
  });

  it('takes a dirham receipt at its day’s rate and puts the rupees of TCS where the method’s rupees go', async ({
    desk: { t, admin, file, pay, collected, dirhams, bank },
  }) => {
    const id = await file({ currency: 'AED', sale: '20000.00' });
    expect((await pay(id, '1000', undefined, dirhams)).status).toBe(201);
    // AED 1,000 at the standing AED 22.70 is ₹22,700; 2% of it ₹454.
    expect(await collected(id)).toMatchObject([{ tcs: '454.00', received: '22700.00' }]);
    // Transfers have no rupee account yet: Undeposited Funds; then the bank set for them.
    const set = await admin.call(ledgerEndpoints.setPaymentAccounts, {
      payload: { accounts: [{ method: 'bank_transfer', account_id: bank }] },
    });
    expect(set.status).toBe(200);
    expect((await pay(id, '500', undefined, dirhams)).status).toBe(201);
    const { rows } = await t.db.execute<{ key: string | null; id: number }>(sql`
      select a.system_key as key, a.id from tcs_collections c join accounts a on a.id = c.account_id
      where c.booking_id = ${id} order by c.id`);
    expect(rows.map((r) => r.key ?? r.id)).toEqual(['undeposited_funds', bank]);
    await admin.call(ledgerEndpoints.setPaymentAccounts, {
      payload: { accounts: [{ method: 'bank_transfer', account_id: null }] },
    });
  });

  it('collects nothing on a tour in India, on one service abroad, or from a foreign tourist', async ({
    desk: { file, pay, collected },
  }) => {
    const home = await file({}, { abroad: false });
    const hotelOnly = await file({ hotelOnly: true });
    const visitor = await file({}, { foreign: true });
    for (const id of [home, hotelOnly, visitor]) {
      expect((await pay(id, '5000')).status).toBe(201);
      expect(await collected(id)).toEqual([]);
    }
  });

  it('gives the TCS back with a void of its payment', async ({
    desk: { admin, file, pay, books, collected, bank },
  }) => {
    const id = await file();
    const start = await books(bank);
    await pay(id, '50000');
    const paymentId = (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data
      .payments[0]!.id;
    const res = await admin.call(bookingEndpoints.voidPayment, {
      params: { id, paymentId },
      payload: { reason: 'Bounced cheque' },
    });
    expect(res.status).toBe(200);
    expect(await collected(id)).toMatchObject([{ tcs: '1000.00', voided: true }]);
    expect(await books(bank)).toEqual(start);
  });
});

describe('TCS across the year’s threshold (FY 2025-26: ₹10 lakh at 5%, 20% above)', () => {
  it('splits the receipt that crosses it, counting the buyer’s other files by PAN', async ({
    desk: { file, pay, collected },
  }) => {
    const first = await file({ pan: 'ABCPT1111K', sale: '2000000.00' });
    const second = await file({ pan: 'ABCPT1111K', sale: '2000000.00' });
    await pay(first, '900000', '2026-03-10');
    await pay(second, '300000', '2026-03-12');
    expect(await collected(first)).toMatchObject([{ tcs: '45000.00' }]);
    // ₹1 lakh left below the threshold at 5%, ₹2 lakh above at 20%.
    expect(await collected(second)).toMatchObject([{ tcs: '45000.00' }]);
  });

  it('never lets receipts at once take the lower rate beyond the threshold', async ({
    desk: { file, pay, collected },
  }) => {
    const files = await Promise.all(
      [1, 2, 3, 4].map(() => file({ pan: 'ABCPR2222K', sale: '2000000.00' })),
    );
    const res = await Promise.all(files.map((id) => pay(id, '300000', '2026-03-20')));
    expect(res.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const taxes = (await Promise.all(files.map(collected))).flat().map((c) => c.tcs);
    // ₹9 lakh at 5% in three receipts of ₹15,000; the fourth ₹1 lakh at 5% and ₹2 lakh at 20%.
    expect(taxes.sort()).toEqual(['15000.00', '15000.00', '15000.00', '45000.00']);
  });
});

describe('the quarter’s TCS register', () => {
  it('lists the live receipts, each buyer’s quarter, and equals TCS Payable in the books', async ({
    app,
    desk: { admin },
  }) => {
    // Runs after the tests above: FY 2025-26's last quarter holds the threshold files' receipts.
    const q4 = (await admin.call(tcsEndpoints.register, { query: { quarter: '2025-26-Q4' } })).ok
      .data;
    expect(q4).toMatchObject({ from: '2026-01-01', to: '2026-03-31', collection_code: 'O' });
    expect(q4.buyers.find((b) => b.buyer_pan === 'ABCPT1111K')).toMatchObject({
      receipts: 2,
      received: '1200000.00',
      tcs: '90000.00',
      first_on: '2026-03-10',
      last_on: '2026-03-12',
    });
    expect(q4.rows.find((r) => r.received === '300000.00')).toMatchObject({ rates: '5, 20' });
    // The receipts above without a date are today's, in this quarter (whichever it is).
    const now = quarterOf(todayIn(app.app.appTimezone));
    const current = (await admin.call(tcsEndpoints.register, { query: { quarter: now } })).ok.data;
    for (const q of [current, q4]) {
      expect(q.totals.tcs).toBe(q.ledger_tcs);
      expect(q.rows.length).toBe(q.totals.receipts);
    }
    // This quarter's voided receipt is not in it; the others are, with their receipt numbers.
    expect(current.rows.map((r) => r.tcs).sort()).toEqual([
      '2000.00',
      '227.00',
      '454.00',
      '500.00',
    ]);
    expect(current.rows.every((r) => r.receipt_number !== null)).toBe(true);
  });

  it('refuses a quarter spelt otherwise, naming the spelling', async ({ desk: { t, admin } }) => {
    for (const quarter of ['2026-Q3', '2026-28-Q1', '2026-27-Q5', '']) {
      const res = await admin.call(tcsEndpoints.register, { query: { quarter } });
      expect(res.status).toBe(422);
      expect(res.text).toContain('2026-27-Q3');
    }
    // None, or given twice (an array): the same words, not the schema's.
    for (const q of ['', '?quarter[]=2026-27-Q3', '?quarter=2026-27-Q3&quarter=2026-27-Q4']) {
      const res = await t.app.inject({
        url: `/api/tcs/register${q}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('as 2026-27-Q3 (October to December 2026)');
    }
  });
});

describe('the register as a file', () => {
  it('downloads as CSV with the page’s columns and rows', async ({ desk: { t, admin } }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/exports/tcs/register?quarter=2025-26-Q4&format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,File,Receipt,Buyer,PAN,Amount received (INR),Rate %,TCS (INR)');
    expect(lines.some((l) => l.includes('ABCPT1111K') && l.endsWith(',"5, 20",45000.00'))).toBe(
      true,
    );
  });
});

describe('the invoice of an overseas package', () => {
  it('states the TCS of its date on its value, collected on receipt; an Indian tour’s states none', async ({
    desk: { admin, file },
  }) => {
    const profile = await admin.call(taxProfileEndpoints.set, {
      payload: TAX_PROFILE,
    });
    expect(profile.status).toBe(200);
    const abroad = await file({ sale: '105000.00' });
    const home = await file({ sale: '105000.00' }, { abroad: false });
    const [invoice] = (await admin.call(taxDocumentEndpoints.ofBooking, { params: { id: abroad } }))
      .ok.data;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      total: '105000.00',
      tcs_rate: '2.000',
      tcs: '2100.00',
    });
    const [other] = (await admin.call(taxDocumentEndpoints.ofBooking, { params: { id: home } })).ok
      .data;
    expect(other).toMatchObject({ kind: 'invoice', tcs_rate: null, tcs: null });
  });
});
