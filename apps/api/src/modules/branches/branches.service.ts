import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Branch, branchListQuery, BranchValues, PagingQuery } from '@app/contract';
import { LIST_SORTS, PAGE_SIZES, SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { branches, staffMembers, users } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { likePattern, paginate } from '../../lib/rows/pagination.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import { SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { activeOptions } from '../../lib/rows/active-options.ts';

const columns = {
  id: branches.id,
  code: branches.code,
  name: branches.name,
  phone: branches.phone,
  email: branches.email,
  address: branches.address,
  city: branches.city,
  state: branches.state,
  country: branches.country,
  postal_code: branches.postal_code,
  opening_time: sql<string>`to_char(${branches.opening_time}, 'HH24:MI')`,
  closing_time: sql<string>`to_char(${branches.closing_time}, 'HH24:MI')`,
  manager_id: branches.manager_id,
  timezone: branches.timezone,
  additional_notes: branches.additional_notes,
  is_active: branches.is_active,
  created_at: branches.created_at,
  updated_at: branches.updated_at,
  manager_employee_id: staffMembers.employee_id,
  manager_name: users.name,
};

const selectBranches = (db: DbOrTx) =>
  db
    .select(columns)
    .from(branches)
    .leftJoin(staffMembers, eq(staffMembers.id, branches.manager_id))
    .leftJoin(users, eq(users.id, staffMembers.user_id));

type Row = Awaited<ReturnType<typeof selectBranches>>[number];

export function toBranch({ manager_employee_id, manager_name, ...b }: Row): Branch {
  return {
    ...b,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
    manager:
      b.manager_id && manager_employee_id
        ? { id: b.manager_id, employee_id: manager_employee_id, user: { name: manager_name ?? '' } }
        : null,
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = likePattern(search);
  return or(
    ilike(branches.code, p),
    ilike(branches.name, p),
    ilike(branches.city, p),
    ilike(branches.country, p),
    ilike(branches.email, p),
  );
}

export type BranchFilters = Omit<z.output<typeof branchListQuery>, keyof PagingQuery>;

const branchOrder = listOrder(branches, LIST_SORTS.branches, [
  asc(branches.name),
  asc(branches.id),
]);

/** The list's rows in its order, unpaged: the page and the export both read it. */
export const branchRows = (db: Db, q: BranchFilters) =>
  selectBranches(db)
    .where(searchFilter(q.search))
    .orderBy(...branchOrder(q.sort));

export async function listBranches(db: Db, q: PagingQuery & BranchFilters) {
  return paginate(
    q,
    PAGE_SIZES.branches,
    async (limit, offset) => (await branchRows(db, q).limit(limit).offset(offset)).map(toBranch),
    () => db.$count(branches, searchFilter(q.search)),
  );
}

export const branchOptions = activeOptions(
  branches,
  { id: branches.id, name: branches.name, code: branches.code },
  branches.name,
);

export async function getBranch(db: DbOrTx, id: number): Promise<Branch> {
  const [row] = await selectBranches(db).where(eq(branches.id, id));
  if (!row) throw new NotFound(SERVER.branchNotFound);
  return toBranch(row);
}

/** A branch manager must be a staff member whose user has the manager role. */
async function assertManager(db: DbOrTx, managerId: number | null) {
  if (managerId === null) return;
  const [m] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.user_id))
    .where(and(eq(staffMembers.id, managerId), eq(users.role, 'manager')));
  if (!m) throw fieldError('manager_id', SERVER.managerInvalid);
}

const branchEvent = auditRef('branch', (b: { id: number; name: string }) => b.name);
const writeBranch = recordWrites(branchEvent);

export async function createBranch(
  db: DbOrTx,
  v: BranchValues,
  actor = SYSTEM_ACTOR,
): Promise<Branch> {
  return db.transaction(async (tx) => {
    await assertManager(tx, v.manager_id);
    const [row] = await uniqueAsField({ branches_code_unique: ['code', SERVER.codeTaken] }, () =>
      tx.insert(branches).values(v).returning({ id: branches.id }),
    );
    const after = await getBranch(tx, row!.id);
    return writeBranch(tx, actor, 'create', null, after);
  });
}

export async function updateBranch(
  db: Db,
  id: number,
  v: BranchValues,
  actor = SYSTEM_ACTOR,
): Promise<Branch> {
  return db.transaction(async (tx) => {
    await lockRow(tx, branches, id, SERVER.branchNotFound);
    const before = await getBranch(tx, id);
    await assertManager(tx, v.manager_id);
    await uniqueAsField({ branches_code_unique: ['code', SERVER.codeTaken] }, () =>
      updateRow(tx, branches, id, v),
    );
    const after = await getBranch(tx, id);
    return writeBranch(tx, actor, 'update', before, after);
  });
}

export const deleteBranch = deleteUnused({
  table: branches,
  notFound: SERVER.branchNotFound,
  inUse: { by: [staffMembers.branch_id], message: SERVER.branchHasStaff },
  event: branchEvent,
});
