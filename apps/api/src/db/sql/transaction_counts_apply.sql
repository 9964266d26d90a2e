-- The current body of transaction_counts_apply(), last (re)defined by migration 0013_transaction_counts.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('transaction_counts_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.transaction_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.account_id = OLD.account_id AND NEW.category_id = OLD.category_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE accounts SET transactions_count = transactions_count - 1 WHERE id = OLD.account_id;
    UPDATE transaction_categories SET transactions_count = transactions_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE accounts SET transactions_count = transactions_count + 1 WHERE id = NEW.account_id;
    UPDATE transaction_categories SET transactions_count = transactions_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $function$;
