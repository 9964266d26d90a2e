import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Access, SearchGroup, SearchHit, SearchResult, SearchType } from '@app/contract';
import { can, SEARCH_GROUP_LIMIT, SEARCH_TYPE_LABELS, SEARCH_TYPES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  agentPayments,
  agents,
  bookingPayments,
  bookings,
  enquiries,
  paymentSearchText,
  staffMembers,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { likePattern } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Who may find each type: whoever may open its list (decisions section 4). */
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
export const NUMBER_START = /^[a-z]{2,5}-\d[\d-]*$/i;
interface Match {
  contains: string;
  /** `lower(number) like 'tf-2022-09%'`, when the query reads as a number's start. */
  starts: string | null;
}
const matches = (text: SQL, number: SQL, m: Match) =>
  m.starts ? sql`lower(${number}) like ${m.starts}` : sql`${text} like ${m.contains}`;

/**
 * Each type's query: the match through its trigram or prefix index (or, on the small staff
 * and accounts tables, a scan), newest first, one row past the limit to tell whether there is
 * more. Every row has the same columns: id, label, detail, booking_id, enquiry_type.
 */
const QUERIES: Record<SearchType, (m: Match) => SQL> = {
  booking: (m) => sql`select b.id, b.file_number || ' · ' || b.guest_name as label,
      ${joined(sql`b.guest_mobile`, sql`b.guest_email`, sql`b.destination`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${bookings} b where ${matches(sql`b.search_text`, sql`b.file_number`, m)}
    order by b.id desc`,
  enquiry: (m) => sql`select e.id, e.enquiry_number || ' · ' || e.customer_name as label,
      ${joined(sql`e.customer_mobile`, sql`e.customer_email`, sql`e.destination`)} as detail,
      null::int as booking_id, e.enquiry_type
    from ${enquiries} e where ${matches(sql`e.search_text`, sql`e.enquiry_number`, m)}
    order by e.id desc`,
  receipt: (
    m,
  ) => sql`select x.id, x.receipt_number || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`b.guest_name`, sql`x.transaction_reference`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${bookingPayments} x join ${bookings} b on b.id = x.booking_id
    where ${matches(paymentSearchText({ receipt_number: sql`x.receipt_number`, transaction_reference: sql`x.transaction_reference` }), sql`x.receipt_number`, m)}
    order by x.id desc`,
  agent_payment: ({
    contains: p,
  }) => sql`select x.id, x.transaction_reference || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`a.name`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${agentPayments} x join ${bookings} b on b.id = x.booking_id left join ${agents} a on a.id = b.agent_id
    where ${paymentSearchText({ transaction_reference: sql`x.transaction_reference` })} like ${p}
    order by x.id desc`,
  agent: ({ contains: p }) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      ${joined(sql`a.company_name`, sql`a.city`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${agents} a where a.search_text like ${p} order by a.id desc`,
  staff: ({ contains: p }) => sql`select s.id, u.name as label,
      ${joined(sql`s.employee_id`, sql`s.position`, sql`u.email`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${staffMembers} s join ${users} u on u.id = s.user_id
    where lower(u.name || chr(31) || u.email || chr(31) || s.employee_id || chr(31) || s.phone) like ${p}
    order by s.id desc`,
  account: ({ contains: p }) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      initcap(a.type) as detail, null::int as booking_id, null::text as enquiry_type
    from ${accounts} a where lower(a.name || chr(31) || a.code) like ${p} order by a.id desc`,
  transaction: (
    m,
  ) => sql`select t.id, t.reference || ' · ' || ${money('INR', sql`t.amount`)} as label,
      ${joined(sql`to_char(t.transaction_date, 'DD Mon YYYY')`, sql`a.name`, sql`t.description`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${transactions} t join ${accounts} a on a.id = t.account_id
    where ${matches(sql`lower(t.reference)`, sql`t.reference`, m)} order by t.id desc`,
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
 * Search everything (issue 18) in one statement: the types the user may list, each its own
 * subquery (its index, its limit), joined with union all. `q` is matched as typed text:
 * % and _ are escaped, and the value is a bound parameter.
 */
export async function searchEverything(db: Db, user: AuthUser, q: string): Promise<SearchResult> {
  const types = SEARCH_TYPES.filter((t) => can(user, SEARCH_ACCESS[t]));
  if (!types.length) return { q, groups: [] };
  const lower = q.trim().toLowerCase();
  const match: Match = {
    contains: likePattern(q.toLowerCase()),
    starts: NUMBER_START.test(lower) ? `${lower}%` : null,
  };
  const parts = types.map(
    (t) =>
      sql`(select ${t}::text as type, m.* from (${QUERIES[t](match)} limit ${SEARCH_GROUP_LIMIT + 1}) m)`,
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
