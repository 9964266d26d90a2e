// The cancellation policy (decision 052): a percentage of the sale by days before travel. The
// agency's tiers (booking_id null, admins edit them) apply to every file that has none of its
// own. The quote is what cancelling today would keep; cancelling still takes a typed charge.
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CancellationPolicy, CancellationQuote, CancellationTier } from '@app/contract';
import type { bookingPolicyInput, cancellationPolicyInput } from '@app/contract';
import { BOOKING_SERVER, chargeAt, money, tierFor, todayIn, toMoney } from '@app/contract';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { bookings, cancellationTiers } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent } from '../../lib/audit/audit.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { bookingEvent } from './bookings.service.ts';
import { settlementOf } from './refunds.ts';

type PolicyValues = z.output<typeof cancellationPolicyInput>;
type FilePolicyValues = z.output<typeof bookingPolicyInput>;
type Tiers = PolicyValues['tiers'];

/** The tiers of the file (`bookingId`) or the agency's (null), the most days first. */
async function tiersOf(db: DbOrTx, bookingId: number | null): Promise<CancellationTier[]> {
  return db
    .select({ min_days: cancellationTiers.min_days, percent: cancellationTiers.percent })
    .from(cancellationTiers)
    .where(
      bookingId === null
        ? isNull(cancellationTiers.booking_id)
        : eq(cancellationTiers.booking_id, bookingId),
    )
    .orderBy(desc(cancellationTiers.min_days), asc(cancellationTiers.id));
}

/** "30+ days 10%, 0+ days 100%": a policy as its History event shows it ("—" for none). */
const policyText = (tiers: CancellationTier[]) =>
  tiers.length
    ? tiers.map((t) => `${t.min_days}+ days ${money(t.percent).toString()}%`).join(', ')
    : null;

/** Replace a policy's tiers: the agency's (null) or a file's. */
async function writeTiers(tx: Tx, bookingId: number | null, tiers: Tiers | null) {
  await tx
    .delete(cancellationTiers)
    .where(
      bookingId === null
        ? isNull(cancellationTiers.booking_id)
        : eq(cancellationTiers.booking_id, bookingId),
    );
  if (tiers?.length)
    await tx
      .insert(cancellationTiers)
      .values(
        tiers.map((t) => ({ booking_id: bookingId, min_days: t.min_days, percent: t.percent })),
      );
}

export const agencyPolicy = async (db: DbOrTx): Promise<CancellationPolicy> => ({
  tiers: await tiersOf(db, null),
});

/**
 * Set the agency's policy (admins): its tiers replaced, one History event of the change; two
 * admins saving at once are recorded one after the other.
 */
export async function setAgencyPolicy(db: DbOrTx, actor: Actor, v: PolicyValues) {
  await inTransaction(db, async (tx) => {
    // One writer at a time: the agency's tiers have no row of their own to lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cancellation_policy'))`);
    const before = await tiersOf(tx, null);
    await writeTiers(tx, null, v.tiers);
    const after = await tiersOf(tx, null);
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      record_label: 'Cancellation policy',
      changes: diffFields(
        { cancellation_policy: policyText(before) },
        { cancellation_policy: policyText(after) },
        ['cancellation_policy'],
      ),
    });
  });
  return agencyPolicy(db);
}

/** Whole days from `today` to `day` (negative when `day` is past). */
const daysFrom = (today: string, day: string) =>
  Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);

/** What cancelling the file today would keep and leave refundable, by its policy. */
export async function cancellationQuote(
  db: DbOrTx,
  bookingId: number,
  timeZone: string,
): Promise<CancellationQuote> {
  const [f] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!f) throw new NotFound(BOOKING_SERVER.notFound);
  const own = await tiersOf(db, f.id);
  const tiers = own.length ? own : await tiersOf(db, null);
  const today = todayIn(timeZone);
  const travel = f.travel_start_date ?? f.check_in_date;
  const days = travel ? daysFrom(today, travel) : null;
  const tier = days === null ? null : tierFor(tiers, days);
  const suggested = tier ? chargeAt(f.sale_amount, tier.percent) : null;
  const s = await settlementOf(db, f);
  const left = money(s.received)
    .minus(suggested ?? 0)
    .minus(s.refunded);
  return {
    currency: f.currency,
    travel_date: travel,
    today,
    days_before: days,
    policy: own.length ? 'file' : 'agency',
    tiers,
    tier,
    sale: toMoney(f.sale_amount),
    suggested_charge: suggested,
    received: s.received,
    refunded: s.refunded,
    refundable: toMoney(left.gt(0) ? left : 0),
  };
}

/** A file's own tiers (null: back to the agency's), recorded in its History. */
export async function setFilePolicy(
  db: DbOrTx,
  bookingId: number,
  v: FilePolicyValues,
  timeZone: string,
  actor: Actor,
) {
  await inTransaction(db, async (tx) => {
    const f = await lockRow(tx, bookings, bookingId, BOOKING_SERVER.notFound);
    const before = await tiersOf(tx, f.id);
    await writeTiers(tx, f.id, v.tiers);
    const after = await tiersOf(tx, f.id);
    const changes = diffFields(
      { cancellation_policy: policyText(before) },
      { cancellation_policy: policyText(after) },
      ['cancellation_policy'],
    );
    if (changes.length)
      await recordEvent(tx, actor, { action: 'update', ...bookingEvent(f), changes });
  });
  return cancellationQuote(db, bookingId, timeZone);
}
