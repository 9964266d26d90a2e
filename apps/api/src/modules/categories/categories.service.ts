import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Category, CategoryOption, CategoryValues, PagingQuery } from '@app/contract';
import { FIN_SERVER, PAGE_SIZES } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { transactionCategories as categories, transactions } from '../../db/schema/index.ts';
import { Conflict, fieldError, NotFound } from '../../lib/app-error.ts';
import { likePattern, paginate } from '../../lib/pagination.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  is_active: categories.isActive,
  transactions_count: categories.transactionsCount,
  created_at: categories.createdAt,
};

const toCategory = (r: Omit<Category, 'created_at'> & { created_at: Date }): Category => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

export async function listCategories(db: Db, q: PagingQuery & { search?: string | undefined }) {
  const where = q.search ? ilike(categories.name, likePattern(q.search)) : undefined;
  return paginate(
    q,
    PAGE_SIZES.categories,
    async (limit, offset) =>
      (
        await db
          .select(columns)
          .from(categories)
          .where(where)
          .orderBy(asc(categories.name))
          .limit(limit)
          .offset(offset)
      ).map(toCategory),
    async () => (await db.select({ n: count() }).from(categories).where(where))[0]?.n ?? 0,
  );
}

export async function getCategory(db: DbOrTx, id: number): Promise<Category> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
  if (!row) throw new NotFound(FIN_SERVER.categoryNotFound);
  return toCategory(row);
}

async function guardName<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e, 'categories_name_unique'))
      throw fieldError('name', FIN_SERVER.categoryNameTaken);
    throw e;
  }
}

export async function createCategory(db: DbOrTx, v: CategoryValues) {
  const [row] = await guardName(() =>
    db
      .insert(categories)
      .values({ name: v.name, description: v.description, isActive: v.is_active })
      .returning({ id: categories.id }),
  );
  return getCategory(db, row!.id);
}

export async function updateCategory(db: Db, id: number, v: CategoryValues) {
  const rows = await guardName(() =>
    db
      .update(categories)
      .set({
        name: v.name,
        description: v.description,
        isActive: v.is_active,
        updatedAt: sql`now()`,
      })
      .where(eq(categories.id, id))
      .returning({ id: categories.id }),
  );
  if (!rows.length) throw new NotFound(FIN_SERVER.categoryNotFound);
  return getCategory(db, id);
}

/** Flip the active flag in one statement, so two clicks cannot read the same old value. */
export async function toggleCategory(db: Db, id: number) {
  const rows = await db
    .update(categories)
    .set({ isActive: sql`not ${categories.isActive}`, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!rows.length) throw new NotFound(FIN_SERVER.categoryNotFound);
  return getCategory(db, id);
}

export async function deleteCategory(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [c] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!c) throw new NotFound(FIN_SERVER.categoryNotFound);
    const [used] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new Conflict(FIN_SERVER.categoryHasTransactions);
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

export async function categoryOptions(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}
