-- The current body of journal_lock_check(), last (re)defined by migration 0038_books_lock_date.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('journal_lock_check'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.journal_lock_check()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  locked date;
BEGIN
  SELECT lock_date INTO locked FROM books_settings WHERE id = 1;
  IF locked IS NOT NULL AND NEW.entry_date <= locked THEN
    RAISE EXCEPTION 'journal entry dated % refused: the books are locked up to %', NEW.entry_date, locked
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $function$;
