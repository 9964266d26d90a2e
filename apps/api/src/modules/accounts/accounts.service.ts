import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  accountListQuery,
  Account,
  AccountType,
  AccountValues,
  PagingQuery,
} from '@app/contract';
import {
  CORRECTION_SERVER,
  FIN_SERVER,
  LIST_SORTS,
  money,
  PAGE_SIZES,
  toMoney,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, transactions } from '../../db/schema/index.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';
import { equalFilters, likePattern, paginate } from '../../lib/rows/pagination.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import { fieldsOf, SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { activeOptions } from '../../lib/rows/active-options.ts';
import { balanceInRange } from './balance-move.ts';

const accountEvent = auditRef(
  'account',
  (a: { id: number; code: string; name: string }) => `${a.code} ${a.name}`,
);
const accountFields = (a: Account) =>
  fieldsOf(a, ['transactions_count', 'has_approved_transactions']);
const writeAccount = recordWrites(accountEvent, accountFields);

// The account's own columns (updated_at is bookkeeping the answer does not carry), and:
const { updated_at, ...ownColumns } = getTableColumns(accounts);
const columns = {
  ...ownColumns,
  // Spelled out: drizzle leaves a single table's columns unqualified, and inside the subquery
  // a bare "id" would be the transaction's.
  has_approved_transactions: sql<boolean>`exists (select 1 from ${transactions} x where x.account_id = "accounts"."id" and x.status = 'approved')`,
};

export const toAccount = (r: Omit<Account, 'created_at'> & { created_at: Date }): Account => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

export type AccountFilters = Omit<z.output<typeof accountListQuery>, keyof PagingQuery>;

function accountWhere(q: AccountFilters) {
  const conds: (SQL | undefined)[] = [];
  if (q.search)
    conds.push(
      or(ilike(accounts.code, likePattern(q.search)), ilike(accounts.name, likePattern(q.search))),
    );
  conds.push(...equalFilters(accounts, q, ['type']));
  return and(...conds);
}

const accountOrder = listOrder(accounts, LIST_SORTS.accounts, [asc(accounts.code)]);

/** The list's rows in its order, unpaged: the page and the export both read it. */
export const accountRows = (db: Db, q: AccountFilters) =>
  db
    .select(columns)
    .from(accounts)
    .where(accountWhere(q))
    .orderBy(...accountOrder(q.sort));

export async function listAccounts(db: Db, q: PagingQuery & AccountFilters) {
  const where = accountWhere(q);
  return paginate(
    q,
    PAGE_SIZES.accounts,
    async (limit, offset) => (await accountRows(db, q).limit(limit).offset(offset)).map(toAccount),
    () => db.$count(accounts, where),
  );
}

export const accountOptions = activeOptions(
  accounts,
  {
    id: accounts.id,
    code: accounts.code,
    name: accounts.name,
    type: sql<AccountType>`${accounts.type}`,
  },
  accounts.code,
);

export async function getAccount(db: DbOrTx, id: number): Promise<Account> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
  if (!row) throw new NotFound(FIN_SERVER.accountNotFound);
  return toAccount(row);
}

export async function createAccount(db: DbOrTx, v: AccountValues, actor = SYSTEM_ACTOR) {
  return inTransaction(db, async (tx) => {
    const [row] = await uniqueAsField(
      { accounts_code_unique: ['code', FIN_SERVER.accountCodeTaken] },
      () =>
        tx
          .insert(accounts)
          .values({
            code: v.code,
            name: v.name,
            type: v.type,
            opening_balance: v.opening_balance,
            current_balance: v.opening_balance,
            description: v.description,
            is_active: v.is_active,
          })
          .returning({ id: accounts.id }),
    );
    const after = await getAccount(tx, row!.id);
    return writeAccount(tx, actor, 'create', null, after);
  });
}

/**
 * The current balance is always opening + approved income - approved expense; a new
 * opening balance moves it by the same difference, under the row lock approvals take too.
 * Once the account has an approved transaction the opening balance is fixed: a
 * correction is a new transaction, approved like any other. The check runs after the lock, so
 * an approval that committed first is seen; one still waiting for the lock comes after.
 */
export async function updateAccount(db: Db, id: number, v: AccountValues, actor = SYSTEM_ACTOR) {
  await uniqueAsField({ accounts_code_unique: ['code', FIN_SERVER.accountCodeTaken] }, () =>
    db.transaction(async (tx) => {
      const current = await lockRow(tx, accounts, id, FIN_SERVER.accountNotFound);
      const before = await getAccount(tx, id);
      if (
        !money(current.opening_balance).eq(v.opening_balance) &&
        before.has_approved_transactions
      ) {
        throw fieldError('opening_balance', CORRECTION_SERVER.openingBalanceFixed);
      }
      // The balance moves by the same difference: refused before it leaves the money range.
      const balance = balanceInRange(
        toMoney(
          money(current.current_balance).minus(current.opening_balance).plus(v.opening_balance),
        ),
        'opening_balance',
      );
      const updated = await tx
        .update(accounts)
        .set({
          code: v.code,
          name: v.name,
          type: v.type,
          current_balance: balance,
          opening_balance: v.opening_balance,
          description: v.description,
          is_active: v.is_active,
          updated_at: sql`now()`,
        })
        .where(eq(accounts.id, id))
        .returning({ id: accounts.id });
      if (!updated.length) throw new NotFound(FIN_SERVER.accountNotFound);
      const after = await getAccount(tx, id);
      await writeAccount(tx, actor, 'update', before, after);
    }),
  );
  return getAccount(db, id);
}

export const deleteAccount = deleteUnused({
  table: accounts,
  notFound: FIN_SERVER.accountNotFound,
  inUse: { by: [transactions.account_id], message: FIN_SERVER.accountHasTransactions },
  event: accountEvent,
});
