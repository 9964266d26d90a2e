import { sql } from 'drizzle-orm';
import { bookingEndpoints as ep, todayIn } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAccount, createBooking } from '../../../test/factories.ts';
import { insideTransaction, statementsOf, writtenTables } from '../../../test/statements.ts';

/**
 * A payment's round trips to PostgreSQL are its cost on both sides and, while the file is
 * locked, every other payment's wait (payment-reads.ts): one statement locks the file and reads
 * what the rules need, then the writes.
 */
describe("a payment's statements", () => {
  test('one read with the file locked, then its four writes: six statements in its transaction', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '0.00', currency: 'AED' });
    const file = await createBooking(app.app, manager.token, {
      sale_amount: '1000.00',
      status: 'confirmed',
    });
    const day = todayIn('Asia/Kolkata');
    await app.db.execute(
      sql`insert into exchange_rates (currency, rate_date, rate) values ('AED', ${day}, 22.75)
          on conflict do nothing`,
    );
    let status = 0;
    const sent = await statementsOf(async () => {
      const paid = await manager.call(ep.addPayment, {
        params: { id: file.id },
        payload: {
          amount: '10.00',
          payment_date: day,
          payment_method: 'bank_transfer',
          deposit_account_id: bank.id,
        },
      });
      status = paid.status;
    });
    expect(status).toBe(201);
    const inside = insideTransaction(sent);
    expect(inside).toHaveLength(6);
    expect(inside[0]).toBe('lock table journal_entries in row exclusive mode');
    // The file locked, with the lock date, the deposit's facts, the rate and the payment's id.
    expect(inside[1]).toMatch(/^select .*books_settings.*exchange_rates.*nextval.* for update$/);
    // Each write's first table: the file's figures, the entry with its lines, History, the row.
    expect(writtenTables(inside.slice(2))).toEqual([
      'bookings',
      'journal_entries',
      'audit_events',
      'booking_payments',
    ]);
  });
});

/**
 * A payment moves only a file's money figures, which no index of bookings names (migration
 * 0075): PostgreSQL then updates the row in place (a HOT update), instead of writing an entry
 * into every one of the file's indexes, the trigram search's included. The one exception is the
 * owing flag (migration 0076), which a payment changes only when it settles the file.
 */
describe("a payment's update of its file", () => {
  type Db = { execute: (q: ReturnType<typeof sql>) => Promise<unknown> };
  const read = async (db: Db) => {
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const { rows } = (await db.execute(
      sql`select n_tup_upd::int as all, n_tup_hot_upd::int as hot
          from pg_stat_user_tables where relname = 'bookings'`,
    )) as { rows: { all: number; hot: number }[] };
    return rows[0]!;
  };
  /**
   * The table's counts once `done` holds for them: each connection flushes its own statistics
   * (at a commit a second after its last flush, or when idle), and the payments ran on the
   * pool's connections, not necessarily the one that reads.
   */
  const countsOnce = async (db: Db, done: (now: { all: number; hot: number }) => boolean) => {
    for (let waited = 0; ; waited += 100) {
      const now = await read(db);
      if (done(now) || waited >= 15_000) return now;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  test('is in place while the file still owes: only the settling one writes its indexes', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const file = await createBooking(app.app, manager.token, {
      sale_amount: '1000.00',
      status: 'confirmed',
    });
    const day = todayIn('Asia/Kolkata');
    const before = await read(app.db);
    for (const amount of ['10.00', '20.00', '970.00']) {
      const paid = await manager.call(ep.addPayment, {
        params: { id: file.id },
        payload: { amount, payment_date: day, payment_method: 'cash' },
      });
      expect(paid.status).toBe(201);
    }
    const notInPlace = (c: { all: number; hot: number }) => c.all - c.hot;
    const after = await countsOnce(
      app.db,
      (now) => now.all - before.all >= 3 && notInPlace(now) > notInPlace(before),
    );
    // Two payments leave the file owing: in place. The third settles it, so its owing flag
    // changes and the owing files' indexes take it out (migration 0076): written once. (A count
    // the file's creation left unflushed may arrive in the same window; it is in place too.)
    expect(notInPlace(after) - notInPlace(before)).toBe(1);
    expect(after.hot - before.hot).toBeGreaterThanOrEqual(2);
  });
});
