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
  BASE_CURRENCY,
  CORRECTION_SERVER,
  FIN_SERVER,
  LEDGER_SERVER,
  LIST_SORTS,
  money,
  PAGE_SIZES,
  toMoney,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  journalLines,
  transactionCategories,
  transactions,
} from '../../db/schema/index.ts';
import { Conflict, fieldError, NotFound } from '../../lib/http/app-error.ts';
import { postOpening } from './opening-posting.ts';
import { currencyRefusal } from '../currencies/rates.ts';
import { monthTotalsNow } from '../ledger/posting.ts';
import { equalFilters, likePattern, paginate } from '../../lib/rows/pagination.ts';
import { sortColumns, sortOrder } from '../../lib/rows/sorting.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import { fieldsOf, SYSTEM_ACTOR, recordWrites, auditRef } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { activeOptions } from '../../lib/rows/active-options.ts';
import { balanceInRange } from './balance-move.ts';
import { ledgerBalance, ledgerNet, nativeBalance, onNormalSide } from './ledger-balance.ts';

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
  // The sum of its journal lines on its normal side, never the stored column (decision 042):
  // in its own currency, and in the books' rupees.
  current_balance: nativeBalance,
  base_balance: ledgerBalance,
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

// Sorting by balance sorts by the ledger's balance in rupees: the one figure that compares
// accounts kept in different currencies.
const sortable = {
  ...sortColumns(
    accounts,
    LIST_SORTS.accounts.filter((k) => k !== 'current_balance'),
  ),
  current_balance: ledgerBalance,
};
const accountOrder = (sort: AccountFilters['sort']) =>
  sortOrder(sort, sortable, accounts.id, [asc(accounts.code)]);

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

/**
 * Where a transaction's money goes in or out (bank, cash, card): an asset or a liability the
 * agency keeps itself, never one the books keep (receivables, payables: decision 042).
 */
export const moneyAccount = sql`${accounts.type} in ('asset', 'liability') and ${accounts.system_key} is null`;

/** The accounts a transaction may name: the active money accounts. */
export const accountOptions = activeOptions(
  accounts,
  {
    id: accounts.id,
    code: accounts.code,
    name: accounts.name,
    type: sql<AccountType>`${accounts.type}`,
    currency: accounts.currency,
  },
  accounts.code,
  moneyAccount,
);

export async function getAccount(db: DbOrTx, id: number): Promise<Account> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
  if (!row) throw new NotFound(FIN_SERVER.accountNotFound);
  return toAccount(row);
}

/** The row's columns from what was sent: the same for a new account and an edit. */
const accountColumns = (v: AccountValues) => ({
  code: v.code,
  name: v.name,
  type: v.type,
  currency: v.currency,
  opening_balance: v.opening_balance,
  description: v.description,
  is_active: v.is_active,
});

/**
 * `booksFrom`: the day the opening balance stands on (today by default); the demo data opens
 * its accounts before the transactions it backdates, as an agency moving its books in would.
 */
export async function createAccount(
  db: DbOrTx,
  v: AccountValues,
  actor = SYSTEM_ACTOR,
  booksFrom?: string,
) {
  return inTransaction(db, async (tx) => {
    await checkCurrency(tx, v);
    const [row] = await uniqueAsField(
      { accounts_code_unique: ['code', FIN_SERVER.accountCodeTaken] },
      () => tx.insert(accounts).values(accountColumns(v)).returning({ id: accounts.id }),
    );
    await postOpening(
      tx,
      { id: row!.id, code: v.code, type: v.type, currency: v.currency },
      v.opening_balance,
      actor.userId,
      booksFrom,
    );
    await monthTotalsNow(tx); // the answer shows the balance the opening entry made
    const after = await getAccount(tx, row!.id);
    return writeAccount(tx, actor, 'create', null, after);
  });
}

/**
 * The current balance is the sum of the account's lines, the opening entries among them; a new
 * opening balance posts the difference, checked under the row lock approvals take too.
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
      if (current.system_key !== null && v.type !== current.type)
        throw fieldError('type', LEDGER_SERVER.typeFixed);
      if (v.type !== current.type && (await hasEntries(tx, id)))
        throw fieldError('type', LEDGER_SERVER.typeFixed);
      if (v.currency !== current.currency && (await hasEntries(tx, id)))
        throw fieldError('currency', LEDGER_SERVER.currencyFixed);
      await checkCurrency(tx, { ...v, system_key: current.system_key }, current.currency);
      // The balance moves by the same difference on the account's normal side (an account
      // whose type changes has no lines yet): refused before it leaves the money range.
      const { net } = await ledgerNet(tx, id, new Date().toISOString().slice(0, 10));
      balanceInRange(
        toMoney(
          money(onNormalSide(v.type, net)).minus(current.opening_balance).plus(v.opening_balance),
        ),
        'opening_balance',
      );
      const updated = await tx
        .update(accounts)
        .set({ ...accountColumns(v), updated_at: sql`now()` })
        .where(eq(accounts.id, id))
        .returning({ id: accounts.id });
      if (!updated.length) throw new NotFound(FIN_SERVER.accountNotFound);
      await postOpening(
        tx,
        { id, code: v.code, type: v.type, currency: v.currency },
        toMoney(money(v.opening_balance).minus(current.opening_balance)),
        actor.userId,
      );
      await monthTotalsNow(tx); // its History event holds the balance the entry moved
      const after = await getAccount(tx, id);
      await writeAccount(tx, actor, 'update', before, after);
    }),
  );
  return getAccount(db, id);
}

/**
 * The account's currency: an active one (or the one it already had), and other than rupees only
 * for a bank, cash or card account of the agency's own (the database holds the same rule).
 */
async function checkCurrency(
  tx: DbOrTx,
  v: Pick<AccountValues, 'currency' | 'type'> & { system_key?: string | null },
  kept?: string,
) {
  const refused = await currencyRefusal(tx, v.currency, kept);
  if (refused) throw fieldError('currency', refused);
  const money = (v.type === 'asset' || v.type === 'liability') && !v.system_key;
  if (v.currency !== BASE_CURRENCY && !money)
    throw fieldError('currency', LEDGER_SERVER.currencyNotMoney(BASE_CURRENCY));
}

/** Whether any journal line is on the account (lines are never removed, so it stays true). */
const hasEntries = async (tx: DbOrTx, id: number) =>
  (await tx.$count(journalLines, eq(journalLines.account_id, id))) > 0;

const deleteUnusedAccount = deleteUnused({
  table: accounts,
  notFound: FIN_SERVER.accountNotFound,
  inUse: { by: [transactions.account_id], message: FIN_SERVER.accountHasTransactions },
  event: accountEvent,
});

/**
 * An account goes only while nothing in the books names it: no transaction (the spec's 409),
 * no journal line (an opening balance is one), no category posting to it, and never one the
 * books keep for themselves. Lines and system keys never go away, so checking first is safe;
 * a transaction racing in is caught by deleteUnused under the row lock.
 */
export async function deleteAccount(db: Db, id: number, actor = SYSTEM_ACTOR) {
  const [row] = await db
    .select({ system_key: accounts.system_key })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (row?.system_key) throw new Conflict(LEDGER_SERVER.systemAccount);
  if (row && (await db.$count(transactions, eq(transactions.account_id, id))) === 0) {
    if (await hasEntries(db, id)) throw new Conflict(LEDGER_SERVER.accountHasEntries);
    const mapped = await db.$count(
      transactionCategories,
      or(
        eq(transactionCategories.income_account_id, id),
        eq(transactionCategories.expense_account_id, id),
      ),
    );
    if (mapped > 0) throw new Conflict(LEDGER_SERVER.accountOfCategory);
  }
  return deleteUnusedAccount(db, id, actor);
}
