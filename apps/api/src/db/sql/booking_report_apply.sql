-- The current body of booking_report_apply(), last (re)defined by migration 0025_reports_and_sorts.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('booking_report_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.booking_report_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_report_move(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM booking_report_move(NEW, 1); END IF;
  RETURN NULL;
END $function$;
