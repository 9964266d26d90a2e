-- The current body of journal_lines_account_currency(), last (re)defined by migration 0050_revaluation_lines.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('journal_lines_account_currency'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.journal_lines_account_currency()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  c char(3);
BEGIN
  SELECT a.currency INTO c FROM accounts a WHERE a.id = NEW.account_id;
  IF c <> 'INR' AND NEW.currency <> c THEN
    RAISE EXCEPTION 'account % is kept in %: a line on it in % cannot post', NEW.account_id, c,
      NEW.currency USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.amount = 0 AND (c = 'INR' OR NOT EXISTS (SELECT 1 FROM journal_entries e
      WHERE e.id = NEW.entry_id AND e.source_type = 'revaluation')) THEN
    RAISE EXCEPTION 'a line of no amount is only a revaluation on an account kept in another currency'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $function$
;
