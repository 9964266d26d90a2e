import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  ArrivalItem,
  CreditItem,
  PayableDueItem,
  DriverClashItem,
  FollowUpItem,
  PendingApprovalItem,
  ServiceItem,
  TodayList,
  TodayPanel,
  TravellingItem,
  UnconfirmedServiceItem,
} from '@app/contract';
import {
  addDays,
  can,
  CLASH_DAYS,
  CLASH_MINUTES,
  CLOSED_ENQUIRY_STATUSES,
  PAYABLES_DUE_DAYS,
  TODAY_LIST_LIMIT,
  todayIn,
  TRAVEL_SOON_DAYS,
  UNCONFIRMED_SOON_DAYS,
  UNCONFIRMED_STATES,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { payableServiceName, SERVICE_LINES } from '../../db/service-lines.ts';
import {
  accounts,
  bookingFlights,
  bookings,
  dayPlans,
  enquiries,
  transactions,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { bookingWhere, sold } from '../bookings/booking-list.ts';
import { clashes, minutesApart, servicesOn } from '../drivers/clashes.ts';
import { planService } from '../day-plans/day-plans.service.ts';
import { creditNearRows } from '../agents/credit-near.ts';
import { payableOpenSql } from '../supplier-payments/supplier-payments.service.ts';

const person = (id: SQL) =>
  sql`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = ${id})`;

/**
 * One list: the first TODAY_LIST_LIMIT rows and, from the same statement, how many there are
 * (`count(*) over ()` is taken before the limit), so `total` never disagrees with `items`.
 */
async function listOf<T>(db: Db, query: SQL): Promise<TodayList<T>> {
  const { rows } = await db.execute<T & { total_count: number }>(
    sql`${query} limit ${TODAY_LIST_LIMIT}`,
  );
  return {
    total: rows[0]?.total_count ?? 0,
    items: rows.map(({ total_count: _t, ...item }) => item as T),
  };
}
const total = sql`count(*) over ()::int as total_count`;

/** Open enquiries of either kind whose follow-up date is today or earlier, oldest first. */
export const followUps = (db: Db, today: string) =>
  listOf<FollowUpItem>(
    db,
    sql`select e.id, e.enquiry_number, e.enquiry_type, e.customer_name,
      e.follow_up_date::text as follow_up_date, e.status, e.priority,
      ${person(sql`e.assigned_to`)} as assigned_user, ${total}
    from ${enquiries} e
    where e.follow_up_date is not null and e.follow_up_date <= ${today}
      and e.status not in (${sql.join(
        CLOSED_ENQUIRY_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
    order by e.follow_up_date, e.id`,
  );

/**
 * Files starting travel from today to TRAVEL_SOON_DAYS ahead with money still to collect: the
 * bookings list's own filter (balance due, travel dates), so its link shows the same files.
 */
export const travellingFilters = (today: string) => ({
  balance: 'due' as const,
  date_from: today,
  date_to: addDays(today, TRAVEL_SOON_DAYS),
});
export const travellingWithBalance = (db: Db, today: string) =>
  listOf<TravellingItem>(
    db,
    sql`select ${bookings.id} as id, ${bookings.file_number} as file_number,
      ${bookings.guest_name} as guest_name, ${bookings.travel_start_date}::text as travel_start_date,
      ${bookings.balance_due}::text as balance_due, ${bookings.currency} as currency, ${total}
    from ${bookings} where ${bookingWhere(travellingFilters(today))}
    order by ${bookings.travel_start_date}, ${bookings.id}`,
  );

const waiting = sql.raw(UNCONFIRMED_STATES.map((s) => `'${s}'`).join(', '));

/**
 * Services of sold files dated from today to UNCONFIRMED_SOON_DAYS ahead that their supplier has
 * not confirmed, soonest first: what the operations desk chases this week.
 */
export const unconfirmedServices = (db: Db, today: string) =>
  listOf<UnconfirmedServiceItem>(
    db,
    sql`select b.id as booking_id, b.file_number, b.guest_name, l.kind, l.id as line_id,
      l.name as service, l.start::text as service_date, l.service_state,
      (select json_build_object('id', s.id, 'name', s.name) from suppliers s where s.id = l.supplier_id) as supplier,
      ${total}
    from (${SERVICE_LINES}) l join ${bookings} b on b.id = l.booking_id
    where l.service_state in (${waiting}) and ${sold(sql`b.status`)}
      and l.start between ${today}::date and ${addDays(today, UNCONFIRMED_SOON_DAYS)}::date
    order by l.start, b.file_number, l.kind, l.id`,
  );

/**
 * What the agency still owes its suppliers by PAYABLES_DUE_DAYS from today, the overdue
 * included, soonest due first: the accounts desk's week of supplier payments. A service paid in
 * part shows what is left; one paid in full (or waiting for approval in full) is gone.
 */
export const payablesDue = (db: Db, today: string) =>
  listOf<PayableDueItem>(
    db,
    sql`select x.id, json_build_object('id', s.id, 'name', s.name) as supplier, b.id as booking_id,
      b.file_number, x.service, x.currency, x.open::numeric(14, 2)::text as amount,
      x.due_date::text as due_date, ${total}
    from (
      select p.id, p.supplier_id, p.booking_id, p.currency, p.due_date,
        ${payableServiceName} as service, ${payableOpenSql} as open
      from supplier_payables p
      where p.reversed_at is null and p.due_date <= ${addDays(today, PAYABLES_DUE_DAYS)}::date
    ) x join suppliers s on s.id = x.supplier_id join bookings b on b.id = x.booking_id
    where x.open > 0
    order by x.due_date, x.id`,
  );

/**
 * Agents whose sold files owe CREDIT_WARN_SHARE or more of their credit limit in a currency
 * (the agents module's rule, which the agents list flags too), the most used first: a limit of
 * 0 (cash only) shows once anything is owed.
 */
export const agentsNearCreditLimit = (db: Db) =>
  listOf<CreditItem>(
    db,
    sql`select json_build_object('id', a.id, 'code', a.code, 'name', a.name) as agent, n.currency,
      n.credit_limit::text as credit_limit, n.outstanding::numeric(18, 2)::text as outstanding, ${total}
    from (${creditNearRows()}) n join agents a on a.id = n.agent_id
    order by n.outstanding / nullif(n.credit_limit, 0) desc nulls first, a.name, n.currency`,
  );

/** Arrival flights tomorrow on files that still stand (a cancelled file meets nobody). */
export const arrivalsOn = (db: Db, day: string) =>
  listOf<ArrivalItem>(
    db,
    sql`select b.id as booking_id, b.file_number, b.guest_name, f.id as flight_id, f.airline,
      f.flight_number, f.flight_date::text as flight_date, f.from_city, f.to_city, ${total}
    from ${bookingFlights} f join ${bookings} b on b.id = f.booking_id
    where f.flight_type = 'arrival' and f.flight_date = ${day} and b.status <> 'cancelled'
    order by b.file_number, f.position, f.id`,
  );

const serviceColumns = sql`p.id, p.plan_date::text as plan_date,
  to_char(p.service_time, 'HH24:MI') as service_time, p.service_description, p.guest_name,
  p.file_number, p.hotel_name`;

/** A day's live services with neither a picked driver nor a typed driver's name. */
export const servicesWithoutDriver = (db: Db, day: string) =>
  listOf<ServiceItem>(
    db,
    sql`select ${serviceColumns}, ${total} from ${dayPlans} p
    where p.plan_date = ${day} and p.status <> 'cancelled' and p.driver_id is null
      and coalesce(btrim(p.driver_name), '') = ''
    order by p.service_time nulls last, p.id`,
  );

const serviceItem = (p: typeof dayPlans.$inferSelect): ServiceItem => planService(p);

/**
 * Pairs of services one driver cannot both do (the day plans' own clash rule, drivers/
 * clashes.ts), from today to CLASH_DAYS ahead, by day and time. Each pair once.
 */
export async function driverClashes(db: Db, today: string): Promise<TodayList<DriverClashItem>> {
  const days = Array.from({ length: CLASH_DAYS + 1 }, (_, i) => addDays(today, i));
  const rows = await servicesOn(db, days);
  rows.sort(
    (a, b) =>
      a.plan_date.localeCompare(b.plan_date) ||
      (a.service_time ?? '99').localeCompare(b.service_time ?? '99') ||
      a.id - b.id,
  );
  const pairs: DriverClashItem[] = [];
  for (let i = 0; i < rows.length; i++) {
    const a = rows[i]!;
    // Sorted by day and time: past the first service an hour or more later, none can clash.
    for (let j = i + 1; j < rows.length && rows[j]!.plan_date === a.plan_date; j++) {
      const b = rows[j]!;
      const apart = minutesApart(a, b);
      if (apart === null || apart >= CLASH_MINUTES) break;
      if (!clashes(a, b)) continue;
      pairs.push({
        plan_date: a.plan_date,
        driver_id: a.driver_id !== null && a.driver_id === b.driver_id ? a.driver_id : null,
        driver_name: (a.driver_name ?? b.driver_name ?? '').trim(),
        minutes_apart: apart,
        services: [serviceItem(a), serviceItem(b)],
      });
    }
  }
  return { total: pairs.length, items: pairs.slice(0, TODAY_LIST_LIMIT) };
}

/**
 * Pending transactions this approver may decide, oldest first: the four-eyes rule leaves out
 * those they created or edited (an admin decides any).
 */
export const approvalsFor = (db: Db, user: AuthUser) =>
  listOf<PendingApprovalItem>(
    db,
    sql`select t.id, t.transaction_date::text as transaction_date, t.type, t.amount::text as amount,
      t.description, a.currency, json_build_object('id', a.id, 'name', a.name) as account,
      ${person(sql`t.created_by`)} as created_by, ${total}
    from ${transactions} t join ${accounts} a on a.id = t.account_id
    where t.status = 'pending' ${
      user.role === 'admin'
        ? sql``
        : sql`and t.created_by is distinct from ${user.id} and not (${user.id} = any(t.editor_ids))`
    }
    order by t.transaction_date, t.id`,
  );

/**
 * The Today panel: each list only for those who may open what it lists, by the
 * same keys as the lists themselves (there are no branch rules on these lists).
 */
export async function todayLists(db: Db, user: AuthUser, timeZone: string, now = new Date()) {
  const date = todayIn(timeZone, now);
  const tomorrow = addDays(date, 1);
  const panel: TodayPanel = { date, tomorrow };
  const jobs: Promise<void>[] = [];
  const add = <K extends keyof TodayPanel>(key: K, job: () => Promise<TodayPanel[K]>) =>
    jobs.push(job().then((v) => void (panel[key] = v)));
  if (can(user, 'view_enquiries')) add('follow_ups', () => followUps(db, date));
  if (can(user, 'view_agents')) add('agents_near_credit_limit', () => agentsNearCreditLimit(db));
  if (can(user, 'view_suppliers')) add('payables_due', () => payablesDue(db, date));
  if (can(user, 'view_bookings')) {
    add('travelling_with_balance', () => travellingWithBalance(db, date));
    add('arrivals_tomorrow', () => arrivalsOn(db, tomorrow));
    add('unconfirmed_services', () => unconfirmedServices(db, date));
  }
  if (can(user, 'view_day_plans')) {
    add('services_without_driver', () => servicesWithoutDriver(db, tomorrow));
    add('driver_clashes', () => driverClashes(db, date));
  }
  if (can(user, 'approve_transactions')) add('pending_approvals', () => approvalsFor(db, user));
  await Promise.all(jobs);
  return panel;
}
