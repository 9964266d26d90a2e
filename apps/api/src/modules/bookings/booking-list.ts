// The bookings list and its statistics: one filter definition and the plan for each kind of page.
import { and, count, desc, gte, lte, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Booking, BookingFilters, BookingStatistics, PagingQuery } from '@app/contract';
import {
  BASE_CURRENCY,
  NOT_OWED_STATUSES,
  NOT_SALE_STATUSES,
  PAGE_SIZES,
  resolvePaging,
  UNCONFIRMED_STATES,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bookings, bookingStats } from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';
import { countOrEstimate, equalFilters } from '../../lib/rows/pagination.ts';
import { listSearch } from '../search/search-terms.ts';
import { bookingsJson } from './booking-shape.ts';
import { pagedJson } from '../../lib/kept/json-text.ts';
import { sortedPage } from './booking-sorts.ts';

/** A sold file: neither a draft nor cancelled (the contract's NOT_SALE_STATUSES). */
export const sold = (status: AnyColumn | SQL) =>
  sql.join(
    NOT_SALE_STATUSES.map((s) => sql`${status} <> ${sql.raw(`'${s}'`)}`),
    sql` and `,
  );

/** A file whose balance due is owed: not a draft (the contract's NOT_OWED_STATUSES, decision 052). */
export const owedOn = (status: AnyColumn | SQL) =>
  sql.join(
    NOT_OWED_STATUSES.map((s) => sql`${status} <> ${sql.raw(`'${s}'`)}`),
    sql` and `,
  );

/** One filter definition for the list and the statistics (issue: computed in SQL). */
const waiting = sql.raw(UNCONFIRMED_STATES.map((s) => `'${s}'`).join(', '));
/** The file has a hotel, tour or flight its supplier has not confirmed. */
export const unconfirmedService = (bookingId: AnyColumn | SQL) =>
  sql`exists (select 1 from booking_accommodations x where x.booking_id = ${bookingId} and x.service_state in (${waiting})
    union all select 1 from booking_tours x where x.booking_id = ${bookingId} and x.service_state in (${waiting})
    union all select 1 from booking_flights x where x.booking_id = ${bookingId} and x.service_state in (${waiting}))`;

export function bookingWhere(f: BookingFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  // The file's text contains it, or digits match the mobile whatever its spaces (search-terms.ts).
  if (f.search)
    c.push(listSearch(f.search, sql`${bookings.search_text}`, [sql`${bookings.guest_mobile}`]));
  c.push(...equalFilters(bookings, f, ['status', 'payment_status']));
  // Dates filter the travel start: what the agency plans around.
  if (f.date_from) c.push(gte(bookings.travel_start_date, f.date_from));
  if (f.date_to) c.push(lte(bookings.travel_start_date, f.date_to));
  // Money still to collect: a draft is not sold yet; a cancelled file owes its unpaid charge.
  if (f.balance === 'due') c.push(sql`${bookings.owing}`);
  // A sold file with a service its supplier has not confirmed.
  if (f.services === 'unconfirmed') c.push(sold(bookings.status), unconfirmedService(bookings.id));
  return and(...c);
}

/** How many files match a list's filters. */
interface PageCount {
  total: number;
  estimated: boolean;
}
/** The ids of one page and how many files match. */
interface PageIds extends PageCount {
  ids: number[];
}
/** Up to here an unfiltered page is one prepared statement; deeper ones walk the index first. */
const DEEP_OFFSET = 1_000;

/** Filters the running totals can answer: none, or only status and payment status. */
const summaryFilter = (f: BookingFilters) => !f.search && !f.date_from && !f.date_to && !f.services;

/** bookingWhere over booking_stats: its rows are (status, payment status) groups. */
function summaryWhere(f: BookingFilters) {
  const c: (SQL | undefined)[] = [];
  c.push(...equalFilters(bookingStats, f, ['status', 'payment_status']));
  if (f.balance === 'due') c.push(owedOn(bookingStats.status));
  return and(...c);
}

/**
 * How many files match: the one count behind the list's total and the dashboard's counters
 * that link to it. Without a search or dates it is read from booking_stats (`owing` counts
 * the files with a balance above zero), else counted (or estimated) over bookingWhere.
 */
export async function countBookings(db: Db, f: BookingFilters) {
  if (!summaryFilter(f)) return countOrEstimate(db, sql`${bookings}`, bookingWhere(f));
  const n = f.balance === 'due' ? bookingStats.owing : bookingStats.bookings;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${n}), 0)::int` })
    .from(bookingStats)
    .where(summaryWhere(f));
  return { total: row!.total, estimated: false };
}

/**
 * Money figures over sold files only (confirmed, completed: the contract's NOT_SALE_STATUSES
 * are left out and counted apart). A sum is exact at any size (answer.total), never cast back.
 */
const liveSum = (status: AnyColumn, v: AnyColumn | SQL) =>
  sql<string>`round(coalesce(sum(${v}) filter (where ${sold(status)}), 0), 2)::text`;
/** What is owed: the balance due of sold files and cancelled files' unpaid charges. */
const owedSum = (status: AnyColumn, v: AnyColumn | SQL) =>
  sql<string>`round(coalesce(sum(${v}) filter (where ${owedOn(status)}), 0), 2)::text`;
/**
 * A file's figure in rupees at the rate it was booked at, to the paisa: what booking_stats
 * adds up for it (migration 0045). A sold file is in the books, so it has its rate.
 */
const inBase = (v: AnyColumn) => sql`round(${v} * coalesce(${bookings.rate}, 0), 2)`;
const countOf = (status: AnyColumn, s: string, n: SQL) =>
  sql<number>`coalesce(sum(${n}) filter (where ${status} = ${s}), 0)::int`;

/** The same figures as the scan below, read from booking_stats (a dozen rows at most). */
async function summaryStatistics(db: Db, f: BookingFilters): Promise<BookingStatistics> {
  const s = bookingStats;
  const [row] = await db
    .select({
      total_bookings: sql<number>`coalesce(sum(${s.bookings}), 0)::int`,
      total_sale_amount: liveSum(s.status, s.sale),
      total_profit: liveSum(s.status, s.net_profit),
      total_balance_due: owedSum(s.status, s.balance_due),
      draft_bookings: countOf(s.status, 'draft', sql`${s.bookings}`),
      cancelled_bookings: countOf(s.status, 'cancelled', sql`${s.bookings}`),
    })
    .from(s)
    .where(summaryWhere(f));
  return { currency: BASE_CURRENCY, ...row! };
}

/**
 * The ids of one page, newest first. By default walk the created_at index backwards. For a
 * small, selective match set (a rare search term, a date range — correlated with creation
 * time in ways the planner cannot see), collect the matches through their own indexes first
 * ("offset 0" keeps PostgreSQL from merging the subquery back), then sort just those.
 */
function pageIds(selective: boolean, where: SQL | undefined, limit: number, offset: number): SQL {
  const cond = where ?? sql`true`;
  return selective
    ? sql`select id from (select id, created_at from ${bookings} where ${cond} offset 0) m order by created_at desc, id desc limit ${limit} offset ${offset}`
    : sql`select id from ${bookings} where ${cond} order by created_at desc, id desc limit ${limit} offset ${offset}`;
}

/** The ids of an unfiltered page, newest first: one table, cheap to plan on every run. */
const prepareFirstIds = (db: Db) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .orderBy(desc(bookings.created_at), desc(bookings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bookings_page_ids');

export async function listBookings(db: Db, q: PagingQuery & BookingFilters) {
  const where = bookingWhere(q);
  const { perPage, offset } = resolvePaging(q, PAGE_SIZES.bookings);
  // A chosen column order: its own index walk, the count as the filters give it.
  if (q.sort) {
    const [rows, counted] = await Promise.all([
      sortedPage(db, where, q.sort, perPage, offset),
      countBookings(db, q),
    ]);
    return paged(q, rows, counted);
  }
  // Unfiltered first pages (the usual view): one prepared statement, the running total.
  if (!where && offset < DEEP_OFFSET) {
    const page = prepared(db, 'bookings_page_ids', prepareFirstIds);
    const [rows, counted] = await Promise.all([
      page.execute({ limit: perPage, offset }),
      countBookings(db, q),
    ]);
    return paged(
      q,
      await bookingsJson(
        db,
        rows.map((r) => r.id),
      ),
      counted,
    );
  }
  // Status or balance only: walk creation order and count from the running totals.
  if (where && summaryFilter(q)) {
    const [rows, counted] = await Promise.all([
      idsOf(db, pageIds(false, where, perPage, offset)).then((ids) => bookingsJson(db, ids)),
      countBookings(db, q),
    ]);
    return paged(q, rows, counted);
  }
  // Deep unfiltered pages, searches and date ranges: the ids first, then their rows.
  const found = where
    ? await filteredPage(db, where, perPage, offset)
    : await deepPage(db, q, perPage, offset);
  return paged(q, await bookingsJson(db, found.ids), found);
}

/** The paged envelope around a page's JSON, as PostgreSQL wrote it (lib/kept/json-text.ts). */
const paged = (q: PagingQuery, rows: string, counted: PageCount) =>
  pagedJson<Booking>(q, PAGE_SIZES.bookings, rows, counted);

const idsOf = async (db: Db, query: SQL) =>
  (await db.execute<{ id: number }>(query)).rows.map((r) => r.id);

/**
 * A search or date range: size the match set first. A small set (counted exactly) is collected
 * and sorted; a large one (the planner's estimate above 20k) is walked in creation order.
 */
async function filteredPage(db: Db, where: SQL, limit: number, offset: number): Promise<PageIds> {
  const counted = await countOrEstimate(db, sql`${bookings}`, where);
  return { ids: await idsOf(db, pageIds(!counted.estimated, where, limit, offset)), ...counted };
}

/** A deep unfiltered page: walk the creation-order index; the total from the running totals. */
async function deepPage(
  db: Db,
  f: BookingFilters,
  limit: number,
  offset: number,
): Promise<PageIds> {
  const [ids, stats] = await Promise.all([
    idsOf(db, pageIds(false, undefined, limit, offset)),
    summaryStatistics(db, f),
  ]);
  return { ids, total: stats.total_bookings, estimated: false };
}

export async function bookingStatistics(db: Db, f: BookingFilters): Promise<BookingStatistics> {
  // booking_stats groups cannot tell which unpaid files owe nothing: that filter is scanned.
  return summaryFilter(f) && !f.balance ? summaryStatistics(db, f) : scanStatistics(db, f);
}

/** The figures over a search or date range: every match is read. */
async function scanStatistics(db: Db, f: BookingFilters): Promise<BookingStatistics> {
  const [row] = await db
    .select({
      total_bookings: count(),
      total_sale_amount: liveSum(bookings.status, inBase(bookings.sale_amount)),
      total_profit: liveSum(bookings.status, inBase(bookings.net_profit)),
      total_balance_due: owedSum(bookings.status, inBase(bookings.balance_due)),
      draft_bookings: countOf(bookings.status, 'draft', sql`1`),
      cancelled_bookings: countOf(bookings.status, 'cancelled', sql`1`),
    })
    .from(bookings)
    .where(bookingWhere(f));
  return { currency: BASE_CURRENCY, ...row! };
}
