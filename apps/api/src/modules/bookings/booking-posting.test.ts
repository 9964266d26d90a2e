import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { JournalSource, SYSTEM_ACCOUNTS } from '@app/contract';
import {
  bookingEndpoints as ep,
  LEDGER_SERVER,
  money,
  ledgerEndpoints as ledgerEp,
  paymentEndpoints,
  RATE_MESSAGES,
  todayIn,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import type { Caller } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import {
  bookingValues,
  createAccount,
  createAgent,
  createBooking,
  signIn,
} from '../../../test/factories.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';

/**
 * Tourism money in the books (decision 043): a confirmed file posts its receivable (the payer's:
 * the agent's on an agent's file, owed the sale less commission), revenue, commission and cost;
 * a change posts the difference; a cancellation the reverse; a payment Dr where it went / Cr the
 * receivable, with an exchange difference when the rate moved; a void the reverse. Test
 * databases hold a standing rate of 22.70 INR per AED (test/global-setup.ts).
 */
type Line = {
  account: number;
  debit: string;
  credit: string;
  currency: string;
  amount: string;
  rate: string;
};

const today = () => todayIn('Asia/Kolkata');

async function entriesOf(app: TestContext, source: JournalSource, sourceId: number) {
  const entries = await app.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.source_type, source), eq(journalEntries.source_id, sourceId)))
    .orderBy(journalEntries.id);
  return Promise.all(
    entries.map(async (e) => ({
      ...e,
      lines: (
        await app.db
          .select({
            account: journalLines.account_id,
            debit: journalLines.debit,
            credit: journalLines.credit,
            currency: journalLines.currency,
            amount: journalLines.amount,
            rate: journalLines.rate,
          })
          .from(journalLines)
          .where(eq(journalLines.entry_id, e.id))
          .orderBy(journalLines.id)
      ).map((l): Line => l),
    })),
  );
}

const sys = async (app: TestContext, key: keyof typeof SYSTEM_ACCOUNTS) =>
  (await app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.system_key, key)))[0]!
    .id;

/** An account's balance in the books, debit minus credit. */
const net = async (app: TestContext, accountId: number) =>
  (
    await app.db.execute<{ v: string }>(
      sql`select coalesce(sum(debit - credit), 0)::text as v from journal_lines where account_id = ${accountId}`,
    )
  ).rows[0]!.v;

const aed = (amount: string, rate = '22.70000000') => ({ currency: 'AED', amount, rate });

/** Update a file with its full body (the form's PUT). */
const update = (m: Caller, id: number, o: Record<string, unknown>) =>
  m.call(ep.update, { params: { id }, payload: bookingValues(o) });

describe('a file in the books', () => {
  test('a direct file posts nothing as a draft; confirmed, the receivable, revenue and cost; a change the difference; cancelled, the reverse', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const figures = { sale_amount: '1000.00', purchase_amount: '600.00' };
    const draft = await createBooking(app.app, manager.token, figures);
    expect(await entriesOf(app, 'booking', draft.id)).toEqual([]);

    expect((await update(manager, draft.id, { ...figures, status: 'confirmed' })).status).toBe(200);
    const [confirmed] = await entriesOf(app, 'booking', draft.id);
    expect(confirmed).toMatchObject({ entry_date: today(), created_by: manager.id });
    const [ar, revenue, cost, payables] = await Promise.all([
      sys(app, 'customer_receivables'),
      sys(app, 'tour_revenue'),
      sys(app, 'cost_of_tours'),
      sys(app, 'supplier_payables'),
    ]);
    expect(confirmed!.lines).toEqual([
      { account: ar, debit: '22700.00', credit: '0.00', ...aed('1000.00') },
      { account: revenue, debit: '0.00', credit: '22700.00', ...aed('1000.00') },
      { account: cost, debit: '13620.00', credit: '0.00', ...aed('600.00') },
      { account: payables, debit: '0.00', credit: '13620.00', ...aed('600.00') },
    ]);

    // A new rate does not move a booked file: the change posts at the rate it was booked at.
    await app.db.execute(
      sql`insert into exchange_rates (currency, rate_date, rate) values ('AED', ${today()}, 23.10000000)`,
    );
    await update(manager, draft.id, {
      sale_amount: '1100.00',
      purchase_amount: '600.00',
      status: 'confirmed',
    });
    const [, adjusted] = await entriesOf(app, 'booking', draft.id);
    expect(adjusted!.lines).toEqual([
      { account: ar, debit: '2270.00', credit: '0.00', ...aed('100.00') },
      { account: revenue, debit: '0.00', credit: '2270.00', ...aed('100.00') },
    ]);

    const cancelled = await manager.call(ep.cancel, {
      params: { id: draft.id },
      payload: { reason: 'Guest called off the trip' },
    });
    expect(cancelled.status).toBe(200);
    const all = await entriesOf(app, 'booking', draft.id);
    expect(all).toHaveLength(3);
    for (const account of [ar, revenue, cost, payables]) {
      const held = all
        .flatMap((e) => e.lines)
        .filter((l) => l.account === account)
        .reduce((s, l) => s.plus(l.debit).minus(l.credit), money(0));
      expect(held.isZero()).toBe(true);
    }
    // The file's database is shared by this file's tests: the others book at the standing rate.
    await app.db.execute(sql`delete from exchange_rates where rate_date = ${today()}`);
  });

  test("an agent's file: the agent owes the sale less commission, the commission reduces revenue", async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const agent = await createAgent(app.app, { commission_rate: '10' });
    const file = await createBooking(app.app, manager.token, {
      agent_id: agent.id,
      agent_commission_rate: '10.00',
      sale_amount: '333.35',
      purchase_amount: '200.00',
      status: 'confirmed',
    });
    const [entry] = await entriesOf(app, 'booking', file.id);
    const [agentAr, commission, revenue] = await Promise.all([
      sys(app, 'agent_receivables'),
      sys(app, 'agent_commission'),
      sys(app, 'tour_revenue'),
    ]);
    // 300.01 × 22.7 = 6810.227 → 6810.23; 33.34 × 22.7 = 756.818 → 756.82; 333.35 × 22.7 =
    // 7567.045 → 7567.05: the debits (7567.05) equal the credits, no rounding line needed here.
    expect(entry!.lines.slice(0, 3)).toEqual([
      { account: agentAr, debit: '6810.23', credit: '0.00', ...aed('300.01') },
      { account: commission, debit: '756.82', credit: '0.00', ...aed('33.34') },
      { account: revenue, debit: '0.00', credit: '7567.05', ...aed('333.35') },
    ]);
    const dr = entry!.lines.reduce((s, l) => s.plus(l.debit), money(0));
    const cr = entry!.lines.reduce((s, l) => s.plus(l.credit), money(0));
    expect(dr.eq(cr)).toBe(true);
  });

  test('with no rate for the day, confirming says which currency and date and where to add one', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    await app.db.execute(sql`delete from exchange_rates`);
    const file = await createBooking(app.app, manager.token);
    const res = await update(manager, file.id, { status: 'confirmed' });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({ status: [RATE_MESSAGES.missing('AED', today())] });
    expect(await entriesOf(app, 'booking', file.id)).toEqual([]);
    await app.db.execute(
      sql`insert into exchange_rates (currency, rate_date, rate) values ('AED', '2000-01-01', 22.70000000)`,
    );
  });
});

describe('payments in the books', () => {
  test('a payment debits the account it went into and credits the receivable; a later rate is an exchange difference; a void reverses it', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const file = await createBooking(app.app, manager.token, {
      sale_amount: '1000.00',
      status: 'confirmed',
    });
    const payDay = '2026-11-20';
    await app.db.execute(
      sql`insert into exchange_rates (currency, rate_date, rate) values ('AED', ${payDay}, 22.75000000)`,
    );
    const paid = await manager.call(ep.addPayment, {
      params: { id: file.id },
      payload: {
        amount: '400.00',
        payment_date: payDay,
        payment_method: 'bank_transfer',
        deposit_account_id: bank.id,
      },
    });
    expect(paid.status).toBe(201);
    const paymentId = paid.ok.data.payments[0]!.id;
    const [entry] = await entriesOf(app, 'payment', paymentId);
    const [ar, fx] = await Promise.all([
      sys(app, 'customer_receivables'),
      sys(app, 'exchange_difference'),
    ]);
    expect(entry).toMatchObject({ entry_date: payDay, created_by: manager.id });
    // Booked at 22.70 (the rate on the day it was confirmed), paid at 22.75: a gain of 20.00.
    expect(entry!.lines).toEqual([
      { account: bank.id, debit: '9100.00', credit: '0.00', ...aed('400.00', '22.75000000') },
      { account: ar, debit: '0.00', credit: '9080.00', ...aed('400.00') },
      {
        account: fx,
        debit: '0.00',
        credit: '20.00',
        currency: 'INR',
        amount: '20.00',
        rate: '1.00000000',
      },
    ]);

    const voided = await manager.call(ep.voidPayment, {
      params: { id: file.id, paymentId },
      payload: { reason: 'Bounced' },
    });
    expect(voided.status).toBe(200);
    const [reversal] = await entriesOf(app, 'void', paymentId);
    expect(reversal).toMatchObject({ reverses_id: entry!.id, entry_date: today() });
    expect(await net(app, bank.id)).toBe('0.00');
    // The journal opens the file from the payment's entry and from its void's.
    const admin = await callers.admin();
    for (const id of [entry!.id, reversal!.id])
      expect((await admin.call(ledgerEp.entry, { params: { id } })).ok.data.document).toEqual({
        type: 'booking',
        id: file.id,
        label: file.file_number,
      });
    await app.db.execute(sql`delete from exchange_rates where rate_date = ${payDay}`);
  });

  test('without an account named, the money waits in Undeposited Funds; an income account is refused', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const file = await createBooking(app.app, manager.token, { status: 'confirmed' });
    const pay = (o: Record<string, unknown>) =>
      manager.call(ep.addPayment, {
        params: { id: file.id },
        payload: { amount: '10.00', payment_date: '2026-11-20', payment_method: 'cash', ...o },
      });
    const income = await createAccount(app.app, { type: 'income', opening_balance: '0.00' });
    const refused = await pay({ deposit_account_id: income.id });
    expect(refused.status).toBe(422);
    expect(refused.failure.errors).toEqual({ deposit_account_id: [LEDGER_SERVER.notMoneyAccount] });
    expect((await pay({})).status).toBe(201);
    expect(await net(app, await sys(app, 'undeposited_funds'))).toBe('227.00');
  });

  test("a method's account, set by an admin, takes the payments that name none", async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const bank = await createAccount(app.app, { opening_balance: '0.00' });
    const income = await createAccount(app.app, { type: 'income', opening_balance: '0.00' });
    const wrong = await admin.call(ledgerEp.setPaymentAccounts, {
      payload: { accounts: [{ method: 'upi', account_id: income.id }] },
    });
    expect(wrong.failure.errors).toEqual({
      'accounts.0.account_id': [LEDGER_SERVER.notMoneyAccount],
    });
    expect(
      (
        await manager.call(ledgerEp.setPaymentAccounts, {
          payload: { accounts: [{ method: 'upi', account_id: bank.id }] },
        })
      ).status,
    ).toBe(403);
    const set = await admin.call(ledgerEp.setPaymentAccounts, {
      payload: { accounts: [{ method: 'upi', account_id: bank.id }] },
    });
    expect(set.ok.data.find((m) => m.method === 'upi')!.account).toEqual({
      id: bank.id,
      name: bank.name,
    });
    expect(set.ok.data.find((m) => m.method === 'cash')!.account).toBeNull();
    const file = await createBooking(app.app, manager.token, { status: 'confirmed' });
    await manager.call(ep.addPayment, {
      params: { id: file.id },
      payload: { amount: '50.00', payment_date: '2026-11-20', payment_method: 'upi' },
    });
    expect(await net(app, bank.id)).toBe('1135.00');
    // The payments list says where each payment went.
    const listed = await manager.call(paymentEndpoints.list, {
      query: { booking_id: String(file.id) },
    });
    expect(listed.ok.data.map((p) => p.deposit_account)).toEqual([
      { id: bank.id, name: bank.name },
    ]);
    // The payment form's choices: money accounts and Undeposited Funds (no income account, no
    // other system account), and the default the method now has; a user who records payments
    // reads them without view_books.
    const asStaff = async (permissions: string[]) =>
      (await signIn(app.app, { role: 'staff', permissions })).token;
    const desk = await asStaff(['view_bookings', 'create_payments']);
    const choices = (await callEndpoint(app.app, ledgerEp.depositAccounts, { token: desk })).ok
      .data;
    const ids = choices.accounts.map((a) => a.id);
    expect(ids).toContain(bank.id);
    expect(ids).toContain(await sys(app, 'undeposited_funds'));
    expect(ids).not.toContain(income.id);
    expect(ids).not.toContain(await sys(app, 'customer_receivables'));
    expect(choices.methods.find((m) => m.method === 'upi')!.account).toEqual({
      id: bank.id,
      name: bank.name,
    });
    const outsider = await asStaff(['view_bookings']);
    expect(
      (await callEndpoint(app.app, ledgerEp.depositAccounts, { token: outsider })).status,
    ).toBe(403);
    // Cleared, the method is back to Undeposited Funds.
    const cleared = await admin.call(ledgerEp.setPaymentAccounts, {
      payload: { accounts: [{ method: 'upi', account_id: null }] },
    });
    expect(cleared.ok.data.find((m) => m.method === 'upi')!.account).toBeNull();
  });

  test('ten payments at once on one file post once each, and the books balance after', async ({
    app,
    callers,
  }) => {
    const manager = await callers.manager();
    const file = await createBooking(app.app, manager.token, {
      sale_amount: '100.00',
      status: 'confirmed',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        manager.call(ep.addPayment, {
          params: { id: file.id },
          payload: { amount: '15.00', payment_date: '2026-11-20', payment_method: 'cash' },
        }),
      ),
    );
    // 100 owed: six of 15 fit, the rest are refused by the balance.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    const posted = await app.db.execute<{ n: string }>(
      sql`select count(*)::text as n from journal_entries e join booking_payments p on p.id = e.source_id
          where e.source_type = 'payment' and p.booking_id = ${file.id}`,
    );
    expect(posted.rows[0]!.n).toBe('6');
    const books = await app.db.execute<{ dr: string; cr: string }>(
      sql`select sum(debit)::text as dr, sum(credit)::text as cr from journal_lines`,
    );
    expect(books.rows[0]!.dr).toBe(books.rows[0]!.cr);
    // What the guest still owes in the books: 10 AED at 22.70 (other files' lines aside).
    const admin = await callers.admin();
    const entries = await admin.call(ledgerEp.entries, {
      query: { source_type: 'booking', source_id: String(file.id) },
    });
    expect(entries.ok.data).toHaveLength(1);
  });
});
