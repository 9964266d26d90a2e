// Reading staff: a member with their user, branch and permissions; the list and one by id.
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { PagingQuery, staffListQuery, StaffMember } from '@app/contract';
import { PAGE_SIZES, STAFF_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { branches, staffMembers, users } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { likePattern, paginate } from '../../lib/rows/pagination.ts';
import { sortColumns, sortOrder } from '../../lib/rows/sorting.ts';
import { idNameOf } from '../../lib/bodies/record-out.ts';
import { permissionsOf } from '../../lib/sessions/session-lookup.ts';

const selectStaff = (db: DbOrTx) =>
  db
    .select({
      s: staffMembers,
      u: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        is_active: users.is_active,
      },
      branchName: branches.name,
      permissions: permissionsOf,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.user_id))
    .leftJoin(branches, eq(branches.id, staffMembers.branch_id));

type Row = Awaited<ReturnType<typeof selectStaff>>[number];

export function toStaff({ s, u, branchName, permissions }: Row): StaffMember {
  const { user_id, updated_at, ...columns } = s;
  return {
    ...columns,
    branch: idNameOf(s.branch_id, branchName),
    user: u,
    permissions,
    created_at: s.created_at.toISOString(),
  };
}

export type StaffFilters = Omit<z.output<typeof staffListQuery>, keyof PagingQuery>;

const staffWhere = (q: StaffFilters) =>
  q.search
    ? or(
        ilike(users.name, likePattern(q.search)),
        ilike(users.email, likePattern(q.search)),
        ilike(staffMembers.employee_id, likePattern(q.search)),
      )
    : undefined;

// The contract's LIST_SORTS.staff: the name and email are the login's (users), the rest the
// staff member's own columns.
const staffSorts = {
  name: users.name,
  email: users.email,
  ...sortColumns(staffMembers, ['employee_id', 'position', 'date_of_joining', 'created_at']),
};

/** The list's rows in its order, unpaged: the page and the export both read it. */
export const staffRows = (db: Db, q: StaffFilters) =>
  selectStaff(db)
    .where(staffWhere(q))
    .orderBy(
      ...sortOrder(q.sort, staffSorts, staffMembers.id, [asc(users.name), asc(staffMembers.id)]),
    );

export async function listStaff(db: Db, q: PagingQuery & StaffFilters) {
  const where = staffWhere(q);
  return paginate(
    q,
    PAGE_SIZES.staff,
    async (limit, offset) => (await staffRows(db, q).limit(limit).offset(offset)).map(toStaff),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(staffMembers)
          .innerJoin(users, eq(users.id, staffMembers.user_id))
          .where(where)
      )[0]?.n ?? 0,
  );
}

export async function getStaff(db: DbOrTx, id: number): Promise<StaffMember> {
  const [row] = await selectStaff(db).where(eq(staffMembers.id, id));
  if (!row) throw new NotFound(STAFF_SERVER.notFound);
  return toStaff(row);
}
