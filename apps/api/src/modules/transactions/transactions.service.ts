import {
  aliasedTable,
  and,
  arrayContains,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  PagingQuery,
  SortValue,
  Transaction,
  TransactionLink,
  TransactionStatus,
  TransactionType,
  TransactionValues,
} from '@app/contract';
import {
  CORRECTION_SERVER,
  FIN_SERVER,
  isTransactionMaker,
  mayEditTransaction,
  mayReverseTransactions,
  PAGE_SIZES,
  reversalDescription,
  todayIn,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  transactionCategories as categories,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { Conflict, fieldError, Forbidden, NotFound } from '../../lib/app-error.ts';
import { countOrEstimate, likePattern, paginate } from '../../lib/pagination.ts';
import { sortOrder } from '../../lib/sorting.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Actor } from '../../lib/audit.ts';
import {
  diffFields,
  fieldsOf,
  inTransaction,
  recordEvent,
  SYSTEM_ACTOR,
  recordWrite,
} from '../../lib/audit.ts';

/** A transaction as its History shows it: names rather than ids, no internal columns. */
const auditView = (t: Transaction) => ({
  ...t,
  account: `${t.account.code} ${t.account.name}`,
  category: t.category.name,
});
const auditFields = (t: Transaction) =>
  fieldsOf(auditView(t), ['account_id', 'category_id', 'attachment', 'editor_ids']);
const transactionEvent = (t: Pick<Transaction, 'id' | 'reference' | 'account_id'>) => ({
  record_type: 'transaction' as const,
  record_id: t.id,
  record_label: t.reference ?? `Transaction #${t.id}`,
  parent: { type: 'account' as const, id: t.account_id },
});

const creator = aliasedTable(users, 'creator');
const approver = aliasedTable(users, 'approver');
const editor = aliasedTable(users, 'editor');

/** The other end of a reversal link, as JSON (issue 16). */
const linkJson = (where: SQL) =>
  sql<TransactionLink | null>`(select json_build_object('id', o.id, 'reference', o.reference,
    'created_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'user', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = o.created_by),
    'reason', o.reversal_reason)
    from ${transactions} o where ${where})`;

const selectTransactions = (db: DbOrTx) =>
  db
    .select({
      t: transactions,
      account: { id: accounts.id, code: accounts.code, name: accounts.name },
      category: { id: categories.id, name: categories.name },
      creatorName: creator.name,
      approverName: approver.name,
      editorName: editor.name,
      reversalOf: linkJson(sql`o.id = ${transactions.reversalOf}`),
      reversedBy: linkJson(sql`o.reversal_of = ${transactions.id}`),
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .innerJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(creator, eq(creator.id, transactions.createdBy))
    .leftJoin(approver, eq(approver.id, transactions.approvedBy))
    .leftJoin(editor, eq(editor.id, transactions.updatedBy));

type Row = Awaited<ReturnType<typeof selectTransactions>>[number];

export function toTransaction({
  t,
  account,
  category,
  creatorName,
  approverName,
  editorName,
  reversalOf,
  reversedBy,
}: Row): Transaction {
  return {
    id: t.id,
    account_id: t.accountId,
    category_id: t.categoryId,
    type: t.type as TransactionType,
    amount: t.amount,
    transaction_date: t.transactionDate,
    description: t.description,
    reference: t.reference,
    notes: t.notes,
    attachment: t.attachmentPath,
    attachment_name: t.attachmentName,
    status: t.status as TransactionStatus,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(), // whole milliseconds in the table: exact
    user: t.createdBy && creatorName ? { id: t.createdBy, name: creatorName } : null,
    updated_by_user: t.updatedBy && editorName ? { id: t.updatedBy, name: editorName } : null,
    editor_ids: t.editorIds,
    account,
    category,
    approved_by_user:
      t.approvedBy && approverName ? { id: t.approvedBy, name: approverName } : null,
    approved_at: t.approvedAt?.toISOString() ?? null,
    approval_notes: t.approvalNotes,
    reversal_of: reversalOf,
    reversal_reason: t.reversalReason,
    reversed_by_transaction: reversedBy,
  };
}

export interface TransactionFilters {
  search?: string | undefined;
  date_from?: string | null | undefined;
  date_to?: string | null | undefined;
  type?: string | undefined;
  status?: string | undefined;
  account_id?: number | '' | undefined;
  category_id?: number | '' | undefined;
  sort?: SortValue<'transactions'> | undefined;
}

function filterWhere(f: TransactionFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.search) {
    const p = likePattern(f.search);
    c.push(or(ilike(transactions.reference, p), ilike(transactions.description, p)));
  }
  if (f.date_from) c.push(gte(transactions.transactionDate, f.date_from));
  if (f.date_to) c.push(lte(transactions.transactionDate, f.date_to));
  if (f.type) c.push(eq(transactions.type, f.type));
  if (f.status) c.push(eq(transactions.status, f.status));
  if (f.account_id) c.push(eq(transactions.accountId, f.account_id));
  if (f.category_id) c.push(eq(transactions.categoryId, f.category_id));
  return and(...c);
}

const transactionSorts = {
  transaction_date: transactions.transactionDate,
  amount: transactions.amount,
  reference: transactions.reference,
  type: transactions.type,
  status: transactions.status,
  created_at: transactions.createdAt,
};

/** The list's rows in its order, unpaged: the page and the export (issue 19) both read it. */
export const transactionRows = (db: Db, f: TransactionFilters) =>
  selectTransactions(db)
    .where(filterWhere(f))
    .orderBy(
      ...sortOrder(f.sort, transactionSorts, transactions.id, [
        desc(transactions.transactionDate),
        desc(transactions.id),
      ]),
    );

export async function listTransactions(
  db: Db,
  q: PagingQuery & TransactionFilters,
  defaultSize = PAGE_SIZES.transactions,
) {
  return paginate(
    q,
    defaultSize,
    async (limit, offset) =>
      (await transactionRows(db, q).limit(limit).offset(offset)).map(toTransaction),
    () => countOrEstimate(db, sql`${transactions}`, filterWhere(q)),
  );
}

/** Pending approvals: the transaction list held to one status (its sorts are a subset). */
export const pendingFilters = (q: { sort?: SortValue<'pendingApprovals'> | undefined }) => ({
  status: 'pending',
  sort: q.sort,
});

export const listPending = (
  db: Db,
  q: PagingQuery & { sort?: SortValue<'pendingApprovals'> | undefined },
) => listTransactions(db, { ...q, ...pendingFilters(q) }, PAGE_SIZES.pendingApprovals);

export async function getTransaction(db: DbOrTx, id: number): Promise<Transaction> {
  const [row] = await selectTransactions(db).where(eq(transactions.id, id));
  if (!row) throw new NotFound(FIN_SERVER.transactionNotFound);
  return toTransaction(row);
}

/** New transactions may only go to active accounts and categories. */
async function assertUsable(
  db: DbOrTx,
  v: TransactionValues,
  unchanged?: { accountId: number; categoryId: number },
) {
  const [a] = await db
    .select({ active: accounts.isActive })
    .from(accounts)
    .where(eq(accounts.id, v.account_id));
  if (!a) throw fieldError('account_id', FIN_SERVER.accountInvalid);
  if (!a.active && unchanged?.accountId !== v.account_id)
    throw fieldError('account_id', FIN_SERVER.accountInactive);
  const [c] = await db
    .select({ active: categories.isActive })
    .from(categories)
    .where(eq(categories.id, v.category_id));
  if (!c) throw fieldError('category_id', FIN_SERVER.categoryInvalid);
  if (!c.active && unchanged?.categoryId !== v.category_id)
    throw fieldError('category_id', FIN_SERVER.categoryInactive);
}

const valuesRow = (v: TransactionValues) => ({
  type: v.type,
  transactionDate: v.transaction_date,
  accountId: v.account_id,
  categoryId: v.category_id,
  amount: v.amount,
  description: v.description,
  reference: v.reference,
  notes: v.notes,
});

/** Every transaction starts pending; balances move only on approval. */
export async function createTransaction(
  db: DbOrTx,
  user: AuthUser,
  v: TransactionValues,
  file: StoredFile | null,
  actor: Actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    await assertUsable(tx, v);
    const [row] = await tx
      .insert(transactions)
      .values({
        ...valuesRow(v),
        status: 'pending',
        createdBy: user.id,
        attachmentPath: file?.path ?? null,
        attachmentName: file?.name ?? null,
      })
      .returning({ id: transactions.id });
    const after = await getTransaction(tx, row!.id);
    await recordWrite(
      tx,
      actor,
      'create',
      transactionEvent(after),
      null,
      auditView(after),
      auditFields(after),
    );
    return after;
  });
}

/** Lock a transaction row and insist it is still pending. */
async function lockPending(tx: DbOrTx, id: number) {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!t) throw new NotFound(FIN_SERVER.transactionNotFound);
  if (t.status !== 'pending') throw new Conflict(FIN_SERVER.onlyPending);
  return t;
}

/**
 * The next version of an edited row: now to the millisecond (the precision the API sends
 * out, so a version read back compares exactly), and always later than the one before, so
 * even two edits in one millisecond give an approver's stale copy away.
 */
const nextVersion = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${transactions.updatedAt} + interval '1 millisecond')`;

/**
 * Edit a pending transaction. The editor becomes one of its makers (the four-eyes rule) and
 * the row a new version (`updated_at`), so an approval of what was seen before is refused.
 * Returns the replaced attachment path, for the caller to remove from disk after commit.
 */
export async function updateTransaction(
  db: Db,
  user: AuthUser,
  id: number,
  v: TransactionValues,
  file: StoredFile | null,
  removeAttachment: boolean,
  actor: Actor = SYSTEM_ACTOR,
) {
  const replaced = await db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    const before = await getTransaction(tx, id);
    if (!mayEditTransaction(user, t.createdBy)) throw new Forbidden(FIN_SERVER.editOthers);
    await assertUsable(tx, v, { accountId: t.accountId, categoryId: t.categoryId });
    const attachment =
      file || removeAttachment
        ? { attachmentPath: file?.path ?? null, attachmentName: file?.name ?? null }
        : {};
    await tx
      .update(transactions)
      .set({
        ...valuesRow(v),
        ...attachment,
        updatedAt: nextVersion,
        updatedBy: user.id,
        editorIds: t.editorIds.includes(user.id) ? t.editorIds : [...t.editorIds, user.id],
      })
      .where(eq(transactions.id, id));
    const after = await getTransaction(tx, id);
    await recordWrite(
      tx,
      actor,
      'update',
      transactionEvent(after),
      auditView(before),
      auditView(after),
      auditFields(after),
    );
    return file || removeAttachment ? t.attachmentPath : null;
  });
  return { transaction: await getTransaction(db, id), replaced };
}

export async function deleteTransaction(db: Db, id: number, actor: Actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    await tx.delete(transactions).where(eq(transactions.id, id));
    await recordEvent(tx, actor, {
      action: 'delete',
      ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.accountId }),
    });
    return t.attachmentPath;
  });
}

/** Same instant, whatever offset the client wrote it in; an unreadable one matches nothing. */
const sameVersion = (stored: Date, seen: string) => stored.getTime() === Date.parse(seen);

/**
 * Approve or reject a pending transaction, at most once however many requests race
 * (decisions section 5): the row lock serialises them and all but the first find it no
 * longer pending (409). Approval moves the account balance in the same database
 * transaction as the status change.
 *
 * Four-eyes (decisions section 4): nobody but an admin decides a transaction they created or
 * edited, and the decision applies only to the version the approver saw (`seen`, the
 * `updated_at` they were shown): checked under the row lock, so an edit cannot slip between.
 * The routes always pass `seen` (the body requires it); only trusted callers such as the
 * demo seed, deciding what they have just created, leave it out.
 */
export async function decideTransaction(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  decision: 'approved' | 'rejected',
  notes: string | null,
  seen?: string,
  actor: Actor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    if (isTransactionMaker(user.id, t.createdBy, t.editorIds) && user.role !== 'admin')
      throw new Forbidden(FIN_SERVER.fourEyes);
    if (seen !== undefined && !sameVersion(t.updatedAt, seen))
      throw new Conflict(FIN_SERVER.changedSinceOpened);
    // updated_at stays the last edit's: a decision is not a new version of the movement.
    await tx
      .update(transactions)
      .set({
        status: decision,
        approvedBy: user.id,
        approvedAt: sql`now()`,
        approvalNotes: notes,
      })
      .where(eq(transactions.id, id));
    if (decision === 'approved') {
      const delta = t.type === 'income' ? sql`${t.amount}::numeric` : sql`-${t.amount}::numeric`;
      await tx
        .update(accounts)
        .set({ currentBalance: sql`${accounts.currentBalance} + ${delta}`, updatedAt: sql`now()` })
        .where(eq(accounts.id, t.accountId));
    }
    // Only the status changes here: the locked row says what it was, the decision what it is.
    await recordEvent(tx, actor, {
      action: decision === 'approved' ? 'approve' : 'reject',
      ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.accountId }),
      note: notes,
      changes: diffFields({ status: t.status }, { status: decision }, ['status']),
    });
  });
  return getTransaction(db, id);
}

/**
 * Correct an approved transaction (issue 16): an approved opposite entry (income and expense
 * swapped, same amount, account and category, dated today) linked to it, and the balance
 * moved back once, all in one database transaction. The original's row lock serialises racing
 * reversals (the second finds the first, 409); the unique index on `reversal_of` is the last
 * line. A reversal is never itself reversed, and nothing approved is edited or deleted.
 */
export async function reverseTransaction(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  reason: string,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
) {
  if (!mayReverseTransactions(user)) throw new Forbidden();
  try {
    const reversalId = await inTransaction(db, async (tx) => {
      const [t] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
      if (!t) throw new NotFound(FIN_SERVER.transactionNotFound);
      if (t.reversalOf !== null) throw new Conflict(CORRECTION_SERVER.reversalNotReversed);
      if (t.status !== 'approved') throw new Conflict(CORRECTION_SERVER.onlyApprovedReversed);
      const [done] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.reversalOf, id));
      if (done) throw new Conflict(CORRECTION_SERVER.alreadyReversed);
      const type = t.type === 'income' ? 'expense' : 'income';
      const [row] = await tx
        .insert(transactions)
        .values({
          accountId: t.accountId,
          categoryId: t.categoryId,
          type,
          amount: t.amount,
          transactionDate: todayIn(timeZone),
          description: reversalDescription(t, reason),
          reference: `REV-${t.reference ?? t.id}`.slice(0, 100),
          status: 'approved',
          createdBy: user.id,
          approvedBy: user.id,
          approvedAt: sql`now()`,
          approvalNotes: reason,
          reversalOf: t.id,
          reversalReason: reason,
        })
        .returning({ id: transactions.id });
      const delta = type === 'income' ? sql`${t.amount}::numeric` : sql`-${t.amount}::numeric`;
      await tx
        .update(accounts)
        .set({ currentBalance: sql`${accounts.currentBalance} + ${delta}`, updatedAt: sql`now()` })
        .where(eq(accounts.id, t.accountId));
      const reversal = await getTransaction(tx, row!.id);
      await recordEvent(tx, actor, {
        action: 'reverse',
        ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.accountId }),
        note: reason,
        changes: diffFields(null, { reversed_by: reversal.reference }, ['reversed_by']),
      });
      return row!.id;
    });
    return getTransaction(db, reversalId);
  } catch (e) {
    if (isUniqueViolation(e, 'transactions_reversal_of_unique'))
      throw new Conflict(CORRECTION_SERVER.alreadyReversed);
    throw e;
  }
}

/**
 * Whether a user has created, edited or decided any transaction, or voided a payment (then
 * only deactivated).
 */
export async function userHasTransactions(db: DbOrTx, userId: number) {
  const [r] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      or(
        eq(transactions.createdBy, userId),
        eq(transactions.approvedBy, userId),
        arrayContains(transactions.editorIds, [userId]),
      ),
    );
  if ((r?.n ?? 0) > 0) return true;
  // Who voided a payment is part of its trace too (issue 16).
  const { rows } = await db.execute<{ voided: boolean }>(
    sql`select exists (select 1 from booking_payments where voided_by = ${userId})
      or exists (select 1 from agent_payments where voided_by = ${userId}) as voided`,
  );
  return rows[0]?.voided === true;
}
