import { afterAll, beforeAll, expect, it } from 'vitest';
import type { createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { databaseBefore } from '../../test/migrations-before.ts';

/**
 * Migration 0077 gives each journal line its entry's date, filled from the entries with the
 * lines' triggers set aside for the backfill alone. The upgrade from just before it, with
 * entries on three dates: each line takes its own entry's date, and the lines are append-only
 * again afterwards.
 */
const TAG = '0077_journal_lines_entry_date';

let db: ReturnType<typeof createDb>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await databaseBefore(TAG));
  await db.pool.query(`
    with a as (
      insert into accounts (code, name, type, opening_balance) values ('MG-77', 'Cash 77', 'asset', 0)
      returning id
    ), e as (
      insert into journal_entries (entry_date, source_type, source_id, memo)
      select d::date, 'revaluation', a.id, 'Entry of ' || d from a,
        unnest(array['2024-03-31', '2025-04-01', '2026-11-30']) d
      returning id
    )
    insert into journal_lines (entry_id, account_id, debit, credit, amount)
    select e.id, l.account_id, l.debit, l.credit, 10 from e cross join a cross join lateral (values
      (a.id, 10, 0), ((select id from accounts where system_key = 'opening_equity'), 0, 10)
    ) as l(account_id, debit, credit)`);
});

afterAll(() => drop());

it("dates every line with its entry's date and keeps the lines append-only", async () => {
  await runMigrations(db.db);
  const { rows } = await db.pool.query<{ memo: string; dates: string[] }>(
    `select e.memo, array_agg(to_char(l.entry_date, 'YYYY-MM-DD') order by l.id) as dates
     from journal_entries e join journal_lines l on l.entry_id = e.id
     where e.memo like 'Entry of %' group by e.memo order by e.memo`,
  );
  expect(rows).toEqual([
    { memo: 'Entry of 2024-03-31', dates: ['2024-03-31', '2024-03-31'] },
    { memo: 'Entry of 2025-04-01', dates: ['2025-04-01', '2025-04-01'] },
    { memo: 'Entry of 2026-11-30', dates: ['2026-11-30', '2026-11-30'] },
  ]);
  // Refused by the lines' own trigger (the foreign key would refuse a new date by itself).
  await expect(db.pool.query('update journal_lines set debit = debit')).rejects.toThrow(
    /append-only/,
  );
  await expect(db.pool.query('delete from journal_lines')).rejects.toThrow(/append-only/);
});
