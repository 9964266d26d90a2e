import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingStatsTotals,
  computeBookingTotals,
  monthTotals,
  fileLedger,
  receivableTotals,
  sumMoney,
} from '@app/contract';
import { createTestDatabase } from '../../../test/db.ts';
import {
  agents,
  bookingMonthTotals,
  bookingPayments,
  bookings,
  bookingStats,
  receivableDays,
  users,
} from '../schema/index.ts';
import { addBookingPayment } from '../../modules/bookings/payments.service.ts';
import type { AuthUser } from '../../lib/sessions/session-lookup.ts';

/**
 * Money arithmetic has one home, the contract. What the database computes itself
 * (the totals its triggers keep: booking_stats_apply, booking_report_move) is checked here
 * against the contract's definition of the same totals, on amounts where a float or a
 * rounding slip would show: 0.01, the largest NUMERIC(14,2), hundreds of small payments,
 * cancelled files, files with and without an agent, travel date or destination.
 */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
let user: AuthUser;
let agentId: number;

const FILES = [
  { sale: '0.01', purchase: '0.00', agent: false, day: '2026-01-05', travel: null, dest: null },
  {
    sale: '0.99',
    purchase: '0.98',
    agent: true,
    day: '2026-01-31',
    travel: '2026-02-01',
    dest: 'Goa',
  },
  {
    sale: '1.00',
    purchase: '1.00',
    agent: false,
    day: '2026-02-01',
    travel: '2026-02-01',
    dest: 'Goa',
  },
  {
    sale: '100.00',
    purchase: '37.13',
    agent: true,
    day: '2026-02-14',
    travel: '2026-03-01',
    dest: 'Dubai',
  },
  {
    sale: '12345.67',
    purchase: '9999.99',
    agent: false,
    day: '2026-02-28',
    travel: null,
    dest: 'Dubai',
  },
  {
    sale: '999999999999.99',
    purchase: '0.01',
    agent: false,
    day: '2026-03-01',
    travel: '2026-04-01',
    dest: 'Bali',
  },
  {
    sale: '999999999999.99',
    purchase: '999999999999.99',
    agent: true,
    day: '2026-03-02',
    travel: '2026-04-01',
    dest: 'Bali',
  },
  { sale: '333.33', purchase: '111.11', agent: true, day: '2026-03-03', travel: null, dest: 'Goa' },
] as const;

/** Payments per file (by index): many small ones, exact remainders, the largest amounts. */
const PAYMENTS: Record<number, string[]> = {
  0: ['0.01'],
  3: Array.from({ length: 250 }, () => '0.37'),
  4: Array.from({ length: 120 }, () => '0.01').concat(['12344.47']),
  5: ['999999999999.98'],
  // An agent's file takes no more than the agent owes, the sale less commission (decision 043).
  6: [
    computeBookingTotals({
      sale: '999999999999.99',
      purchase: '0',
      hasAgent: true,
      commissionRate: '7.50',
    }).agent_payable!,
  ],
  7: ['0.10', '0.20', '0.03'],
};

/**
 * The rate each file was booked at (INR per unit): the totals count its money in rupees at it,
 * half-up to the paisa. Odd rates, a rate below one and one of exactly one; every other file
 * is confirmed, so the month totals and receivable days count money too.
 */
const RATES = [
  '22.70000000',
  '1.00000000',
  '83.12345678',
  '0.00500000',
  '22.69999999',
  '3.67250000',
  '1.23456789',
  '100.00000000',
];

beforeAll(async () => {
  t = await createTestDatabase();
  const [u] = await t.db
    .insert(users)
    .values({ name: 'Ledger', email: 'ledger@example.com', password_hash: 'x', role: 'admin' })
    .returning();
  user = { ...u!, permissions: [] };
  const [a] = await t.db
    .insert(agents)
    .values({
      code: 'AG-9001',
      name: 'Ledger agent',
      primary_mobile: '+91 90000 00000',
      primary_email: 'agent@example.com',
      commission_rate: '7.50',
    })
    .returning({ id: agents.id });
  agentId = a!.id;
  for (const [i, f] of FILES.entries()) {
    const [b] = await t.db
      .insert(bookings)
      .values({
        file_number: `TF-2026-${String(i + 1).padStart(5, '0')}`,
        guest_name: `Guest ${i}`,
        booking_date: f.day,
        travel_start_date: f.travel,
        destination: f.dest,
        sale_amount: f.sale,
        purchase_amount: f.purchase,
        agent_id: f.agent ? agentId : null,
        status: i % 2 === 0 ? 'confirmed' : 'draft',
        rate: RATES[i],
        ...computeBookingTotals({
          sale: f.sale,
          purchase: f.purchase,
          hasAgent: f.agent,
          commissionRate: f.agent ? '7.50' : null,
        }),
      })
      .returning({ id: bookings.id });
    for (const amount of PAYMENTS[i] ?? []) {
      await addBookingPayment(t.db, user, b!.id, {
        amount,
        payment_date: '2026-03-10',
        payment_method: 'cash',
        transaction_reference: null,
        payment_notes: null,
      });
    }
  }
  // A cancelled file leaves the money totals but stays counted (decision 011).
  await t.db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(eq(bookings.guest_name, 'Guest 7'));
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

const files = () => t.db.select().from(bookings).orderBy(bookings.id);
/** Rows as sorted JSON, each with its keys in order: the comparison ignores row and key order. */
const byJson = (rows: object[]) => rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();

describe('money the database computes, against the contract', () => {
  it("leaves each file's paid, balance and status as the contract's fileLedger", async () => {
    const rows = await files();
    for (const [i, b] of rows.entries()) {
      const paid = sumMoney(
        (
          await t.db
            .select({ amount: bookingPayments.amount })
            .from(bookingPayments)
            .where(eq(bookingPayments.booking_id, b.id))
        ).map((p) => p.amount),
      );
      expect(paid).toBe(sumMoney(PAYMENTS[i] ?? []));
      const { paid_amount, balance_due, payment_status } = b;
      const ledger = fileLedger({
        sale: b.sale_amount,
        payable: b.agent_payable,
        paid,
        agentPaid: b.agent_paid,
      });
      expect({ paid_amount, balance_due, payment_status }, b.file_number).toEqual({
        paid_amount: ledger.paid_amount,
        balance_due: ledger.balance_due,
        payment_status: ledger.payment_status,
      });
    }
    expect(rows.map((b) => b.payment_status)).toEqual([
      'paid',
      'unpaid',
      'unpaid',
      // 250 × 0.37 = 92.50: the sale of 100 less 7.5% commission, all the agent owes.
      'paid',
      'paid',
      'partial',
      'paid',
      'partial',
    ]);
  });

  it("keeps booking_stats as the contract's bookingStatsTotals", async () => {
    // A group's slots summed (migration 0074): which slot a write added to is not the rule.
    const s = bookingStats;
    const kept = await t.db
      .select({
        status: s.status,
        payment_status: s.payment_status,
        bookings: sql<number>`sum(${s.bookings})::int`,
        sale: sql<string>`sum(${s.sale})::text`,
        net_profit: sql<string>`sum(${s.net_profit})::text`,
        balance_due: sql<string>`sum(${s.balance_due})::text`,
        owing: sql<number>`sum(${s.owing})::int`,
      })
      .from(s)
      .groupBy(s.status, s.payment_status)
      .having(sql`sum(${s.bookings}) <> 0`);
    expect(byJson(kept)).toEqual(byJson(bookingStatsTotals(await files())));
  });

  it("keeps booking_month_totals as the contract's monthTotals", async () => {
    const kept = await t.db
      .select()
      .from(bookingMonthTotals)
      .where(ne(bookingMonthTotals.files, 0));
    expect(kept.length).toBeGreaterThan(6);
    expect(byJson(kept)).toEqual(byJson(monthTotals(await files())));
  });

  it("keeps receivable_days as the contract's receivableTotals", async () => {
    const kept = await t.db.select().from(receivableDays).where(ne(receivableDays.files, 0));
    expect(byJson(kept)).toEqual(byJson(receivableTotals(await files())));
  });
});
