-- The current body of tax_documents_issued(), last (re)defined by migration 0062_tax_documents.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('tax_documents_issued'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.tax_documents_issued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'a tax document is issued once: correct it with a debit or credit note';
END $function$;
