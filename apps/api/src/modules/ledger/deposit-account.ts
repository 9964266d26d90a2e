// Where a payment's money went (decision 043): the account the payment names, else the one set
// for its method, else Undeposited Funds, which the accountant clears when the bank shows it.
// An account kept in another currency takes only payments in that currency (decision 044).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { BASE_CURRENCY, depositTakes, LEDGER_SERVER } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { accounts, paymentMethodAccounts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';

/** What the rules below read of one account. */
interface DepositCandidate {
  type: string;
  system_key: string | null;
  active: boolean;
  currency: string;
  label: string;
}

/** Everything a deposit is chosen from, read as one value of a statement (depositFactsSql). */
export interface DepositFacts {
  /** The account the payment names, when it names one (null when that id is no account). */
  chosen: DepositCandidate | null;
  /** The account set for the payment's method, if any. */
  method: { id: number; currency: string } | null;
  undeposited: number | null;
}

const candidateSql = (id: number) =>
  sql`(select json_build_object('type', a.type, 'system_key', a.system_key,
    'active', a.is_active, 'currency', a.currency, 'label', a.name)
    from ${accounts} a where a.id = ${id})`;

/**
 * The facts of `chosen` (when a payment names an account) and of `method`'s account, as one
 * json value, so a write can read them in a statement it makes anyway (a payment reads them
 * with its file: bookings/payment-reads.ts).
 */
export const depositFactsSql = (chosen: number | null | undefined, method: string | null) =>
  sql<DepositFacts>`json_build_object(
    'chosen', ${chosen == null ? sql`null` : candidateSql(chosen)},
    'method', ${
      method === null
        ? sql`null`
        : sql`(select json_build_object('id', m.account_id, 'currency', a.currency)
            from ${paymentMethodAccounts} m join ${accounts} a on a.id = m.account_id
            where m.method = ${method})`
    },
    'undeposited', (select a.id from ${accounts} a where a.system_key = 'undeposited_funds'))`;

const readFacts = async (tx: Tx, facts: SQL<DepositFacts>) => {
  const { rows } = await tx.execute<{ facts: DepositFacts }>(sql`select ${facts} as facts`);
  return rows[0]!.facts;
};

/**
 * Refuses (422 on `field`) an account that may not take deposits: it must be an active money
 * account, or Undeposited Funds; for a payment in `paid`, one kept in that currency or in rupees.
 */
function refuseDeposit(a: DepositCandidate | null, field: string, paid?: string) {
  if (!a || !a.active) throw fieldError(field, LEDGER_SERVER.depositInvalid);
  const money = a.type === 'asset' || a.type === 'liability';
  if (!money || (a.system_key !== null && a.system_key !== 'undeposited_funds'))
    throw fieldError(field, LEDGER_SERVER.notMoneyAccount);
  if (paid !== undefined && !depositTakes(a.currency, paid))
    throw fieldError(
      field,
      LEDGER_SERVER.depositCurrency(paid, a.label, a.currency, BASE_CURRENCY),
    );
}

/** `id` may take deposits (422 on `field` otherwise, as refuseDeposit says). */
export async function assertDepositAccount(tx: Tx, id: number, field: string, paid?: string) {
  refuseDeposit((await readFacts(tx, depositFactsSql(id, null))).chosen, field, paid);
  return id;
}

/**
 * The account a payment in `paid` goes into, from `facts`: the one it names (checked), else the
 * method's when it takes that currency; a dirham account set for bank transfers leaves a dollar
 * transfer in Undeposited Funds, where the accountant sees it, rather than refusing a payment
 * the person never pointed.
 */
export function chooseDeposit(
  facts: DepositFacts,
  chosen: number | null | undefined,
  paid: string,
): number {
  if (chosen != null) {
    refuseDeposit(facts.chosen, 'deposit_account_id', paid);
    return chosen;
  }
  if (facts.method && depositTakes(facts.method.currency, paid)) return facts.method.id;
  if (facts.undeposited === null)
    throw new Error('The system account undeposited_funds is missing: run the migrations.');
  return facts.undeposited;
}

/** chooseDeposit with its facts read now. */
export async function depositAccount(
  tx: Tx,
  chosen: number | null | undefined,
  method: string,
  paid: string,
) {
  return chooseDeposit(await readFacts(tx, depositFactsSql(chosen, method)), chosen, paid);
}
