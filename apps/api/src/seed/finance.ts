import { eq, sql } from 'drizzle-orm';
import { addDays, accountInput, categoryInput, todayIn, transactionInput } from '@app/contract';
import type { Tx } from '../db/client.ts';
import { actingAs } from './people.ts';
import { createAccount } from '../modules/accounts/accounts.service.ts';
import { createCategory, mapCategoryAccounts } from '../modules/categories/categories.service.ts';
import { systemAccount } from '../modules/ledger/posting.ts';
import { accounts, booksSettings, paymentMethodAccounts } from '../db/schema/index.ts';
import { createTransaction } from '../modules/transactions/transaction-changes.service.ts';
import {
  decideTransaction,
  reverseTransaction,
} from '../modules/transactions/transaction-decisions.service.ts';
import { revalue } from '../modules/ledger/revaluation.ts';

const ACCOUNTS: [
  code: string,
  name: string,
  type: string,
  opening: string,
  description: string,
  currency?: string,
][] = [
  ['ACC-001', 'Cash in Hand', 'asset', '150000.00', 'Cash held at the Mumbai head office'],
  ['ACC-002', 'HDFC Bank Current Account', 'asset', '2450000.00', 'Main operating account'],
  [
    'ACC-003',
    'ICICI Bank Collections',
    'asset',
    '875000.00',
    'Customer receipts and card settlements',
  ],
  ['ACC-004', 'Petty Cash', 'asset', '25000.00', 'Day-to-day office expenses'],
  ['ACC-005', 'Supplier Payables', 'liability', '320000.00', 'Hotels and DMCs awaiting payment'],
  ['ACC-006', "Owner's Capital", 'equity', '3180000.00', 'Capital introduced'],
  ['ACC-007', 'Tour Package Sales', 'income', '0.00', 'Revenue from holiday packages'],
  ['ACC-008', 'Commission Income', 'income', '0.00', 'Airline and hotel commissions'],
  ['ACC-009', 'Office Expenses', 'expense', '0.00', 'Rent, utilities and supplies'],
  ['ACC-010', 'Old Travel Card Account', 'asset', '0.00', 'Closed forex card account'],
  ['ACC-011', 'Salaries and Wages', 'expense', '0.00', 'Staff salaries and incentives'],
  ['ACC-012', 'Marketing and Advertising', 'expense', '0.00', 'Ads, fairs and brochures'],
  ['ACC-013', 'Visa Service Fees', 'income', '0.00', 'Fees for visa processing'],
  // The Dubai desk's bank account is kept in dirhams: its opening balance, its transactions
  // and the Dubai files' transfers into it are AED, the books hold them in rupees.
  ['ACC-014', 'Emirates NBD Dubai', 'asset', '0.00', "Dubai desk's dirham account", 'AED'],
];

/** Each category with the income and expense accounts it posts to (null: the shared ones). */
const CATEGORIES: [
  name: string,
  description: string,
  income: string | null,
  expense: string | null,
][] = [
  ['Tour Package Sales', 'Holiday packages sold to customers', 'ACC-007', null],
  ['Air Ticketing', 'Flight tickets and airline commissions', 'ACC-008', null],
  ['Hotel Bookings', 'Stand-alone hotel reservations', 'ACC-008', null],
  ['Visa Services', 'Visa processing fees', 'ACC-013', null],
  ['Office Rent', 'Monthly rent for branches', null, 'ACC-009'],
  ['Salaries', 'Staff salaries and incentives', null, 'ACC-011'],
  ['Marketing', 'Ads, fairs and brochures', null, 'ACC-012'],
  ['Utilities', 'Electricity, internet and phones', null, 'ACC-009'],
  ['Travel & Conveyance', 'Staff local travel', null, 'ACC-009'],
  ['Miscellaneous', 'Anything else', null, null],
];

type Plan = [
  daysAgo: number,
  type: 'income' | 'expense',
  account: string,
  category: string,
  amount: string,
  description: string,
  decide: 'approved' | 'rejected' | null,
];

const PLAN: Plan[] = [
  [
    58,
    'income',
    'ACC-002',
    'Tour Package Sales',
    '185000.00',
    'Kerala backwaters package – Iyer family (TF-2026-00012)',
    'approved',
  ],
  [
    55,
    'expense',
    'ACC-002',
    'Office Rent',
    '95000.00',
    'Mumbai head office rent – October',
    'approved',
  ],
  [
    52,
    'income',
    'ACC-003',
    'Air Ticketing',
    '42500.50',
    'Emirates group booking commission',
    'approved',
  ],
  [
    50,
    'expense',
    'ACC-004',
    'Travel & Conveyance',
    '1840.00',
    'Airport transfers for client documents',
    'approved',
  ],
  [
    47,
    'income',
    'ACC-003',
    'Visa Services',
    '36000.00',
    'Schengen visa fees – 12 applicants',
    'approved',
  ],
  [45, 'expense', 'ACC-002', 'Salaries', '412000.00', 'Salaries – October', 'approved'],
  [41, 'expense', 'ACC-002', 'Marketing', '58000.00', 'Travel fair stall, BKC', 'approved'],
  [
    38,
    'income',
    'ACC-002',
    'Tour Package Sales',
    '264500.00',
    'Dubai family package – Sharma (TF-2026-00021)',
    'approved',
  ],
  [
    35,
    'expense',
    'ACC-001',
    'Utilities',
    '7420.75',
    'Electricity bill – Nariman Point',
    'approved',
  ],
  [
    33,
    'income',
    'ACC-001',
    'Hotel Bookings',
    '18900.00',
    'Walk-in hotel booking – Goa',
    'rejected',
  ],
  [
    30,
    'expense',
    'ACC-002',
    'Office Rent',
    '95000.00',
    'Mumbai head office rent – November',
    'approved',
  ],
  [
    27,
    'income',
    'ACC-003',
    'Tour Package Sales',
    '98000.00',
    'Rajasthan heritage tour – Mehta couple',
    'approved',
  ],
  [24, 'expense', 'ACC-004', 'Miscellaneous', '2350.00', 'Courier and stationery', 'approved'],
  [
    20,
    'income',
    'ACC-003',
    'Air Ticketing',
    '15750.00',
    'IndiGo corporate tickets commission',
    'approved',
  ],
  [16, 'expense', 'ACC-002', 'Salaries', '418500.00', 'Salaries – November', 'approved'],
  [
    12,
    'expense',
    'ACC-002',
    'Marketing',
    '22000.00',
    'Instagram campaign – winter holidays',
    'rejected',
  ],
  [
    9,
    'income',
    'ACC-002',
    'Tour Package Sales',
    '312000.00',
    'Bali honeymoon package – Kapoor',
    'approved',
  ],
  [6, 'expense', 'ACC-004', 'Travel & Conveyance', '960.00', 'Client meeting cab fares', null],
  [4, 'income', 'ACC-003', 'Visa Services', '24000.00', 'UAE visas – 8 travellers', null],
  [3, 'expense', 'ACC-001', 'Utilities', '3899.00', 'Internet – December', null],
  [
    2,
    'income',
    'ACC-002',
    'Tour Package Sales',
    '145000.00',
    'Singapore school trip – advance',
    null,
  ],
  [1, 'expense', 'ACC-002', 'Miscellaneous', '12500.00', 'Office chairs', null],
  [0, 'income', 'ACC-001', 'Hotel Bookings', '8600.00', 'Weekend stay – Lonavala', null],
  // The Dubai desk's own money, in dirhams in its dirham account.
  [
    45,
    'income',
    'ACC-014',
    'Visa Services',
    '4500.00',
    'UAE visa fees – Dubai walk-ins',
    'approved',
  ],
  [20, 'expense', 'ACC-014', 'Office Rent', '3000.00', 'Dubai desk rent – November', 'approved'],
];

/** Accounts, categories and transactions in every status; balances come from approvals. */
export async function seedFinance(tx: Tx, timeZone: string) {
  const account = new Map<string, number>();
  // The books open before the first transaction the demo backdates (58 days ago).
  const booksFrom = addDays(todayIn(timeZone), -90);
  for (const [code, name, type, opening, description, currency] of ACCOUNTS) {
    const a = await createAccount(
      tx,
      accountInput.parse({
        code,
        name,
        type,
        currency,
        opening_balance: opening,
        description,
        is_active: code !== 'ACC-010',
      }),
      undefined,
      booksFrom,
    );
    account.set(code, a.id);
  }
  const category = new Map<string, number>();
  for (const [name, description, income, expense] of CATEGORIES) {
    const c = await createCategory(tx, categoryInput.parse({ name, description }));
    category.set(name, c.id);
    await mapCategoryAccounts(tx, c.id, {
      income_account_id: income ? account.get(income)! : await systemAccount(tx, 'other_income'),
      expense_account_id: expense
        ? account.get(expense)!
        : await systemAccount(tx, 'other_expenses'),
    });
  }
  const who = await actingAs(tx, [
    'staff@example.com',
    'sanjay.gupta@example.com',
    'manager@example.com',
    'imran.sheikh@example.com',
    'admin@example.com',
  ]);
  const clerks = [who('staff@example.com'), who('sanjay.gupta@example.com')];
  const approvers = [who('manager@example.com'), who('imran.sheikh@example.com')];
  const today = todayIn(timeZone);
  for (const [i, [days, type, acc, cat, amount, description, decide]] of PLAN.entries()) {
    const t = await createTransaction(
      tx,
      clerks[i % 2]!,
      transactionInput.parse({
        type,
        transaction_date: addDays(today, -days),
        account_id: account.get(acc),
        category_id: category.get(cat),
        amount,
        description,
        reference: `${type === 'income' ? 'RCPT' : 'VCH'}-${String(1000 + i)}`,
      }),
      null,
    );
    if (decide) {
      const notes =
        decide === 'rejected'
          ? 'Duplicate entry – already recorded'
          : i % 3 === 0
            ? 'Matched with bank statement'
            : null;
      await decideTransaction(tx, approvers[i % 2]!, t.id, decide, notes);
      // Money is reversed, never removed: the fair stall was refunded, so the
      // admin reverses its approved expense with the reason, as the accountant would.
      if (description === 'Travel fair stall, BKC' && decide === 'approved') {
        const reason = 'Organiser cancelled the fair; stall fee refunded';
        await reverseTransaction(tx, who('admin@example.com'), t.id, reason, timeZone);
      }
    }
  }
}

/**
 * Where the demo's payments land by method (decision 043): transfers, cards and cheques in the
 * HDFC current account, UPI in the ICICI collections account, cash in the till. Set before the
 * files' payments are seeded, so none waits in Undeposited Funds.
 */
export async function seedPaymentAccounts(tx: Tx) {
  const byCode = async (code: string) =>
    (await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.code, code)))[0]!.id;
  const hdfc = await byCode('ACC-002');
  const icici = await byCode('ACC-003');
  const till = await byCode('ACC-001');
  await tx.insert(paymentMethodAccounts).values([
    { method: 'bank_transfer', account_id: hdfc },
    { method: 'credit_card', account_id: hdfc },
    { method: 'debit_card', account_id: hdfc },
    { method: 'cheque', account_id: hdfc },
    { method: 'upi', account_id: icici },
    { method: 'cash', account_id: till },
  ]);
}

/**
 * The demo's closed month (decision 043): the books are locked up to the last day of the month
 * before the first backdated transaction's (58 days ago), so that month holds only the opening
 * entries, and everything the demo dated later stays open. Set last, by the system (no user).
 */
export async function seedBooksLock(tx: Tx, timeZone: string) {
  const first = addDays(todayIn(timeZone), -58);
  // The last day of the month before the first backdated one.
  const lock = addDays(`${first.slice(0, 7)}-01`, -1);
  await tx
    .update(booksSettings)
    .set({ lock_date: lock, updated_at: sql`now()` })
    .where(eq(booksSettings.id, 1));
}

/**
 * Last month's revaluation, as the accountant runs it at a month's end: the Dubai desk's dirham
 * account brought to the month's closing rate, the difference an exchange gain or loss.
 */
export async function seedRevaluation(tx: Tx, timeZone: string) {
  const today = todayIn(timeZone);
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const admin = (await actingAs(tx, ['admin@example.com']))('admin@example.com');
  const actor = { userId: admin.id, name: admin.name, ip: null };
  await revalue(tx, actor, d.toISOString().slice(0, 7), timeZone);
}
