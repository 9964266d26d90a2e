// Transactions as JSON written by PostgreSQL: the list's pages (decision 029, as bookings).
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TransactionLink } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  transactionCategories as categories,
  transactions,
  users,
} from '../../db/schema/index.ts';
import {
  columnFields,
  jsonAggByIds,
  jsonByIds,
  jsonObject,
  userJson,
} from '../../lib/kept/row-json.ts';

/** The other end of a reversal link, as JSON. */
export const linkJson = (where: SQL) =>
  sql<TransactionLink | null>`(select json_build_object('id', o.id, 'reference', o.reference,
    'created_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'user', (select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = o.created_by),
    'reason', o.reversal_reason)
    from ${transactions} o where ${where})`;

/** Columns toTransaction leaves out or sends under another name. */
const RENAMED = ['created_by', 'approved_by', 'updated_by', 'attachment_path', 'reversal_of'];

/** One transaction as toTransaction gives it (transactions.service.ts), built by PostgreSQL. */
const transactionJson = jsonObject([
  ...columnFields(transactions, RENAMED),
  ['attachment', sql`${transactions.attachment_path}`],
  ['user', userJson(users, transactions.created_by)],
  ['updated_by_user', userJson(users, transactions.updated_by)],
  ['approved_by_user', userJson(users, transactions.approved_by)],
  [
    'account',
    sql`json_build_object('id', ${accounts.id}, 'code', ${accounts.code}, 'name', ${accounts.name}, 'currency', ${accounts.currency})`,
  ],
  ['category', sql`json_build_object('id', ${categories.id}, 'name', ${categories.name})`],
  ['reversal_of', linkJson(sql`o.id = ${transactions.reversal_of}`)],
  ['reversed_by_transaction', linkJson(sql`o.reversal_of = ${transactions.id}`)],
]);

const byIds = jsonAggByIds(transactionJson, transactions.id);
/** The statement behind transactionsJson: its plan does not depend on the ids. */
const prepareJsonByIds = (db: Db) =>
  db
    .select({ line: byIds.line })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.account_id))
    .innerJoin(categories, eq(categories.id, transactions.category_id))
    .where(byIds.where)
    .prepare('transactions_json_by_ids');

/**
 * Transactions by id as one JSON array in the ids' order (the list's pages): the list's own
 * statement, with its joins and subqueries, took 1-2 ms to plan on every request against
 * ~0.3 ms to run.
 */
export const transactionsJson = (db: Db, ids: number[]) =>
  jsonByIds(db, 'transactions_json_by_ids', prepareJsonByIds, ids);
