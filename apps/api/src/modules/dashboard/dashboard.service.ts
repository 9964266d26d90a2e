import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Access, TodayItem } from '@app/contract';
import { BALANCE_DUE_FILTERS, can, todayIn } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { branches, dayPlans, statusCounts } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countBookings } from '../bookings/booking-list.ts';

/** Tourism counters show only to those who may open their list. */
const TOURISM_NEEDS: Record<string, Access> = {
  services_today: 'view_day_plans',
  open_enquiries: 'view_enquiries',
  balance_due: 'view_bookings',
};

/** One counter of the panel: what it counts, how many, and the list it links to. */
const item = (key: string, label: string, count: number, link: string): TodayItem => ({
  key,
  label,
  count,
  link,
});

/**
 * The dashboard's live "Today" panel. Each module contributes its
 * counter here as it lands; a user sees only counters for what they may open. Counts over
 * big tables come from the running totals triggers keep (status_counts, booking_stats).
 */
export async function todayPanel(db: Db, user: AuthUser, timeZone: string): Promise<TodayItem[]> {
  const items: TodayItem[] = [];
  const services = await db.$count(
    dayPlans,
    and(eq(dayPlans.plan_date, todayIn(timeZone)), ne(dayPlans.status, 'cancelled')),
  );
  items.push(item('services_today', 'Services scheduled today', services, '/day-plans'));
  if (can(user, 'admin')) {
    const active = await db.$count(branches, eq(branches.is_active, true));
    items.push(item('active_branches', 'Active branches', active, '/branches'));
  }
  if (can(user, 'approve_transactions')) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${statusCounts.rows}), 0)::int` })
      .from(statusCounts)
      .where(and(eq(statusCounts.entity, 'transactions'), eq(statusCounts.status, 'pending')));
    items.push(
      item(
        'pending_approvals',
        'Pending approvals',
        row?.n ?? 0,
        '/transactions/pending-approvals',
      ),
    );
  }
  const [open] = await db
    .select({ n: sql<number>`coalesce(sum(${statusCounts.rows}), 0)::int` })
    .from(statusCounts)
    .where(
      and(
        eq(statusCounts.entity, 'enquiries'),
        notInArray(statusCounts.status, ['converted', 'lost', 'cancelled']),
      ),
    );
  items.push(item('open_enquiries', 'Open enquiries', open?.n ?? 0, '/enquiries'));
  // The list's own count under the filters its link carries: the two cannot disagree.
  const due = await countBookings(db, BALANCE_DUE_FILTERS);
  items.push(
    item(
      'balance_due',
      'Bookings with balance due',
      due.total,
      `/bookings?${new URLSearchParams(BALANCE_DUE_FILTERS).toString()}`,
    ),
  );
  return items.filter((i) => can(user, TOURISM_NEEDS[i.key] ?? 'signed-in'));
}
