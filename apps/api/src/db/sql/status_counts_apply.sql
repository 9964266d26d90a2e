-- The current body of status_counts_apply(), last (re)defined by migration 0074_writes_at_commit_in_slots.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('status_counts_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.status_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO status_counts AS c (entity, status, slot, rows) VALUES (TG_TABLE_NAME, OLD.status, s, -1)
    ON CONFLICT (entity, status, slot) DO UPDATE SET rows = c.rows - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO status_counts AS c (entity, status, slot, rows) VALUES (TG_TABLE_NAME, NEW.status, s, 1)
    ON CONFLICT (entity, status, slot) DO UPDATE SET rows = c.rows + 1;
  END IF;
  RETURN NULL;
END $function$

;
