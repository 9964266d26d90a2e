-- The current body of data_changes_count(), last (re)defined by migration 0027_data_changes_by_transaction.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('data_changes_count'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.data_changes_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO data_changes AS d (name, txn, changes) VALUES (TG_TABLE_NAME, txid_current(), 1)
  ON CONFLICT (name, txn) DO UPDATE SET changes = d.changes + 1;
  RETURN NULL;
END $function$;
