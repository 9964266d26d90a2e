-- The current body of accounts_currency_fixed(), last (re)defined by migration 0049_account_currency.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('accounts_currency_fixed'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.accounts_currency_fixed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.currency <> OLD.currency
    AND EXISTS (SELECT 1 FROM journal_lines WHERE account_id = OLD.id) THEN
    RAISE EXCEPTION 'account % has journal lines: its currency stays %', OLD.id, OLD.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $function$
;
