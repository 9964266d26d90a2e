-- The current body of status_counts_apply(), last (re)defined by migration 0014_status_counts.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('status_counts_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.status_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO status_counts AS s (entity, status, rows) VALUES (TG_TABLE_NAME, OLD.status, -1)
    ON CONFLICT (entity, status) DO UPDATE SET rows = s.rows - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO status_counts AS s (entity, status, rows) VALUES (TG_TABLE_NAME, NEW.status, 1)
    ON CONFLICT (entity, status) DO UPDATE SET rows = s.rows + 1;
  END IF;
  RETURN NULL;
END $function$;
