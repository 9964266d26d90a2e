// Where a payment's money went (decision 043): the account the payment names, else the one set
// for its method, else Undeposited Funds, which the accountant clears when the bank shows it.
import { eq } from 'drizzle-orm';
import { LEDGER_SERVER } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { accounts, paymentMethodAccounts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { systemAccount } from './posting.ts';

/** `id` may take deposits (422 on `field` otherwise): an active money account, or Undeposited Funds. */
export async function assertDepositAccount(tx: Tx, id: number, field: string) {
  const [a] = await tx
    .select({ type: accounts.type, system_key: accounts.system_key, active: accounts.is_active })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!a || !a.active) throw fieldError(field, LEDGER_SERVER.depositInvalid);
  const money = a.type === 'asset' || a.type === 'liability';
  if (!money || (a.system_key !== null && a.system_key !== 'undeposited_funds'))
    throw fieldError(field, LEDGER_SERVER.notMoneyAccount);
  return id;
}

/** A bank, cash or card account (an asset or a liability of the agency's own), or Undeposited Funds. */
export async function depositAccount(tx: Tx, chosen: number | null | undefined, method: string) {
  if (chosen != null) return assertDepositAccount(tx, chosen, 'deposit_account_id');
  const [set] = await tx
    .select({ id: paymentMethodAccounts.account_id })
    .from(paymentMethodAccounts)
    .where(eq(paymentMethodAccounts.method, method));
  return set?.id ?? systemAccount(tx, 'undeposited_funds');
}
