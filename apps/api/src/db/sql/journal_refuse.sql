-- The current body of journal_refuse(), last (re)defined by migration 0036_journal.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('journal_refuse'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.journal_refuse()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (post a reversing entry instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $function$;
