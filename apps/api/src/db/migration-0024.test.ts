import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { databaseBefore } from '../../test/migrations-before.ts';
import { RECEIPT_PREFIX } from '@app/contract';
import { nextYearlyNumber } from '../lib/rows/numbering.ts';

/**
 * Migration 0024 gives every payment made before it a receipt number, per year of
 * its payment date in id order, and the counters carry on after them.
 */
const TAG = '0024_receipts_today_search';

let db: ReturnType<typeof createDb>;
let drop: () => Promise<void>;
// Payment dates in insertion (id) order.
const DATES = ['2025-03-01', '2024-12-31', '2025-01-15', '2024-06-01', '2025-02-01'];

beforeAll(async () => {
  ({ db, drop } = await databaseBefore(TAG));
  const b = await db.pool.query<{ id: number }>(
    `insert into bookings (file_number, guest_name, booking_date, sale_amount, purchase_amount,
       profit_amount, net_profit, balance_due)
     values ('TF-2024-00001', 'Old Guest', '2024-05-01', 100000, 1, 99999, 99999, 100000)
     returning id`,
  );
  for (const d of DATES)
    await db.pool.query(
      `insert into booking_payments (booking_id, amount, payment_date, payment_method)
       values ($1, 10, $2, 'cash')`,
      [b.rows[0]!.id, d],
    );
  await runMigrations(db.db); // the upgrade: 0024 and anything after it
});

afterAll(() => drop());

describe('migration 0024: receipt numbers for the payments before it', () => {
  it('numbers them per year of the payment date, in id order', async () => {
    const { rows } = await db.pool.query<{ receipt_number: string }>(
      'select receipt_number from booking_payments order by id',
    );
    expect(rows.map((r) => r.receipt_number)).toEqual([
      'RCPT-2025-00001',
      'RCPT-2024-00001',
      'RCPT-2025-00002',
      'RCPT-2024-00002',
      'RCPT-2025-00003',
    ]);
  });

  it('carries each year’s counter on after them, and starts a new year at 00001', async () => {
    expect(await nextYearlyNumber(db.db, RECEIPT_PREFIX, '2025-07-01')).toBe('RCPT-2025-00004');
    expect(await nextYearlyNumber(db.db, RECEIPT_PREFIX, '2024-07-01')).toBe('RCPT-2024-00003');
    expect(await nextYearlyNumber(db.db, RECEIPT_PREFIX, '2023-07-01')).toBe('RCPT-2023-00001');
  });

  it('leaves no payment without a number, and refuses one', async () => {
    await expect(
      db.pool.query(
        `insert into booking_payments (booking_id, amount, payment_date, payment_method)
         select id, 1, '2025-01-01', 'cash' from bookings limit 1`,
      ),
    ).rejects.toThrow(/receipt_number/);
  });
});
