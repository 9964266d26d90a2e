// Paying suppliers (decision 048): a payment settles open services of one supplier in one
// currency from one money account. The supplier's row lock makes payments take turns, and each
// service's payable row is locked too, so a payment and a change of the service that would
// reverse its payable (supplier-payables.ts) never cross: two payments at once never pay more
// than is owed, and a paid service is never silently un-owed.
import { eq, sql } from 'drizzle-orm';
import type {
  SupplierPayment,
  SupplierPaymentListQuery,
  SupplierPaymentValues,
} from '@app/contract';
import {
  money,
  lastPage,
  resolvePaging,
  SUPPLIER_MESSAGES,
  SUPPLIER_PAYMENT_MESSAGES as M,
  todayIn,
  toMoney,
} from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { booksSettings, suppliers, supplierPayments } from '../../db/schema/index.ts';
import { payableServiceName } from '../../db/service-lines.ts';
import { Conflict, fieldError, Forbidden, NotFound } from '../../lib/http/app-error.ts';
import { lockRow } from '../../lib/rows/row-lock.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rateOn, toBase } from '../currencies/rates.ts';
import { assertDepositAccount } from '../ledger/deposit-account.ts';
import { assertOpen } from '../ledger/lock-date.ts';
import { reverseEntry } from '../ledger/posting.ts';
import { postSupplierPayment } from './supplier-payment-posting.ts';

/**
 * What is still open on payable `p`: its amount less what its pending and paid payments hold
 * (`paid`, kept on the row by migration 0060's triggers), the one reading of it everywhere.
 */
export const payableOpenSql = sql`(p.amount - p.paid)`;

const paymentEvent = (id: number, supplier: string, currency: string) => ({
  record_type: 'supplier_payment' as const,
  record_id: id,
  record_label: supplier,
  currency,
});

/** One payment in the contract's shape, or null. */
export async function findSupplierPayment(db: DbOrTx, id: number) {
  const page = await selectPayments(db, sql`sp.id = ${id}`, 1, 0);
  return page[0] ?? null;
}

export async function getSupplierPayment(db: DbOrTx, id: number): Promise<SupplierPayment> {
  const found = await findSupplierPayment(db, id);
  if (!found) throw new NotFound(M.notFound);
  return found;
}

const person = (column: string) =>
  sql.raw(
    `(select json_build_object('id', u.id, 'name', u.name) from users u where u.id = sp.${column})`,
  );
const instant = (column: string) =>
  sql.raw(`to_char(sp.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function selectPayments(
  db: DbOrTx,
  where: ReturnType<typeof sql>,
  limit: number,
  offset: number,
) {
  const { rows } = await db.execute<{ payment: SupplierPayment }>(sql`
    select json_build_object(
      'id', sp.id,
      'supplier', json_build_object('id', s.id, 'name', s.name),
      'account', json_build_object('id', a.id, 'name', a.name, 'currency', a.currency),
      'currency', sp.currency, 'amount', sp.amount::text, 'payment_date', sp.payment_date,
      'reference', sp.reference, 'notes', sp.notes, 'status', sp.status,
      'lines', coalesce((
        select json_agg(json_build_object(
          'payable_id', p.id,
          'booking', json_build_object('id', b.id, 'file_number', b.file_number),
          'kind', p.line_kind, 'service', ${payableServiceName}, 'amount', l.amount::text
        ) order by l.id)
        from supplier_payment_lines l join supplier_payables p on p.id = l.payable_id
        join bookings b on b.id = p.booking_id where l.payment_id = sp.id), '[]'::json),
      'created_by', ${person('created_by')}, 'created_at', ${instant('created_at')},
      'decided_by', ${person('decided_by')}, 'decided_at', ${instant('decided_at')},
      'decision_notes', sp.decision_notes,
      'voided_by', ${person('voided_by')}, 'voided_at', ${instant('voided_at')},
      'void_reason', sp.void_reason, 'entry_id', sp.entry_id
    ) as payment
    from supplier_payments sp
    join suppliers s on s.id = sp.supplier_id
    join accounts a on a.id = sp.account_id
    where ${where}
    order by sp.payment_date desc, sp.id desc
    limit ${limit} offset ${offset}`);
  return rows.map((r) => r.payment);
}

/** A page of a list in the one paged shape. */
export const pageOf = <T>(data: T[], total: number, page: number, perPage: number) => ({
  success: true as const,
  data,
  current_page: page,
  last_page: lastPage(total, perPage),
  total,
  per_page: perPage,
});

export async function listSupplierPayments(db: DbOrTx, q: SupplierPaymentListQuery) {
  const { page, perPage, offset } = resolvePaging(q, 20);
  const conditions = [sql`true`];
  if (q.supplier_id) conditions.push(sql`sp.supplier_id = ${Number(q.supplier_id)}`);
  if (q.status) conditions.push(sql`sp.status = ${q.status}`);
  const where = sql.join(conditions, sql` and `);
  const [data, count] = await Promise.all([
    selectPayments(db, where, perPage, offset),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from supplier_payments sp where ${where}`,
    ),
  ]);
  return pageOf(data, count.rows[0]!.n, page, perPage);
}

/** The amount above which a payment waits for a manager, in rupees; null: none waits. */
export async function approvalLimit(db: DbOrTx) {
  const [row] = await db
    .select({ limit: booksSettings.supplier_payment_approval_limit })
    .from(booksSettings)
    .where(eq(booksSettings.id, 1));
  return row?.limit ?? null;
}

export async function setApprovalLimit(
  db: DbOrTx,
  limit: string | null,
  user: AuthUser,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const before = await approvalLimit(tx);
    await tx
      .insert(booksSettings)
      .values({
        id: 1,
        supplier_payment_approval_limit: limit,
        updated_by: user.id,
        updated_at: new Date(),
      })
      .onConflictDoUpdate({
        target: booksSettings.id,
        set: {
          supplier_payment_approval_limit: limit,
          updated_by: user.id,
          updated_at: new Date(),
        },
      });
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      record_label: 'Supplier payments',
      changes: diffFields(
        { supplier_payment_approval_limit: before },
        { supplier_payment_approval_limit: limit },
        [['supplier_payment_approval_limit', 'money']],
      ),
    });
    return { approval_limit: limit };
  });
}

/**
 * Lock the payables a payment names, check each is this supplier's, live, in one currency, and
 * that the amount is no more than what is still open on it (pending payments count as paid).
 */
async function lockOpenPayables(tx: Tx, supplierId: number, lines: SupplierPaymentValues['lines']) {
  const ids = lines.map((l) => l.payable_id);
  const { rows } = await tx.execute<{
    id: number;
    supplier_id: number;
    currency: string;
    reversed: boolean;
  }>(sql`select id, supplier_id, currency, reversed_at is not null as reversed
    from supplier_payables where id in ${sql`(${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`}
    order by id for update`);
  const { rows: open } = await tx.execute<{ id: number; open: string }>(sql`
    select p.id, ${payableOpenSql}::text as open from supplier_payables p
    where p.id in ${sql`(${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`}`);
  const currencies = new Set<string>();
  for (const [i, l] of lines.entries()) {
    const p = rows.find((r) => r.id === l.payable_id);
    if (!p || p.supplier_id !== supplierId)
      throw fieldError(`lines.${i}.payable_id`, M.payableNotFound(l.payable_id));
    if (p.reversed) throw fieldError(`lines.${i}.payable_id`, M.payableGone);
    currencies.add(p.currency);
    const left = open.find((o) => o.id === l.payable_id)!.open;
    if (money(l.amount).gt(left))
      throw fieldError(`lines.${i}.amount`, M.overpay(p.currency, toMoney(left)));
  }
  if (currencies.size > 1) throw fieldError('lines', M.oneCurrency);
  return [...currencies][0]!;
}

/**
 * Record a payment: paid at once (posted), or pending when its rupees at the payment day's rate
 * are above the admin's approval amount.
 */
export async function createSupplierPayment(
  db: DbOrTx,
  user: AuthUser,
  v: SupplierPaymentValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  const id = await db.transaction(async (tx) => {
    await assertOpen(tx, v.payment_date, 'payment_date');
    const supplier = await lockRow(tx, suppliers, v.supplier_id, SUPPLIER_MESSAGES.notFound);
    const currency = await lockOpenPayables(tx, supplier.id, v.lines);
    await assertDepositAccount(tx, v.account_id, 'account_id', currency);
    const amount = toMoney(v.lines.reduce((s, l) => s.plus(l.amount), money(0)));
    const rate = await rateOn(tx, currency, v.payment_date, 'payment_date');
    const limit = await approvalLimit(tx);
    const waits = limit !== null && money(toBase(amount, rate)).gt(limit);
    const [row] = await tx
      .insert(supplierPayments)
      .values({
        supplier_id: supplier.id,
        account_id: v.account_id,
        currency,
        amount,
        payment_date: v.payment_date,
        reference: v.reference,
        notes: v.notes,
        status: 'pending',
        created_by: user.id,
      })
      .returning({ id: supplierPayments.id });
    const paymentId = row!.id;
    await tx.execute(sql`insert into supplier_payment_lines (payment_id, payable_id, amount)
      select ${paymentId}, x.payable_id, x.amount from json_to_recordset(${JSON.stringify(v.lines)}::json)
        as x(payable_id int, amount numeric)`);
    if (!waits) await pay(tx, paymentId, supplier.name, user.id, null);
    await recordEvent(tx, actor, {
      action: 'create',
      ...paymentEvent(paymentId, supplier.name, currency),
      changes: diffFields(null, { amount, payment_date: v.payment_date, reference: v.reference }, [
        'amount',
        'payment_date',
        'reference',
      ]),
      note: waits ? M.pending : null,
    });
    return paymentId;
  });
  return getSupplierPayment(db, id);
}

/** Post a pending payment and mark it paid (by `deciderId` when a manager approved it). */
async function pay(
  tx: Tx,
  id: number,
  supplierName: string,
  userId: number,
  deciderId: number | null,
) {
  const [p] = await tx.select().from(supplierPayments).where(eq(supplierPayments.id, id));
  const entry = await postSupplierPayment(tx, { ...p!, supplier_name: supplierName }, userId);
  await tx
    .update(supplierPayments)
    .set({
      status: 'paid',
      entry_id: entry,
      ...(deciderId === null ? {} : { decided_by: deciderId, decided_at: new Date() }),
    })
    .where(eq(supplierPayments.id, id));
}

/**
 * Approve or reject a pending payment, once however many requests race (the row lock). Four-eyes:
 * only an admin decides a payment they made.
 */
export async function decideSupplierPayment(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  decision: 'approved' | 'rejected',
  notes: string | null,
  actor: Actor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const p = await lockRow(tx, supplierPayments, id, M.notFound);
    if (p.status !== 'pending') throw new Conflict(M.notPending);
    if (p.created_by === user.id && user.role !== 'admin') throw new Forbidden(M.fourEyes);
    const [s] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, p.supplier_id));
    if (decision === 'approved') {
      await assertOpen(tx, p.payment_date, 'payment_date');
      await pay(tx, id, s!.name, user.id, user.id);
    } else {
      await tx
        .update(supplierPayments)
        .set({ status: 'rejected', decided_by: user.id, decided_at: new Date() })
        .where(eq(supplierPayments.id, id));
    }
    await tx
      .update(supplierPayments)
      .set({ decision_notes: notes })
      .where(eq(supplierPayments.id, id));
    await recordEvent(tx, actor, {
      action: decision === 'approved' ? 'approve' : 'reject',
      ...paymentEvent(id, s!.name, p.currency),
      note: notes,
      changes: diffFields(
        { status: 'pending' },
        { status: decision === 'approved' ? 'paid' : 'rejected' },
        ['status'],
      ),
    });
  });
  return getSupplierPayment(db, id);
}

/** Void a paid payment: its entry is reversed on the day of the void, the row keeps why. */
export async function voidSupplierPayment(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  reason: string,
  timeZone: string,
  actor: Actor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const p = await lockRow(tx, supplierPayments, id, M.notFound);
    if (p.status === 'voided') throw new Conflict(M.alreadyVoided);
    if (p.status !== 'paid') throw new Conflict(M.notPaid);
    const today = todayIn(timeZone);
    await assertOpen(tx, today, 'payment_date');
    const [s] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, p.supplier_id));
    const reversal = await reverseEntry(tx, p.entry_id!, {
      date: today,
      source: 'void',
      sourceId: id,
      memo: `Void of a payment to ${s!.name}`,
      userId: user.id,
    });
    await tx
      .update(supplierPayments)
      .set({
        status: 'voided',
        voided_by: user.id,
        voided_at: new Date(),
        void_reason: reason,
        void_entry_id: reversal,
      })
      .where(eq(supplierPayments.id, id));
    await recordEvent(tx, actor, {
      action: 'void',
      ...paymentEvent(id, s!.name, p.currency),
      note: reason,
      changes: diffFields(null, { amount: p.amount }, ['amount']),
    });
  });
  return getSupplierPayment(db, id);
}
