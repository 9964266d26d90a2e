import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { databaseBefore } from '../../test/migrations-before.ts';

/**
 * Migration 0036 opens the journal on an install that already has money in it: opening
 * balances and approved transactions become balanced entries, each category gets the income
 * and expense accounts it posts to, and from then on the database keeps the book's rules.
 * The data below has the demo's shape (seed/finance.ts); every expected figure is worked out
 * by hand from the rows inserted, not read back with the migration's own SQL.
 */
const TAG = '0036_journal';

let db: ReturnType<typeof createDb>;
let drop: () => Promise<void>;

// Accounts as the old schema held them. Negative openings sit on the side opposite the
// type's normal one: an overdrawn bank (asset, so a credit) and a supplier paid in advance
// (liability, so a debit).
const ACCOUNTS: [code: string, name: string, type: string, opening: string, made: string][] = [
  ['ACC-001', 'Cash in Hand', 'asset', '150000.00', '2026-09-01'],
  ['ACC-002', 'HDFC Bank Current Account', 'asset', '2450000.00', '2026-09-01'],
  ['ACC-003', 'ICICI Overdraft', 'asset', '-12000.50', '2026-09-15'],
  ['ACC-005', 'Supplier Payables', 'liability', '-320000.00', '2026-09-02'],
  ['ACC-006', "Owner's Capital", 'equity', '3180000.00', '2026-09-02'],
  ['ACC-007', 'Tour Package Sales', 'income', '0.00', '2026-09-02'],
  ['ACC-008', 'Commission Income', 'income', '0.00', '2026-09-02'],
  ['ACC-009', 'Office Expenses', 'expense', '5000.00', '2026-10-03'],
  ['ACC-010', 'Hotel Bookings', 'income', '0.00', '2026-09-02'], // inactive below
  ['ACC-011', 'Old Travel Card Account', 'asset', '0.00', '2026-09-02'], // inactive below
];
const INACTIVE = ['ACC-010', 'ACC-011'];

const CATEGORIES = [
  'Tour Package Sales', // income only; an income account of that name exists: reused
  'commission income', // income only; matches ACC-008 whatever the case
  'Office Rent', // expense only
  'Miscellaneous', // both ways
  'Insurance', // never used
  'Hotel Bookings', // income, rejected and pending only; its namesake account is inactive
  'Office Expenses', // used for income only; its namesake is an expense account
  'Marketing', // expense only: one approved and reversed, one rejected
] as const;
type Category = (typeof CATEGORIES)[number];

type Row = [
  key: string,
  type: 'income' | 'expense',
  account: string,
  category: Category,
  amount: string,
  date: string,
  status: 'approved' | 'pending' | 'rejected',
];
const TRANSACTIONS: Row[] = [
  ['T1', 'income', 'ACC-002', 'Tour Package Sales', '185000.00', '2026-10-03', 'approved'],
  ['T2', 'expense', 'ACC-002', 'Office Rent', '95000.00', '2026-10-06', 'approved'],
  ['T3', 'income', 'ACC-003', 'commission income', '42500.50', '2026-10-09', 'approved'],
  ['T4', 'expense', 'ACC-001', 'Miscellaneous', '2350.00', '2026-10-12', 'approved'],
  ['T5', 'income', 'ACC-001', 'Miscellaneous', '1200.25', '2026-10-20', 'approved'],
  ['T6', 'expense', 'ACC-002', 'Marketing', '58000.00', '2026-10-20', 'approved'],
  ['T7', 'income', 'ACC-001', 'Hotel Bookings', '18900.00', '2026-10-25', 'rejected'],
  ['T8', 'expense', 'ACC-002', 'Marketing', '22000.00', '2026-11-02', 'rejected'],
  ['T9', 'income', 'ACC-002', 'Tour Package Sales', '264500.00', '2026-11-05', 'approved'],
  ['T10', 'expense', 'ACC-002', 'Office Rent', '95000.00', '2026-11-06', 'approved'],
  ['T11', 'income', 'ACC-001', 'Office Expenses', '750.00', '2026-11-10', 'approved'],
  ['T12', 'income', 'ACC-001', 'Hotel Bookings', '8600.00', '2026-11-20', 'pending'],
  // An expense charged to a liability (a supplier's credit): it raises what is owed.
  ['T13', 'expense', 'ACC-005', 'Miscellaneous', '4000.00', '2026-11-12', 'approved'],
  ['T15', 'expense', 'ACC-002', 'Office Rent', '95000.00', '2026-11-28', 'pending'],
];
// T14 is the reversal of T6, written as the old reverseTransaction wrote it: approved, the
// opposite type, the same account, category and amount, reversal_of and its reason set.
const REVERSAL_DATE = '2026-11-15';
const REASON = 'Organiser cancelled the fair; stall fee refunded';

const account: Record<string, number> = {};
const category = {} as Record<Category, number>;
const tx: Record<string, number> = {};
let approver = 0;

beforeAll(async () => {
  ({ db, drop } = await databaseBefore(TAG));

  const q = async (text: string, values: unknown[]) =>
    (await db.pool.query<{ id: number }>(`${text} returning id`, values)).rows[0]!.id;
  approver = await q(
    `insert into users (name, email, password_hash, role) values ('Approver', $1, 'x', 'manager')`,
    [`${randomBytes(4).toString('hex')}@test.example`],
  );
  for (const [code, accName, type, opening, made] of ACCOUNTS)
    account[code] = await q(
      `insert into accounts (code, name, type, opening_balance, current_balance, is_active,
         created_at, updated_at)
       values ($1, $2, $3, $4, $4, $5, $6::date + time '12:00', $6::date + time '12:00')`,
      [code, accName, type, opening, !INACTIVE.includes(code), made],
    );
  for (const c of CATEGORIES)
    category[c] = await q('insert into transaction_categories (name) values ($1)', [c]);
  const insert = (r: Row, extra: { reversal_of?: number } = {}) =>
    q(
      `insert into transactions (type, account_id, category_id, amount, transaction_date,
         description, status, created_by, approved_by, approved_at, reversal_of, reversal_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        r[1],
        account[r[2]],
        category[r[3]],
        r[4],
        r[5],
        `${r[0]} ${r[3]}`,
        r[6],
        approver,
        r[6] === 'pending' ? null : approver,
        r[6] === 'pending' ? null : `${r[5]}T15:00:00Z`,
        extra.reversal_of ?? null,
        extra.reversal_of ? REASON : null,
      ],
    );
  for (const r of TRANSACTIONS) {
    tx[r[0]] = await insert(r);
    if (r[0] === 'T13')
      tx.T14 = await insert(
        ['T14', 'income', 'ACC-002', 'Marketing', '58000.00', REVERSAL_DATE, 'approved'],
        { reversal_of: tx.T6 },
      );
  }

  await runMigrations(db.db); // the upgrade: 0036 and anything after it

  // Every account by code after it (CAT-… for a category's own), system ones also by key.
  const all = await db.pool.query<{ id: number; code: string; system_key: string | null }>(
    'select id, code, system_key from accounts',
  );
  for (const r of all.rows) {
    account[r.code] = r.id;
    if (r.system_key) account[r.system_key] = r.id;
  }
});

afterAll(() => drop());

/** The account the migration made for a category's side (its code says which). */
const own = (c: Category, type: 'income' | 'expense') =>
  account[`CAT-${type.toUpperCase()}-${category[c]}`]!;

/** Debit and credit of every account with lines, by a label a reader can follow. */
async function totalsByAccount() {
  const { rows } = await db.pool.query<{ code: string; debit: string; credit: string }>(
    `select a.code, sum(l.debit) as debit, sum(l.credit) as credit
     from journal_lines l join accounts a on a.id = l.account_id group by a.code`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, [r.debit, r.credit]]));
}

describe('migration 0036: the journal of the data before it', () => {
  it('gives each category the accounts the rules name: own, reused or shared', async () => {
    const made = await db.pool.query<{ code: string; name: string; type: string }>(
      `select code, name, type from accounts where code like 'CAT-%' order by code`,
    );
    // Own accounts only for a side the category was used on, and none where an active account
    // of that type and name already exists (Tour Package Sales, commission income).
    expect(made.rows).toEqual(
      [
        { code: `CAT-EXPENSE-${category['Office Rent']}`, name: 'Office Rent', type: 'expense' },
        { code: `CAT-INCOME-${category.Miscellaneous}`, name: 'Miscellaneous', type: 'income' },
        { code: `CAT-EXPENSE-${category.Miscellaneous}`, name: 'Miscellaneous', type: 'expense' },
        {
          code: `CAT-INCOME-${category['Hotel Bookings']}`,
          name: 'Hotel Bookings',
          type: 'income',
        },
        {
          code: `CAT-INCOME-${category['Office Expenses']}`,
          name: 'Office Expenses',
          type: 'income',
        },
        { code: `CAT-EXPENSE-${category.Marketing}`, name: 'Marketing', type: 'expense' },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );

    const { rows } = await db.pool.query<{
      name: Category;
      income_account_id: number;
      expense_account_id: number;
    }>('select name, income_account_id, expense_account_id from transaction_categories');
    const mapping = Object.fromEntries(
      rows.map((r) => [r.name, [r.income_account_id, r.expense_account_id]]),
    );
    const otherIncome = account.other_income!;
    const otherExpenses = account.other_expenses!;
    expect(mapping).toEqual({
      'Tour Package Sales': [account['ACC-007'], otherExpenses],
      'commission income': [account['ACC-008'], otherExpenses],
      'Office Rent': [otherIncome, own('Office Rent', 'expense')],
      Miscellaneous: [own('Miscellaneous', 'income'), own('Miscellaneous', 'expense')],
      Insurance: [otherIncome, otherExpenses],
      // Rejected and pending use still counts; the inactive namesake is not reused.
      'Hotel Bookings': [own('Hotel Bookings', 'income'), otherExpenses],
      // The expense account of the same name is no income account.
      'Office Expenses': [own('Office Expenses', 'income'), otherExpenses],
      // A reversal undoes an expense: it is no use of the category for income.
      Marketing: [otherIncome, own('Marketing', 'expense')],
    });
  });

  it('posts one balanced entry of two or more lines per opening balance and approval', async () => {
    const { rows } = await db.pool.query<{
      source_type: string;
      n: number;
      debit: string;
      credit: string;
    }>(
      `select e.source_type, count(l.id)::int as n, sum(l.debit) as debit, sum(l.credit) as credit
       from journal_entries e left join journal_lines l on l.entry_id = e.id
       group by e.id order by e.id`,
    );
    // 6 non-zero openings, 10 approved transactions, 1 reversal.
    expect(rows.map((r) => r.source_type)).toEqual([
      ...Array<string>(6).fill('opening'),
      ...Array<string>(10).fill('transaction'),
      'reversal',
    ]);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.debit).toBe(r.credit);
    }
    const total = await db.pool.query<{ debit: string; credit: string; n: number }>(
      'select sum(debit) as debit, sum(credit) as credit, count(*)::int as n from journal_lines',
    );
    expect(total.rows[0]).toEqual({ debit: '6923301.25', credit: '6923301.25', n: 34 });
  });

  it('leaves every account at its opening plus its approved movements, on the right side', async () => {
    const rent = `CAT-EXPENSE-${category['Office Rent']}`;
    const miscIn = `CAT-INCOME-${category.Miscellaneous}`;
    const miscOut = `CAT-EXPENSE-${category.Miscellaneous}`;
    const deposit = `CAT-INCOME-${category['Office Expenses']}`;
    const marketing = `CAT-EXPENSE-${category.Marketing}`;
    expect(await totalsByAccount()).toEqual({
      // 150,000 opening; T5 1,200.25 and T11 750 in; T4 2,350 out.
      'ACC-001': ['151950.25', '2350.00'],
      // 2,450,000 opening; T1, T9 and T6's reversal in; T2, T6, T10 out.
      'ACC-002': ['2957500.00', '248000.00'],
      // Overdrawn by 12,000.50 at opening; T3 42,500.50 in.
      'ACC-003': ['42500.50', '12000.50'],
      // Paid 320,000 in advance at opening; T13 charged 4,000 to it.
      'ACC-005': ['320000.00', '4000.00'],
      'ACC-006': ['0.00', '3180000.00'],
      'ACC-007': ['0.00', '449500.00'],
      'ACC-008': ['0.00', '42500.50'],
      'ACC-009': ['5000.00', '0.00'],
      'SYS-OPENING-EQUITY': ['3192000.50', '2925000.00'],
      [rent]: ['190000.00', '0.00'],
      [miscIn]: ['0.00', '1200.25'],
      [miscOut]: ['6350.00', '0.00'],
      [deposit]: ['0.00', '750.00'],
      // T6's expense and its reversal cancel out on the one account.
      [marketing]: ['58000.00', '58000.00'],
    });
  });

  it('keeps per-account, per-month totals equal to the lines', async () => {
    const { rows } = await db.pool.query<{
      code: string;
      month: string;
      lines: number;
      debit: string;
      credit: string;
    }>(
      `select a.code, to_char(m.month, 'YYYY-MM-DD') as month, m.lines, m.debit, m.credit
       from ledger_month_totals m join accounts a on a.id = m.account_id
       order by a.code, m.month`,
    );
    const C = (c: Category, t: 'INCOME' | 'EXPENSE') => `CAT-${t}-${category[c]}`;
    const expected = (
      [
        ['ACC-001', '2026-09-01', 1, '150000.00', '0.00'],
        ['ACC-001', '2026-10-01', 2, '1200.25', '2350.00'],
        ['ACC-001', '2026-11-01', 1, '750.00', '0.00'],
        ['ACC-002', '2026-09-01', 1, '2450000.00', '0.00'],
        ['ACC-002', '2026-10-01', 3, '185000.00', '153000.00'],
        ['ACC-002', '2026-11-01', 3, '322500.00', '95000.00'],
        ['ACC-003', '2026-09-01', 1, '0.00', '12000.50'],
        ['ACC-003', '2026-10-01', 1, '42500.50', '0.00'],
        ['ACC-005', '2026-09-01', 1, '320000.00', '0.00'],
        ['ACC-005', '2026-11-01', 1, '0.00', '4000.00'],
        ['ACC-006', '2026-09-01', 1, '0.00', '3180000.00'],
        ['ACC-007', '2026-10-01', 1, '0.00', '185000.00'],
        ['ACC-007', '2026-11-01', 1, '0.00', '264500.00'],
        ['ACC-008', '2026-10-01', 1, '0.00', '42500.50'],
        ['ACC-009', '2026-10-01', 1, '5000.00', '0.00'],
        [C('Office Rent', 'EXPENSE'), '2026-10-01', 1, '95000.00', '0.00'],
        [C('Office Rent', 'EXPENSE'), '2026-11-01', 1, '95000.00', '0.00'],
        [C('Miscellaneous', 'EXPENSE'), '2026-10-01', 1, '2350.00', '0.00'],
        [C('Miscellaneous', 'EXPENSE'), '2026-11-01', 1, '4000.00', '0.00'],
        [C('Marketing', 'EXPENSE'), '2026-10-01', 1, '58000.00', '0.00'],
        [C('Marketing', 'EXPENSE'), '2026-11-01', 1, '0.00', '58000.00'],
        [C('Miscellaneous', 'INCOME'), '2026-10-01', 1, '0.00', '1200.25'],
        [C('Office Expenses', 'INCOME'), '2026-11-01', 1, '0.00', '750.00'],
        ['SYS-OPENING-EQUITY', '2026-09-01', 5, '3192000.50', '2920000.00'],
        ['SYS-OPENING-EQUITY', '2026-10-01', 1, '0.00', '5000.00'],
      ] as [string, string, number, string, string][]
    ).map(([code, month, lines, debit, credit]) => ({ code, month, lines, debit, credit }));
    const byKey = (a: { code: string; month: string }, b: { code: string; month: string }) =>
      a.code.localeCompare(b.code) || a.month.localeCompare(b.month);
    expect([...rows].sort(byKey)).toEqual(expected.sort(byKey));

    // And the same as the lines themselves, grouped.
    const lines = await db.pool.query<(typeof rows)[number]>(
      `select a.code, to_char(date_trunc('month', e.entry_date), 'YYYY-MM-DD') as month,
         count(*)::int as lines, sum(l.debit) as debit, sum(l.credit) as credit
       from journal_lines l join journal_entries e on e.id = l.entry_id
       join accounts a on a.id = l.account_id group by 1, 2`,
    );
    expect([...lines.rows].sort(byKey)).toEqual([...rows].sort(byKey));
  });

  it('posts each opening on its date against Opening Balance Equity, positive on the normal side', async () => {
    const { rows } = await db.pool.query<{
      source_id: number;
      entry_date: string;
      account_id: number;
      debit: string;
      credit: string;
    }>(
      `select e.source_id, to_char(e.entry_date, 'YYYY-MM-DD') as entry_date, l.account_id,
         l.debit, l.credit
       from journal_entries e join journal_lines l on l.entry_id = e.id
       where e.source_type = 'opening' order by e.id, l.id`,
    );
    const obe = account.opening_equity;
    const entry = (code: string, date: string, dr: string, cr: string) => [
      {
        source_id: account[code],
        entry_date: date,
        account_id: account[code],
        debit: dr,
        credit: cr,
      },
      { source_id: account[code], entry_date: date, account_id: obe, debit: cr, credit: dr },
    ];
    expect(rows).toEqual([
      ...entry('ACC-001', '2026-09-01', '150000.00', '0.00'),
      ...entry('ACC-002', '2026-09-01', '2450000.00', '0.00'),
      ...entry('ACC-003', '2026-09-15', '0.00', '12000.50'),
      ...entry('ACC-005', '2026-09-02', '320000.00', '0.00'),
      ...entry('ACC-006', '2026-09-02', '0.00', '3180000.00'),
      ...entry('ACC-009', '2026-10-03', '5000.00', '0.00'),
    ]);
  });

  it('posts each approved transaction on its date and by its approver', async () => {
    const { rows } = await db.pool.query<{
      source_id: number;
      entry_date: string;
      created_by: number;
      account_id: number;
      debit: string;
      credit: string;
    }>(
      `select e.source_id, to_char(e.entry_date, 'YYYY-MM-DD') as entry_date, e.created_by,
         l.account_id, l.debit, l.credit
       from journal_entries e join journal_lines l on l.entry_id = e.id
       where e.source_type = 'transaction' order by e.id, l.debit desc`,
    );
    const post = (t: string, date: string, dr: number, cr: number, amount: string) => [
      {
        source_id: tx[t],
        entry_date: date,
        created_by: approver,
        account_id: dr,
        debit: amount,
        credit: '0.00',
      },
      {
        source_id: tx[t],
        entry_date: date,
        created_by: approver,
        account_id: cr,
        debit: '0.00',
        credit: amount,
      },
    ];
    const a = (code: string) => account[code]!;
    expect(rows).toEqual([
      ...post('T1', '2026-10-03', a('ACC-002'), a('ACC-007'), '185000.00'),
      ...post('T2', '2026-10-06', own('Office Rent', 'expense'), a('ACC-002'), '95000.00'),
      ...post('T3', '2026-10-09', a('ACC-003'), a('ACC-008'), '42500.50'),
      ...post('T4', '2026-10-12', own('Miscellaneous', 'expense'), a('ACC-001'), '2350.00'),
      ...post('T5', '2026-10-20', a('ACC-001'), own('Miscellaneous', 'income'), '1200.25'),
      ...post('T6', '2026-10-20', own('Marketing', 'expense'), a('ACC-002'), '58000.00'),
      ...post('T9', '2026-11-05', a('ACC-002'), a('ACC-007'), '264500.00'),
      ...post('T10', '2026-11-06', own('Office Rent', 'expense'), a('ACC-002'), '95000.00'),
      ...post('T11', '2026-11-10', a('ACC-001'), own('Office Expenses', 'income'), '750.00'),
      ...post('T13', '2026-11-12', own('Miscellaneous', 'expense'), a('ACC-005'), '4000.00'),
    ]);
  });

  it('posts the reversal as the original’s lines swapped, linked to the original’s entry', async () => {
    const entry = async (source: string, id: number) =>
      (
        await db.pool.query<{ id: number; reverses_id: number | null; entry_date: string }>(
          `select id, reverses_id, to_char(entry_date, 'YYYY-MM-DD') as entry_date
           from journal_entries where source_type = $1 and source_id = $2`,
          [source, id],
        )
      ).rows;
    const [original] = await entry('transaction', tx.T6!);
    expect(await entry('reversal', tx.T14!)).toEqual([
      { id: expect.any(Number), reverses_id: original!.id, entry_date: REVERSAL_DATE },
    ]);
    expect(await entry('transaction', tx.T14!)).toEqual([]);
    const sides = async (source: string, id: number) =>
      (
        await db.pool.query<{ account_id: number; debit: string; credit: string }>(
          `select l.account_id, l.debit, l.credit from journal_lines l
           join journal_entries e on e.id = l.entry_id
           where e.source_type = $1 and e.source_id = $2 order by l.account_id`,
          [source, id],
        )
      ).rows;
    const before = await sides('transaction', tx.T6!);
    expect(before).toEqual(
      [
        { account_id: own('Marketing', 'expense'), debit: '58000.00', credit: '0.00' },
        { account_id: account['ACC-002'], debit: '0.00', credit: '58000.00' },
      ].sort((x, y) => x.account_id! - y.account_id!),
    );
    expect(await sides('reversal', tx.T14!)).toEqual(
      before.map((l) => ({ account_id: l.account_id, debit: l.credit, credit: l.debit })),
    );
  });

  it('posts nothing for pending or rejected transactions', async () => {
    const ids = [tx.T7, tx.T8, tx.T12, tx.T15];
    const { rows } = await db.pool.query(
      `select id from journal_entries where source_type in ('transaction', 'reversal')
         and source_id = any($1)`,
      [ids],
    );
    expect(rows).toEqual([]);
  });
});

describe('migration 0036: the book’s rules, kept by the database afterwards', () => {
  it('refuses to change or remove a posted line or entry', async () => {
    const refused = /append-only/;
    await expect(db.pool.query('update journal_lines set debit = debit + 1')).rejects.toThrow(
      refused,
    );
    await expect(db.pool.query(`update journal_entries set memo = 'x'`)).rejects.toThrow(refused);
    await expect(
      db.pool.query('delete from journal_lines where id = (select min(id) from journal_lines)'),
    ).rejects.toThrow(refused);
    await expect(
      db.pool.query('delete from journal_entries where id = (select max(id) from journal_entries)'),
    ).rejects.toThrow(refused);
    // With what points at the entries (suppliers' payables and payments, migrations 0053 and
    // 0055; tax documents, 0062; suppliers' movements, 0070): the triggers refuse.
    await expect(
      db.pool.query(
        'truncate journal_lines, journal_entries, supplier_payables, supplier_payment_lines, supplier_payments, tax_documents, supplier_movements',
      ),
    ).rejects.toThrow(refused);
    const n = await db.pool.query('select count(*)::int as n from journal_lines');
    expect(n.rows[0].n).toBe(34);
  });

  it('refuses an unbalanced entry at commit, and takes a balanced one', async () => {
    const client = await db.pool.connect();
    const post = async (lines: [string, string, string][]) => {
      await client.query('begin');
      try {
        const e = await client.query<{ id: number }>(
          `insert into journal_entries (entry_date, source_type, source_id, memo)
           values ('2026-11-30', 'transaction', 0, 'by hand') returning id`,
        );
        for (const [code, debit, credit] of lines)
          await client.query(
            `insert into journal_lines (entry_id, entry_date, account_id, debit, credit, amount)
             values ($1, '2026-11-30', $2, $3, $4, $3::numeric + $4::numeric)`,
            [e.rows[0]!.id, account[code], debit, credit],
          );
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      }
    };
    try {
      await expect(post([['ACC-001', '10.00', '0']])).rejects.toThrow(/does not balance/);
      await expect(
        post([
          ['ACC-001', '10.00', '0'],
          ['ACC-007', '0', '9.99'],
        ]),
      ).rejects.toThrow(/does not balance/);
      await post([
        ['ACC-001', '10.00', '0'],
        ['ACC-007', '0', '10.00'],
      ]);
    } finally {
      client.release();
    }
    // Only the balanced one is there, and its lines reached the month's totals.
    const { rows } = await db.pool.query<{
      code: string;
      lines: number;
      debit: string;
      credit: string;
    }>(
      `select a.code, sum(m.lines)::int as lines, sum(m.debit)::text as debit,
         sum(m.credit)::text as credit
       from ledger_month_totals m join accounts a on a.id = m.account_id
       where m.month = '2026-11-01' and a.code in ('ACC-001', 'ACC-007')
       group by a.code order by a.code`,
    );
    expect(rows).toEqual([
      { code: 'ACC-001', lines: 2, debit: '760.00', credit: '0.00' },
      { code: 'ACC-007', lines: 2, debit: '0.00', credit: '264510.00' },
    ]);
  });

  it('refuses to change the type of an account with lines, not of one without', async () => {
    await expect(
      db.pool.query(`update accounts set type = 'expense' where code = 'ACC-002'`),
    ).rejects.toThrow(/journal lines/);
    await db.pool.query(`update accounts set type = 'expense' where code = 'ACC-011'`);
    const { rows } = await db.pool.query<{ code: string; type: string }>(
      `select code, type from accounts where code in ('ACC-002', 'ACC-011') order by code`,
    );
    expect(rows).toEqual([
      { code: 'ACC-002', type: 'asset' },
      { code: 'ACC-011', type: 'expense' },
    ]);
  });
});
