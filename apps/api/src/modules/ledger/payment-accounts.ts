// The account each payment method deposits to when a payment names none (decision 043). Admins
// set it; a method without one deposits to Undeposited Funds.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DepositChoices, PaymentAccounts } from '@app/contract';
import { BOOKING_PAYMENT_METHODS, labelOf } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, paymentMethodAccounts } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordEvent } from '../../lib/audit/audit.ts';
import { assertDepositAccount } from './deposit-account.ts';

export async function readPaymentAccounts(db: DbOrTx): Promise<PaymentAccounts> {
  const rows = await db
    .select({ method: paymentMethodAccounts.method, id: accounts.id, name: accounts.name })
    .from(paymentMethodAccounts)
    .innerJoin(accounts, eq(accounts.id, paymentMethodAccounts.account_id));
  const set = new Map(rows.map((r) => [r.method, { id: r.id, name: r.name }]));
  return BOOKING_PAYMENT_METHODS.map((method) => ({ method, account: set.get(method) ?? null }));
}

/** Set the methods named (null: back to Undeposited Funds); one event lists what changed. */
export async function setPaymentAccounts(
  db: Db,
  actor: Actor,
  rows: { method: (typeof BOOKING_PAYMENT_METHODS)[number]; account_id: number | null }[],
): Promise<PaymentAccounts> {
  return db.transaction(async (tx) => {
    const before = await readPaymentAccounts(tx);
    for (const [i, r] of rows.entries())
      if (r.account_id !== null)
        await assertDepositAccount(tx, r.account_id, `accounts.${i}.account_id`);
    const cleared = rows.filter((r) => r.account_id === null).map((r) => r.method);
    if (cleared.length)
      await tx.delete(paymentMethodAccounts).where(inArray(paymentMethodAccounts.method, cleared));
    for (const r of rows.filter((x) => x.account_id !== null))
      await tx
        .insert(paymentMethodAccounts)
        .values({ method: r.method, account_id: r.account_id! })
        .onConflictDoUpdate({
          target: paymentMethodAccounts.method,
          set: { account_id: r.account_id! },
        });
    const after = await readPaymentAccounts(tx);
    const changes = after.flatMap((a, i) => {
      const was = before[i]!.account?.name ?? null;
      const now = a.account?.name ?? null;
      return was === now
        ? []
        : [
            {
              field: a.method,
              label: labelOf('paymentMethod', a.method),
              kind: 'text' as const,
              before: was,
              after: now,
            },
          ];
    });
    await recordEvent(tx, actor, {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      record_label: 'Payment accounts',
      changes,
    });
    return after;
  });
}

/** The accounts a payment may name (as assertDepositAccount allows them) and each method's default. */
export async function depositChoices(db: DbOrTx): Promise<DepositChoices> {
  const [rows, methods] = await Promise.all([
    db
      .select({
        id: accounts.id,
        code: accounts.code,
        name: accounts.name,
        currency: accounts.currency,
      })
      .from(accounts)
      .where(
        and(
          eq(accounts.is_active, true),
          inArray(accounts.type, ['asset', 'liability']),
          or(isNull(accounts.system_key), eq(accounts.system_key, 'undeposited_funds')),
        ),
      )
      .orderBy(accounts.code),
    readPaymentAccounts(db),
  ]);
  return { accounts: rows, methods };
}
