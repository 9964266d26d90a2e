import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  bookingEndpoints as bookingsEp,
  FIELD_RULES,
  LEDGER_MESSAGES,
  LEDGER_SERVER,
  ledgerEndpoints as ep,
  todayIn,
  transactionEndpoints as txEp,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { createAccount, createBooking, createCategory } from '../../../test/factories.ts';
import { shiftDay } from './period-spans.ts';

/**
 * The lock date (decision 043): nothing dated on or before it posts, changes or is voided (422
 * with the lock date in the message), and money documents are not dated after today. The
 * database refuses an entry in a locked period whatever the code does.
 */
const today = () => todayIn('Asia/Kolkata');

/** Journal entries dated on or before `day`. */
const entriesUpTo = async (app: TestContext, day: string) =>
  Number(
    (
      await app.db.execute<{ n: string }>(
        sql`select count(*)::text as n from journal_entries where entry_date <= ${day}`,
      )
    ).rows[0]!.n,
  );

describe('the lock date', () => {
  test('admins set it (before today only) and read it; a manager may not set it', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const lock = shiftDay(today(), -30);
    for (const day of [today(), shiftDay(today(), 1)]) {
      const refused = await admin.call(ep.setLockDate, { payload: { lock_date: day } });
      expect(refused.status).toBe(422);
      expect(refused.failure.errors).toEqual({ lock_date: [LEDGER_SERVER.lockDateNotPast] });
    }
    expect((await manager.call(ep.setLockDate, { payload: { lock_date: lock } })).status).toBe(403);
    const set = await admin.call(ep.setLockDate, { payload: { lock_date: lock } });
    expect(set.status).toBe(200);
    expect(set.ok.data).toMatchObject({ lock_date: lock, updated_by: { id: admin.id } });
    expect((await admin.call(ep.lockDate)).ok.data.lock_date).toBe(lock);
    // Left out, it is a mistake (not a request to open every period); blank opens them all.
    const missing = await admin.call(ep.setLockDate, { payload: {} as { lock_date: string } });
    expect(missing.failure.errors).toEqual({ lock_date: [LEDGER_MESSAGES.lockDateRequired] });
    expect((await admin.call(ep.lockDate)).ok.data.lock_date).toBe(lock);
    const cleared = await admin.call(ep.setLockDate, { payload: { lock_date: '' } });
    expect(cleared.ok.data.lock_date).toBeNull();
  });

  test('a transaction on or before it is refused by its date; after it, created and approved; a pending one before it is not approved until moved', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const category = await createCategory(app.app);
    const lock = shiftDay(today(), -20);
    const body = (transaction_date: string) => ({
      type: 'income',
      account_id: bank.id,
      category_id: category.id,
      amount: '150.00',
      description: 'Visa fee',
      transaction_date,
    });
    // Made while the period was open, then the period closes (an admin makes, a manager approves).
    const early = await admin.call(txEp.create, { payload: body(shiftDay(lock, -1)) });
    expect(early.status).toBe(201);
    await admin.call(ep.setLockDate, { payload: { lock_date: lock } });
    const before = await entriesUpTo(app, lock);

    for (const day of [lock, shiftDay(lock, -5)]) {
      const refused = await admin.call(txEp.create, { payload: body(day) });
      expect(refused.status).toBe(422);
      expect(refused.failure.errors).toEqual({ transaction_date: [LEDGER_SERVER.locked(lock)] });
    }
    const tomorrow = await admin.call(txEp.create, { payload: body(shiftDay(today(), 1)) });
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.failure.errors).toEqual({
      transaction_date: [FIELD_RULES.transactionDateFuture],
    });

    const approveEarly = await manager.call(txEp.approve, {
      params: { id: early.ok.data.id },
      payload: { updated_at: early.ok.data.updated_at },
    });
    expect(approveEarly.status).toBe(422);
    expect(approveEarly.failure.message).toBe(LEDGER_SERVER.locked(lock));
    expect(await entriesUpTo(app, lock)).toBe(before);

    // Moved out of the closed period, it is approved and posts on its new date.
    const moved = await admin.call(txEp.update, {
      params: { id: early.ok.data.id },
      payload: body(shiftDay(lock, 1)),
    });
    expect(moved.status).toBe(200);
    const approved = await manager.call(txEp.approve, {
      params: { id: early.ok.data.id },
      payload: { updated_at: moved.ok.data.updated_at },
    });
    expect(approved.status).toBe(200);
    expect(await entriesUpTo(app, lock)).toBe(before);
  });

  test('a payment on or before it is refused, one dated after is taken; a payment it closed cannot be voided', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const booking = await createBooking(app.app, manager.token, { sale_amount: '5000.00' });
    const lock = shiftDay(today(), -10);
    const pay = (payment_date: string, amount = '100.00') =>
      manager.call(bookingsEp.addPayment, {
        params: { id: booking.id },
        payload: { amount, payment_date, payment_method: 'cash' },
      });
    const early = await pay(shiftDay(lock, -3), '700.00');
    expect(early.status).toBe(201);
    const earlyId = early.ok.data.payments.find((p) => p.amount === '700.00')!.id;
    await admin.call(ep.setLockDate, { payload: { lock_date: lock } });

    const refused = await pay(lock);
    expect(refused.status).toBe(422);
    expect(refused.failure.errors).toEqual({ payment_date: [LEDGER_SERVER.locked(lock)] });
    const future = await pay(shiftDay(today(), 2));
    expect(future.status).toBe(422);
    expect(future.failure.errors).toEqual({ payment_date: [FIELD_RULES.paymentDateFuture] });
    expect((await pay(shiftDay(lock, 1))).status).toBe(201);

    const voided = await manager.call(bookingsEp.voidPayment, {
      params: { id: booking.id, paymentId: earlyId },
      payload: { reason: 'Entered twice' },
    });
    expect(voided.status).toBe(422);
    expect(voided.failure.message).toBe(LEDGER_SERVER.locked(lock));
    const after = (await manager.call(bookingsEp.get, { params: { id: booking.id } })).ok.data;
    expect(after.paid_amount).toBe('800.00');
  });

  test('the database refuses an entry dated in a locked period, whatever the code does', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const lock = shiftDay(today(), -5);
    await admin.call(ep.setLockDate, { payload: { lock_date: lock } });
    await expect(
      app.db.execute(
        sql`insert into journal_entries (entry_date, source_type, source_id, memo) values (${lock}, 'transaction', 1, 'sneaked in')`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  test('approvals racing a lock date being set: each one posts or is refused, never half, never a 500', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const category = await createCategory(app.app);
    const day = shiftDay(today(), -3);
    const made = [];
    for (let i = 0; i < 10; i++)
      made.push(
        (
          await admin.call(txEp.create, {
            payload: {
              type: 'expense',
              account_id: bank.id,
              category_id: category.id,
              amount: '10.00',
              description: `Race ${i}`,
              transaction_date: day,
            },
          })
        ).ok.data,
      );
    const [lockSet, ...answers] = await Promise.all([
      admin.call(ep.setLockDate, { payload: { lock_date: day } }),
      ...made.map((t) =>
        manager.call(txEp.approve, {
          params: { id: t.id },
          payload: { updated_at: t.updated_at },
        }),
      ),
    ]);
    expect(lockSet.status).toBe(200);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
    const posted = await app.db.execute<{ n: string; approved: string }>(sql`
      select (select count(*)::text from journal_entries where source_type = 'transaction' and entry_date = ${day}) as n,
             (select count(*)::text from transactions where status = 'approved' and transaction_date = ${day}) as approved`);
    expect(Number(posted.rows[0]!.n)).toBe(statuses.filter((s) => s === 200).length);
    expect(posted.rows[0]!.approved).toBe(posted.rows[0]!.n);
  });
});
