import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Category, CategoryValues, PagingQuery } from '@app/contract';
import { FIN_SERVER, LEDGER_SERVER, PAGE_SIZES } from '@app/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  accounts,
  transactionCategories as categories,
  transactions,
} from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { likePattern, paginate } from '../../lib/rows/pagination.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import {
  fieldsOf,
  SYSTEM_ACTOR,
  recordWrite,
  recordWrites,
  auditRef,
} from '../../lib/audit/audit.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { systemAccount } from '../ledger/posting.ts';
import { activeOptions } from '../../lib/rows/active-options.ts';

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  is_active: categories.is_active,
  transactions_count: categories.transactions_count,
  created_at: categories.created_at,
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
    () => db.$count(categories, where),
  );
}

export const categoryOptions = activeOptions(
  categories,
  { id: categories.id, name: categories.name },
  categories.name,
);

export async function getCategory(db: DbOrTx, id: number): Promise<Category> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
  if (!row) throw new NotFound(FIN_SERVER.categoryNotFound);
  return toCategory(row);
}

const categoryEvent = auditRef('category', (c: { id: number; name: string }) => c.name);
const categoryFields = (c: Category) => fieldsOf(c, ['transactions_count']);
const writeCategory = recordWrites(categoryEvent, categoryFields);

export async function createCategory(db: DbOrTx, v: CategoryValues, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const shared = {
      income: await systemAccount(tx, 'other_income'),
      expense: await systemAccount(tx, 'other_expenses'),
    };
    const [row] = await uniqueAsField(
      { categories_name_unique: ['name', FIN_SERVER.categoryNameTaken] },
      () =>
        tx
          .insert(categories)
          .values({
            name: v.name,
            description: v.description,
            is_active: v.is_active,
            // Until someone maps it, a new category posts to the shared accounts.
            income_account_id: shared.income,
            expense_account_id: shared.expense,
          })
          .returning({ id: categories.id }),
    );
    const after = await getCategory(tx, row!.id);
    return writeCategory(tx, actor, 'create', null, after);
  });
}

/**
 * Where a category's approved transactions post: its income and expense accounts (decision 042).
 * Each must be an account of that type; what was posted before stays where it was.
 */
export async function mapCategoryAccounts(
  db: DbOrTx,
  id: number,
  to: { income_account_id: number; expense_account_id: number },
) {
  const types = await db
    .select({ id: accounts.id, type: accounts.type })
    .from(accounts)
    .where(inArray(accounts.id, [to.income_account_id, to.expense_account_id]));
  const typeOf = new Map(types.map((a) => [a.id, a.type]));
  if (typeOf.get(to.income_account_id) !== 'income')
    throw fieldError('income_account_id', LEDGER_SERVER.notIncomeAccount);
  if (typeOf.get(to.expense_account_id) !== 'expense')
    throw fieldError('expense_account_id', LEDGER_SERVER.notExpenseAccount);
  await db.update(categories).set(to).where(eq(categories.id, id));
}

/** The category locked for a change, as it was before it. */
async function lockCategory(tx: Tx, id: number) {
  await lockRow(tx, categories, id, FIN_SERVER.categoryNotFound);
  return getCategory(tx, id);
}

export async function updateCategory(db: Db, id: number, v: CategoryValues, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    await uniqueAsField({ categories_name_unique: ['name', FIN_SERVER.categoryNameTaken] }, () =>
      updateRow(tx, categories, id, {
        name: v.name,
        description: v.description,
        is_active: v.is_active,
      }),
    );
    const after = await getCategory(tx, id);
    return writeCategory(tx, actor, 'update', before, after);
  });
}

/** Flip the active flag under the row lock, so two clicks cannot read the same old value. */
export async function toggleCategory(db: Db, id: number, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    await updateRow(tx, categories, id, { is_active: sql`not ${categories.is_active}` });
    const after = await getCategory(tx, id);
    await recordWrite(tx, actor, 'status', categoryEvent(after), before, after, ['is_active']);
    return after;
  });
}

export const deleteCategory = deleteUnused({
  table: categories,
  notFound: FIN_SERVER.categoryNotFound,
  inUse: { by: [transactions.category_id], message: FIN_SERVER.categoryHasTransactions },
  event: categoryEvent,
});
