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
 * Each type's query: the match through its trigram index (or, on the small staff and accounts
 * tables, a scan), newest first, one row past the limit to tell whether there is more. Every
 * row has the same columns: id, label, detail, booking_id, enquiry_type.
 */
const QUERIES: Record<SearchType, (p: string) => SQL> = {
  booking: (p) => sql`select b.id, b.file_number || ' · ' || b.guest_name as label,
      ${joined(sql`b.guest_mobile`, sql`b.guest_email`, sql`b.destination`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${bookings} b where b.search_text like ${p} order by b.id desc`,
  enquiry: (p) => sql`select e.id, e.enquiry_number || ' · ' || e.customer_name as label,
      ${joined(sql`e.customer_mobile`, sql`e.customer_email`, sql`e.destination`)} as detail,
      null::int as booking_id, e.enquiry_type
    from ${enquiries} e where e.search_text like ${p} order by e.id desc`,
  receipt: (
    p,
  ) => sql`select x.id, x.receipt_number || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`b.guest_name`, sql`x.transaction_reference`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${bookingPayments} x join ${bookings} b on b.id = x.booking_id
    where ${paymentSearchText({ receiptNumber: sql`x.receipt_number`, transactionReference: sql`x.transaction_reference` })} like ${p}
    order by x.id desc`,
  agent_payment: (
    p,
  ) => sql`select x.id, x.transaction_reference || ' · ' || ${money(sql`b.currency`, sql`x.amount`)} as label,
      ${joined(sql`b.file_number`, sql`a.name`, sql`case when x.voided_at is not null then 'VOID' end`)} as detail,
      x.booking_id, null::text as enquiry_type
    from ${agentPayments} x join ${bookings} b on b.id = x.booking_id left join ${agents} a on a.id = b.agent_id
    where ${paymentSearchText({ transactionReference: sql`x.transaction_reference` })} like ${p}
    order by x.id desc`,
  agent: (p) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      ${joined(sql`a.company_name`, sql`a.city`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${agents} a where a.search_text like ${p} order by a.id desc`,
  staff: (p) => sql`select s.id, u.name as label,
      ${joined(sql`s.employee_id`, sql`s.position`, sql`u.email`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${staffMembers} s join ${users} u on u.id = s.user_id
    where lower(u.name || chr(31) || u.email || chr(31) || s.employee_id || chr(31) || s.phone) like ${p}
    order by s.id desc`,
  account: (p) => sql`select a.id, a.name || ' (' || a.code || ')' as label,
      initcap(a.type) as detail, null::int as booking_id, null::text as enquiry_type
    from ${accounts} a where lower(a.name || chr(31) || a.code) like ${p} order by a.id desc`,
  transaction: (
    p,
  ) => sql`select t.id, t.reference || ' · ' || ${money('INR', sql`t.amount`)} as label,
      ${joined(sql`to_char(t.transaction_date, 'DD Mon YYYY')`, sql`a.name`, sql`t.description`)} as detail,
      null::int as booking_id, null::text as enquiry_type
    from ${transactions} t join ${accounts} a on a.id = t.account_id
    where lower(t.reference) like ${p} order by t.id desc`,
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
  const p = likePattern(q.toLowerCase());
  const parts = types.map(
    (t) =>
      sql`(select ${t}::text as type, m.* from (${QUERIES[t](p)} limit ${SEARCH_GROUP_LIMIT + 1}) m)`,
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
