-- The current body of journal_entry_balanced(), last (re)defined by migration 0036_journal.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('journal_entry_balanced'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.journal_entry_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  entry integer;
  n integer;
  dr numeric;
  cr numeric;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO n, dr, cr
    FROM journal_lines WHERE entry_id = entry;
  IF n < 2 OR dr <> cr THEN
    RAISE EXCEPTION 'journal entry % does not balance: % lines, debits %, credits %', entry, n, dr, cr
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $function$;
