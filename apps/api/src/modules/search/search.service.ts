import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Access, SearchGroup, SearchHit, SearchResult, SearchType } from '@app/contract';
import { can, SEARCH_GROUP_LIMIT, SEARCH_TYPE_LABELS, SEARCH_TYPES } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  agentPayments,
  agents,
  bookingAccommodations,
  bookingFlights,
  bookingPayments,
  bookings,
  enquiries,
  paymentSearchText,
  staffMembers,
  transactions,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { DigitTerms, SearchTerms } from './search-terms.ts';
import { endsWith, flightMatches, phoneArms, searchTerms, termsMatch } from './search-terms.ts';

/** Who may find each type: whoever may open its list. */
export const SEARCH_ACCESS: Record<SearchType, Access> = {
  booking: 'view_bookings',
  enquiry: 'view_enquiries',
  // Customer payments are read with their booking.
  receipt: 'view_bookings',
  agent_payment: 'view_agent_payments',
  agent: 'view_agents',
  staff: 'admin',
  account: 'view_accounts',
  transaction: 'view_transactions',
};

const money = (currency: SQL | string, amount: SQL) =>
  sql`${currency} || ' ' || to_char(${amount}, 'FM999,999,999,990.00')`;
const joined = (...parts: SQL[]) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;

/**
 * What a typed query matches in a type: its trigram-indexed text contains it, or, when the
 * query reads as the start of one of our numbers (`TF-2022-09`, `rcpt-2026-5`, `REF-19`), the
 * number starts with it. Every file, enquiry, receipt and reference shares the trigrams of
 * `tf-2022-`, `enq-2026-`…, so at a million rows the trigram index read most of itself for
 * them (170 ms); the prefix indexes of migration 0029 read a few entries.
 */
const matches = (text: SQL, number: SQL, t: SearchTerms) =>
  t.starts ? sql`lower(${number}) like ${t.starts}` : sql`${text} like ${t.contains}`;

/** One row past the limit tells whether there is more. */
const LIMIT = SEARCH_GROUP_LIMIT + 1;

/**
 * The newest LIMIT ids of `table` that each arm finds, each arm its own index read with its own
 * limit. `ends` are arms that match a number's last digits (few rows in any table: ends are
 * spread evenly): all their matches are read through their index, then the newest kept. Written
 * as one `or`, or left to the planner, a number end was found by reading the primary key newest
 * first and testing every row, since the planner puts some ten thousand rows in any
 * five-digit range of its histogram: at a million files or 1.5 million receipts, 1 to 5 s for
 * ten matches (bench, full scale). `OFFSET 0` keeps the subquery apart, so the limit outside it
 * cannot pick the walk.
 */
const newestIds = (table: SQL, { ends = [], others = [] }: { ends?: SQL[]; others?: SQL[] }) =>
  sql.join(
    [
      ...ends.map(
        (where) =>
          sql`(select s.id from (select x.id from ${table} x where ${where} offset 0) s order by s.id desc limit ${LIMIT})`,
      ),
      ...others.map(
        (where) =>
          sql`(select x.id from ${table} x where ${where} order by x.id desc limit ${LIMIT})`,
      ),
    ],
    sql` union `,
  );

/** A query's digits as arms of newestIds: the phone's (phoneArms) and a number's end. */
const digitArms = (phone: SQL, number: SQL, d: DigitTerms) => {
  const { ends, others } = phoneArms(phone, d);
  return { ends: [...ends, endsWith(number, d)], others };
};

/**
 * The files a query finds, newest first, at most LIMIT from each way of finding one: digits
 * by the guest's mobile and the file number's end (search-terms.ts); text by the file's own
 * text, its hotels' names, and a flight number. Each arm is its own index walk with its own
 * limit, so a hotel half the files stay at is as cheap as a rare one.
 */
function bookingIds(t: SearchTerms): SQL {
  const newest = (where: SQL) => newestIds(sql`${bookings}`, { others: [where] });
  const byLine = (table: SQL, where: SQL) =>
    sql`(select distinct x.booking_id from ${table} x where ${where} order by x.booking_id desc limit ${LIMIT})`;
  const arms: SQL[] = [];
  if (t.digits) {
    arms.push(
      newestIds(sql`${bookings}`, digitArms(sql`x.guest_mobile`, sql`x.file_number`, t.digits)),
    );
  } else {
    arms.push(newest(matches(sql`x.search_text`, sql`x.file_number`, t)));
    if (!t.starts)
      arms.push(byLine(sql`${bookingAccommodations}`, sql`lower(x.hotel_name) like ${t.contains}`));
  }
  if (t.flight)
    arms.push(byLine(sql`${bookingFlights}`, flightMatches(sql`x.flight_number`, t.flight)));
  return sql.join(arms, sql` union `);
}

/**
 * Each type's query: the match through its trigram, prefix or digit indexes (or, on the small
 * staff, agents and accounts tables, a scan), newest first. Every row has the same columns:
 * id, label, detail, booking_id, enquiry_type.
 */
const QUERIES: Record<SearchType, (t: SearchTerms) => SQL> = {
  booking: (t) => sql`select b.id, b.file_number || ' · ' || b.guest_name as label,
      ${joined(sql`b.guest_mobile`, sql`b.guest_email`, sql`b.destination`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${bookings} b where b.id in (${bookingIds(t)})
    order by b.id desc`,
  enquiry: (t) => sql`select e.id, e.enquiry_number || ' · ' || e.customer_name as label,
      ${joined(sql`e.customer_mobile`, sql`e.customer_email`, sql`e.destination`)} as detail,
      null::int as booking_id, e.enquiry_type
    from ${enquiries} e where ${
      t.digits
        ? sql`e.id in (${newestIds(
            sql`${enquiries}`,
            digitArms(sql`x.customer_mobile`, sql`x.enquiry_number`, t.digits),
          )})`
        : matches(sql`e.search_text`, sql`e.enquiry_number`, t)
    }
    order by e.id desc`,
  receipt: (
    t,
  ) => sql`select x.id, x.receipt_number || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`b.guest_name`, sql`x.transaction_reference`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${bookingPayments} x join ${bookings} b on b.id = x.booking_id
    where ${
      t.digits
        ? sql`x.id in (${newestIds(sql`${bookingPayments}`, {
            ends: [
              endsWith(sql`x.receipt_number`, t.digits),
              endsWith(sql`x.transaction_reference`, t.digits),
            ],
          })})`
        : matches(
            paymentSearchText({
              receipt_number: sql`x.receipt_number`,
              transaction_reference: sql`x.transaction_reference`,
            }),
            sql`x.receipt_number`,
            t,
          )
    }
    order by x.id desc`,
  agent_payment: (
    t,
  ) => sql`select x.id, x.transaction_reference || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`a.name`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${agentPayments} x join ${bookings} b on b.id = x.booking_id left join ${agents} a on a.id = b.agent_id
    where ${
      t.digits
        ? sql`x.id in (${newestIds(sql`${agentPayments}`, {
            ends: [endsWith(sql`x.transaction_reference`, t.digits)],
          })})`
        : sql`${paymentSearchText({ transaction_reference: sql`x.transaction_reference` })} like ${t.contains}`
    }
    order by x.id desc`,
  agent: (t) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      ${joined(sql`a.company_name`, sql`a.city`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${agents} a where ${termsMatch(t, sql`a.search_text`, [sql`a.primary_mobile`, sql`a.secondary_mobile`])}
    order by a.id desc`,
  staff: (t) => sql`select s.id, u.name as label,
      ${joined(sql`s.employee_id`, sql`s.position`, sql`u.email`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${staffMembers} s join ${users} u on u.id = s.user_id
    where ${termsMatch(t, sql`lower(u.name || chr(31) || u.email || chr(31) || s.employee_id || chr(31) || s.phone)`, [sql`s.phone`])}
    order by s.id desc`,
  account: (t) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      initcap(a.type) as detail, null::int as booking_id, null::text as enquiry_type
    from ${accounts} a where lower(a.name || chr(31) || a.code) like ${t.contains} order by a.id desc`,
  transaction: (
    t,
  ) => sql`select t.id, t.reference || ' · ' || ${money('INR', sql`t.amount`)} as label,
      ${joined(sql`to_char(t.transaction_date, 'DD Mon YYYY')`, sql`a.name`, sql`t.description`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${transactions} t join ${accounts} a on a.id = t.account_id
    where ${
      t.digits
        ? sql`t.id in (${newestIds(sql`${transactions}`, { ends: [endsWith(sql`x.reference`, t.digits)] })})`
        : matches(sql`lower(t.reference)`, sql`t.reference`, t)
    }
    order by t.id desc`,
};

interface Row {
  type: SearchType;
  id: number;
  label: string;
  detail: string | null;
  booking_id: number | null;
  enquiry_type: 'direct' | 'agent' | null;
}

/**
 * Search everything in one statement: the types the user may list, each its own
 * subquery (its index, its limit), joined with union all. `q` is matched as typed text:
 * % and _ are escaped, and every value is a bound parameter.
 */
export async function searchEverything(
  db: DbOrTx,
  user: AuthUser,
  q: string,
): Promise<SearchResult> {
  const types = SEARCH_TYPES.filter((t) => can(user, SEARCH_ACCESS[t]));
  if (!types.length) return { q, groups: [] };
  const terms = searchTerms(q);
  const parts = types.map(
    (t) => sql`(select ${t}::text as type, m.* from (${QUERIES[t](terms)} limit ${LIMIT}) m)`,
  );
  const { rows } = await db.execute<Row & Record<string, unknown>>(
    sql.join(parts, sql` union all `),
  );
  const groups: SearchGroup[] = [];
  for (const type of types) {
    const found = rows.filter((r) => r.type === type);
    if (!found.length) continue;
    groups.push({
      type,
      label: SEARCH_TYPE_LABELS[type],
      has_more: found.length > SEARCH_GROUP_LIMIT,
      items: found.slice(0, SEARCH_GROUP_LIMIT).map((r): SearchHit => ({
        id: r.id,
        label: r.label,
        detail: r.detail || null,
        ...(r.booking_id !== null ? { booking_id: r.booking_id } : {}),
        ...(r.enquiry_type !== null ? { enquiry_type: r.enquiry_type } : {}),
      })),
    });
  }
  return { q, groups };
}
