import { afterAll, beforeAll, expect, it } from 'vitest';
import type { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { databaseBefore } from '../../test/migrations-before.ts';

/**
 * Migration 0068 recomputes cancelled files' figures, which queues the bookings' deferred
 * triggers (their statistics, at commit); the migrations after it alter `bookings` in the same
 * transaction, which PostgreSQL refuses while trigger events are pending ("cannot ALTER TABLE
 * because it has pending trigger events"). An install with a cancelled file (the demo has two)
 * could not start. The upgrade from just before 0068 with a cancelled, part-paid file:
 */
const TAG = '0068_cancellation_policy_reopen';

let db: ReturnType<typeof createDb>;
let drop: () => Promise<void>;
let fileId = 0;

beforeAll(async () => {
  ({ db, drop } = await databaseBefore(TAG));
  // A guest's file sold for ₹20,000, ₹8,000 paid, cancelled keeping ₹2,000: before 0068 it
  // read "Partial, balance due 12,000".
  const { rows } = await db.pool.query<{ id: number }>(
    `insert into bookings (file_number, guest_name, booking_date, currency, sale_amount,
       purchase_amount, profit_amount, net_profit, paid_amount, balance_due, status,
       payment_status, cancellation_charge)
     values ('TF-2026-00013', 'Neha Rao', '2026-11-02', 'INR', 20000, 15000, 5000, 5000, 8000,
       12000, 'cancelled', 'partial', 2000) returning id`,
  );
  fileId = rows[0]!.id;
});

afterAll(() => drop());

it('upgrades an install with a cancelled file through 0068 and every migration after it', async () => {
  await runMigrations(db.db);
  const { rows } = await db.pool.query<{ balance_due: string; payment_status: string }>(
    'select balance_due::text, payment_status from bookings where id = $1',
    [fileId],
  );
  // It paid ₹6,000 more than the charge it keeps: it owes nothing (that is refundable).
  expect(rows[0]).toEqual({ balance_due: '0.00', payment_status: 'paid' });
});
