-- The current body of audit_events_refuse(), last (re)defined by migration 0020_audit_events.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('audit_events_refuse'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.audit_events_refuse()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $function$;
