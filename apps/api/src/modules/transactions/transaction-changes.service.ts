// Writing transactions while pending: create, edit (a new version) and delete, each audited.
import { lockBooks, lockDateSql, refuseLocked } from '../ledger/lock-date.ts';
import { eq, sql } from 'drizzle-orm';
import type { Transaction, TransactionValues } from '@app/contract';
import { FIN_SERVER, LEDGER_SERVER, mayEditTransaction } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  transactionCategories as categories,
  transactions,
} from '../../db/schema/index.ts';
import { Conflict, fieldError, Forbidden } from '../../lib/http/app-error.ts';
import type { UploadedFile } from '../../lib/files/storage.ts';
import { removeStored, storeAttachment } from '../../lib/files/storage.ts';
import { databaseFiles } from '../../lib/files/file-store.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fieldsOf, recordEvent, SYSTEM_ACTOR, recordWrites } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { getTransaction } from './transactions.service.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import { moneyAccount } from '../accounts/accounts.service.ts';
import { rateOrRefuse, rateSql } from '../currencies/rates.ts';

/** A transaction as its History shows it: names rather than ids, no internal columns. */
const auditView = (t: Transaction) => ({
  ...t,
  account: `${t.account.code} ${t.account.name}`,
  category: t.category.name,
});
const auditFields = (t: Transaction) =>
  fieldsOf(auditView(t), ['account_id', 'category_id', 'attachment', 'editor_ids']);
export const transactionEvent = (t: Pick<Transaction, 'id' | 'reference' | 'account_id'>) => ({
  record_type: 'transaction' as const,
  record_id: t.id,
  record_label: t.reference ?? `Transaction #${t.id}`,
  parent: { type: 'account' as const, id: t.account_id },
});
const writeTransaction = recordWrites(transactionEvent, auditFields, auditView);

/** What a transaction's rules read, in one statement: see writeFacts. */
type WriteFacts = {
  lock: string | null;
  account: { active: boolean; money: boolean; currency: string } | null;
  category: boolean | null;
  rate: string | null;
};

/**
 * The lock date (read after lockBooks), the account and category picked, and the rate of the
 * account's currency on the transaction's date, in one round trip: a create was six statements
 * before its insert, each a cost on both sides.
 */
async function writeFacts(tx: DbOrTx, v: TransactionValues): Promise<WriteFacts> {
  await lockBooks(tx);
  const currency = sql`(select ${accounts.currency} from ${accounts} where ${accounts.id} = ${v.account_id})`;
  const { rows } = await tx.execute<WriteFacts>(sql`select ${lockDateSql} as lock,
    (select json_build_object('active', ${accounts.is_active}, 'money', ${moneyAccount},
      'currency', ${accounts.currency}) from ${accounts} where ${accounts.id} = ${v.account_id}) as account,
    (select ${categories.is_active} from ${categories} where ${categories.id} = ${v.category_id}) as category,
    ${rateSql(currency, v.transaction_date)} as rate`);
  return rows[0]!;
}

/**
 * New transactions may only go to active money accounts and active categories (an edit keeps
 * the ones it had: `unchanged`); the amount is in the account's currency and posts at the rate
 * of its date, so a date without one is refused now, not when a manager approves it.
 */
function refuseUnusable(
  f: WriteFacts,
  v: TransactionValues,
  unchanged?: { accountId: number; categoryId: number },
) {
  refusePick(f.account?.active ?? null, 'account_id', v.account_id, unchanged?.accountId, {
    invalid: FIN_SERVER.accountInvalid,
    inactive: FIN_SERVER.accountInactive,
  });
  // Money moves in or out of a bank, cash or card account; the category says what for.
  if (!f.account?.money && unchanged?.accountId !== v.account_id)
    throw fieldError('account_id', LEDGER_SERVER.notMoneyAccount);
  if (f.account) rateOrRefuse(f.rate, f.account.currency, v.transaction_date, 'transaction_date');
  refusePick(f.category, 'category_id', v.category_id, unchanged?.categoryId, {
    invalid: FIN_SERVER.categoryInvalid,
    inactive: FIN_SERVER.categoryInactive,
  });
}

/** The account or category picked in `field` exists, and is active unless it was already set. */
function refusePick(
  active: boolean | null,
  field: string,
  id: number,
  unchanged: number | undefined,
  refusals: { invalid: string; inactive: string },
) {
  if (active === null) throw fieldError(field, refusals.invalid);
  if (!active && unchanged !== id) throw fieldError(field, refusals.inactive);
}

const valuesRow = (v: TransactionValues) => ({
  type: v.type,
  transaction_date: v.transaction_date,
  account_id: v.account_id,
  category_id: v.category_id,
  amount: v.amount,
  description: v.description,
  reference: v.reference,
  notes: v.notes,
});

/**
 * An upload kept in the write's own transaction: a refusal, a failed commit or a crash
 * leaves no file behind that no transaction names (and no clean-up for the routes to forget).
 */
const keepUpload = (tx: DbOrTx, file: UploadedFile | null) =>
  file ? storeAttachment(databaseFiles(tx), 'transactions', file) : null;

/** Every transaction starts pending; balances move only on approval. */
export async function createTransaction(
  db: DbOrTx,
  user: AuthUser,
  v: TransactionValues,
  upload: UploadedFile | null,
  actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    const facts = await writeFacts(tx, v);
    refuseLocked(facts.lock, v.transaction_date, 'transaction_date');
    refuseUnusable(facts, v);
    const file = await keepUpload(tx, upload);
    const [row] = await tx
      .insert(transactions)
      .values({
        ...valuesRow(v),
        status: 'pending',
        created_by: user.id,
        attachment_path: file?.path ?? null,
        attachment_name: file?.name ?? null,
      })
      .returning({ id: transactions.id });
    const after = await getTransaction(tx, row!.id);
    await writeTransaction(tx, actor, 'create', null, after);
    return after;
  });
}

/** Lock a transaction row and insist it is still pending. */
export async function lockPending(tx: DbOrTx, id: number) {
  const t = await lockRow(tx, transactions, id, FIN_SERVER.transactionNotFound);
  if (t.status !== 'pending') throw new Conflict(FIN_SERVER.onlyPending);
  return t;
}

/**
 * The next version of an edited row: now to the millisecond (the precision the API sends
 * out, so a version read back compares exactly), and always later than the one before, so
 * even two edits in one millisecond give an approver's stale copy away.
 */
const nextVersion = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${transactions.updated_at} + interval '1 millisecond')`;

/**
 * Edit a pending transaction. The editor becomes one of its makers (the four-eyes rule) and
 * the row a new version (`updated_at`), so an approval of what was seen before is refused.
 * Returns the transaction as it now reads; a replaced or removed attachment goes in the same commit.
 */
export async function updateTransaction(
  db: Db,
  user: AuthUser,
  id: number,
  v: TransactionValues,
  upload: UploadedFile | null,
  removeAttachment: boolean,
  actor = SYSTEM_ACTOR,
) {
  return db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    // A pending transaction is not in the books: it may move out of a locked period, not into one.
    const facts = await writeFacts(tx, v);
    refuseLocked(facts.lock, v.transaction_date, 'transaction_date');
    const before = await getTransaction(tx, id);
    if (!mayEditTransaction(user, t.created_by)) throw new Forbidden(FIN_SERVER.editOthers);
    refuseUnusable(facts, v, { accountId: t.account_id, categoryId: t.category_id });
    const file = await keepUpload(tx, upload);
    const attachment =
      file || removeAttachment
        ? { attachment_path: file?.path ?? null, attachment_name: file?.name ?? null }
        : {};
    await tx
      .update(transactions)
      .set({
        ...valuesRow(v),
        ...attachment,
        updated_at: nextVersion,
        updated_by: user.id,
        editor_ids: t.editor_ids.includes(user.id) ? t.editor_ids : [...t.editor_ids, user.id],
      })
      .where(eq(transactions.id, id));
    const after = await getTransaction(tx, id);
    await writeTransaction(tx, actor, 'update', before, after);
    // The file it replaced goes with the same commit.
    if (file || removeAttachment) await removeStored(databaseFiles(tx), t.attachment_path);
    return after;
  });
}

export async function deleteTransaction(db: Db, id: number, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    const t = await lockPending(tx, id);
    await tx.delete(transactions).where(eq(transactions.id, id));
    await recordEvent(tx, actor, {
      action: 'delete',
      ...transactionEvent({ id: t.id, reference: t.reference, account_id: t.account_id }),
    });
    await removeStored(databaseFiles(tx), t.attachment_path);
  });
}
