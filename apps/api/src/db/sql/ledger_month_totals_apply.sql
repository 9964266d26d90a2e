-- The current body of ledger_month_totals_apply(), last (re)defined by migration 0036_journal.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('ledger_month_totals_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.ledger_month_totals_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_month_totals AS m (account_id, month, lines, debit, credit)
    SELECT NEW.account_id, date_trunc('month', e.entry_date)::date, 1, NEW.debit, NEW.credit
    FROM journal_entries e WHERE e.id = NEW.entry_id
  ON CONFLICT (account_id, month) DO UPDATE SET lines = m.lines + 1,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit;
  RETURN NULL;
END $function$;
