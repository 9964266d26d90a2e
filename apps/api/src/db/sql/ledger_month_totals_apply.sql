-- The current body of ledger_month_totals_apply(), last (re)defined by migration 0074_writes_at_commit_in_slots.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('ledger_month_totals_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.ledger_month_totals_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  d date;
  first int;
  own boolean;
  nd numeric;
  nc numeric;
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  SELECT e.entry_date INTO d FROM journal_entries e WHERE e.id = NEW.entry_id;
  -- On an account in another currency a line's own figure is its document amount.
  SELECT a.currency <> 'INR' INTO own FROM accounts a WHERE a.id = NEW.account_id;
  nd := CASE WHEN NOT own THEN NEW.debit WHEN NEW.debit > 0 THEN NEW.amount ELSE 0 END;
  nc := CASE WHEN NOT own THEN NEW.credit WHEN NEW.credit > 0 THEN NEW.amount ELSE 0 END;
  -- The entry counts once on the account: at its first line there (by id; at commit every
  -- line of the entry is in).
  first := CASE WHEN EXISTS (SELECT 1 FROM journal_lines o WHERE o.account_id = NEW.account_id
    AND o.entry_id = NEW.entry_id AND o.id < NEW.id) THEN 0 ELSE 1 END;
  INSERT INTO ledger_month_totals AS m
    (account_id, month, slot, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, date_trunc('month', d)::date, s, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, month, slot) DO UPDATE SET lines = m.lines + 1,
    entries = m.entries + EXCLUDED.entries,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit,
    native_debit = m.native_debit + EXCLUDED.native_debit,
    native_credit = m.native_credit + EXCLUDED.native_credit;
  INSERT INTO ledger_day_totals AS t
    (account_id, day, slot, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, d, s, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, day, slot) DO UPDATE SET lines = t.lines + 1,
    entries = t.entries + EXCLUDED.entries,
    debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
    native_debit = t.native_debit + EXCLUDED.native_debit,
    native_credit = t.native_credit + EXCLUDED.native_credit;
  RETURN NULL;
END $function$

;
