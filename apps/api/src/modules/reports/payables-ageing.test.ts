import { sql } from 'drizzle-orm';
import { reportEndpoints, supplierPaymentEndpoints, todayIn } from '@app/contract';
import { csvRecords } from '../exports/read-back.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { aFileOwedToSuppliers, aSupplier } from '../../../test/supplier-files.ts';

/**
 * Payables ageing as a report: the supplier payments' own ageing (decision 048) read for
 * view_reports, as of today, with its export. Two suppliers in two currencies; one payable moved
 * 45 days past due and one 100, so four of the five buckets hold something.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  const supplier = (name: string, currency: string) => aSupplier(admin, name, currency);
  const hotel = await supplier('Palm Hotel', 'AED');
  const guide = await supplier('Kerala Guides', 'INR');
  const b = await aFileOwedToSuppliers(admin, { hotel, guide });
  // The room 45 days past due (31–60), the transfer 100 (90+); the tour not yet due.
  await t.db.execute(sql`update supplier_payables set due_date = current_date - 45
    where booking_id = ${b.id} and line_kind = 'accommodations'`);
  await t.db.execute(sql`update supplier_payables set due_date = current_date - 100
    where booking_id = ${b.id} and line_kind = 'tours' and supplier_id = ${hotel}`);
  return { t, admin };
});

describe('the payables ageing report', () => {
  it('answers what GET /payables/ageing answers, as of today', async ({ desk: { t, admin } }) => {
    const report = await admin.call(reportEndpoints.payablesAgeing);
    expect(report.status, report.text).toBe(200);
    const own = (await admin.call(supplierPaymentEndpoints.ageing)).ok.data;
    expect(report.ok.data).toEqual(own);
    const data = report.ok.data;
    expect(data.as_of).toBe(todayIn(t.app.appTimezone));
    const palm = data.rows.find((r) => r.supplier.name === 'Palm Hotel')!;
    expect(palm).toMatchObject({
      currency: 'AED',
      buckets: {
        current: '0.00',
        '0-30': '0.00',
        '31-60': '3000.00',
        '61-90': '0.00',
        '90+': '800.00',
      },
      total: '3800.00',
    });
    expect(data.totals.map((x) => [x.currency, x.total])).toEqual([
      ['AED', '3800.00'],
      ['INR', '11350.00'],
    ]);
    expect(data.totals.find((x) => x.currency === 'INR')!.buckets.current).toBe('11350.00');
  });

  it('exports the suppliers and each currency’s total, with the same figures', async ({
    desk: { t, admin },
  }) => {
    const own = (await admin.call(supplierPaymentEndpoints.ageing)).ok.data;
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/reports/payables-ageing/export?format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRecords(csv.body);
    expect(Object.keys(rows[0]!)).toEqual([
      'Supplier name',
      'Currency',
      'Not yet due',
      '0-30 days',
      '31-60 days',
      '61-90 days',
      '90+ days',
      'Total',
    ]);
    const figures = (r: (typeof own.totals)[number]) => [
      r.currency,
      r.buckets.current,
      r.buckets['0-30'],
      r.buckets['31-60'],
      r.buckets['61-90'],
      r.buckets['90+'],
      r.total,
    ];
    expect(rows.map((r) => [r['Supplier name'], ...Object.values(r).slice(1)])).toEqual([
      ...own.rows.map((r) => [r.supplier.name, ...figures(r)]),
      ...own.totals.map((r) => ['Total', ...figures(r)]),
    ]);
    expect(rows.find((r) => r['Supplier name'] === 'Palm Hotel')).toMatchObject({
      '31-60 days': '3000.00',
      '90+ days': '800.00',
    });
  });

  it('is for view_reports: refused to staff without it, answered to a manager', async ({
    callers,
  }) => {
    const staff = await callers.staff();
    const manager = await callers.manager();
    expect((await staff.call(reportEndpoints.payablesAgeing)).status).toBe(403);
    expect(
      (await staff.call(reportEndpoints.payablesAgeingExport, { query: { format: 'csv' } })).status,
    ).toBe(403);
    expect((await manager.call(reportEndpoints.payablesAgeing)).status).toBe(200);
  });
});
