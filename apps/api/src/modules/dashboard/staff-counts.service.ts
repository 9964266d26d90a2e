import { count, eq, ilike, or, sql } from 'drizzle-orm';
import type { StaffCounts } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { staffMembers, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/rows/pagination.ts';

/**
 * The staff list's stat cards (docs/decisions/013-human-labels-and-each-fact-once.md): one
 * pass over the staff the list's search matches (the same name, email and employee ID match
 * as GET /staff), so "Total Staff" is the list's total and the other three add up to it.
 */
export async function staffCounts(db: Db, search?: string): Promise<StaffCounts> {
  const where = search
    ? or(
        ilike(users.name, likePattern(search)),
        ilike(users.email, likePattern(search)),
        ilike(staffMembers.employee_id, likePattern(search)),
      )
    : undefined;
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.is_active})::int`,
      administrators: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.user_id))
    .where(where);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, inactive: total - active, administrators: row?.administrators ?? 0 };
}
