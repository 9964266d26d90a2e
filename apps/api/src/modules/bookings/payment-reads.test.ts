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
