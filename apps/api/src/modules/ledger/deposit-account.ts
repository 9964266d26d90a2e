// Where a payment's money went (decision 043): the account the payment names, else the one set
// for its method, else Undeposited Funds, which the accountant clears when the bank shows it.
// An account kept in another currency takes only payments in that currency (decision 044).
import { eq } from 'drizzle-orm';
import { BASE_CURRENCY, depositTakes, LEDGER_SERVER } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { accounts, paymentMethodAccounts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { systemAccount } from './posting.ts';

/**
 * `id` may take deposits (422 on `field` otherwise): an active money account, or Undeposited
 * Funds; for a payment in `paid`, one kept in that currency or in rupees.
 */
export async function assertDepositAccount(tx: Tx, id: number, field: string, paid?: string) {
  const [a] = await tx
    .select({
      type: accounts.type,
      system_key: accounts.system_key,
      active: accounts.is_active,
      currency: accounts.currency,
      label: accounts.name,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!a || !a.active) throw fieldError(field, LEDGER_SERVER.depositInvalid);
  const money = a.type === 'asset' || a.type === 'liability';
  if (!money || (a.system_key !== null && a.system_key !== 'undeposited_funds'))
    throw fieldError(field, LEDGER_SERVER.notMoneyAccount);
  if (paid !== undefined && !depositTakes(a.currency, paid))
    throw fieldError(
      field,
      LEDGER_SERVER.depositCurrency(paid, a.label, a.currency, BASE_CURRENCY),
    );
  return id;
}

/**
 * A bank, cash or card account (an asset or a liability of the agency's own), or Undeposited
 * Funds, for a payment in `paid`. The method's account is taken only when it takes that
 * currency; a dirham account set for bank transfers leaves a dollar transfer in Undeposited
 * Funds, where the accountant sees it, rather than refusing a payment the person never pointed.
 */
export async function depositAccount(
  tx: Tx,
  chosen: number | null | undefined,
  method: string,
  paid: string,
) {
  if (chosen != null) return assertDepositAccount(tx, chosen, 'deposit_account_id', paid);
  const [set] = await tx
    .select({ id: paymentMethodAccounts.account_id, currency: accounts.currency })
    .from(paymentMethodAccounts)
    .innerJoin(accounts, eq(accounts.id, paymentMethodAccounts.account_id))
    .where(eq(paymentMethodAccounts.method, method));
  return set && depositTakes(set.currency, paid) ? set.id : systemAccount(tx, 'undeposited_funds');
}
