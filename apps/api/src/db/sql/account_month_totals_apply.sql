-- The current body of account_month_totals_apply(), last (re)defined by migration 0012_account_month_totals.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('account_month_totals_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.account_month_totals_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    INSERT INTO account_month_totals AS m (account_id, month, movements, credit, debit)
    VALUES (OLD.account_id, date_trunc('month', OLD.transaction_date)::date, -1,
      CASE WHEN OLD.type = 'income' THEN -OLD.amount ELSE 0 END,
      CASE WHEN OLD.type = 'expense' THEN -OLD.amount ELSE 0 END)
    ON CONFLICT (account_id, month) DO UPDATE SET movements = m.movements + EXCLUDED.movements,
      credit = m.credit + EXCLUDED.credit, debit = m.debit + EXCLUDED.debit;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    INSERT INTO account_month_totals AS m (account_id, month, movements, credit, debit)
    VALUES (NEW.account_id, date_trunc('month', NEW.transaction_date)::date, 1,
      CASE WHEN NEW.type = 'income' THEN NEW.amount ELSE 0 END,
      CASE WHEN NEW.type = 'expense' THEN NEW.amount ELSE 0 END)
    ON CONFLICT (account_id, month) DO UPDATE SET movements = m.movements + EXCLUDED.movements,
      credit = m.credit + EXCLUDED.credit, debit = m.debit + EXCLUDED.debit;
  END IF;
  RETURN NULL;
END $function$;
