-- The current body of supplier_open_totals_apply(), last (re)defined by migration 0070_supplier_kept_totals.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('supplier_open_totals_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.supplier_open_totals_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  was_open boolean := false;
  now_open boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_open := OLD.reversed_at IS NULL AND OLD.paid < OLD.amount;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_open := NEW.reversed_at IS NULL AND NEW.paid < NEW.amount;
  END IF;
  IF was_open AND now_open AND OLD.supplier_id = NEW.supplier_id AND OLD.currency = NEW.currency
      AND OLD.due_date = NEW.due_date THEN
    -- The same row: only what is open moves.
    IF OLD.amount - OLD.paid <> NEW.amount - NEW.paid THEN
      UPDATE supplier_open_totals t SET open = t.open + (NEW.amount - NEW.paid) - (OLD.amount - OLD.paid)
      WHERE t.supplier_id = NEW.supplier_id AND t.currency = NEW.currency AND t.due_date = NEW.due_date;
    END IF;
    RETURN NULL;
  END IF;
  IF was_open THEN
    UPDATE supplier_open_totals t SET payables = t.payables - 1, open = t.open - (OLD.amount - OLD.paid)
    WHERE t.supplier_id = OLD.supplier_id AND t.currency = OLD.currency AND t.due_date = OLD.due_date;
    -- Under this row's lock: a concurrent insert of the same key waits, then inserts it anew.
    DELETE FROM supplier_open_totals t
    WHERE t.supplier_id = OLD.supplier_id AND t.currency = OLD.currency AND t.due_date = OLD.due_date
      AND t.payables = 0;
  END IF;
  IF now_open THEN
    INSERT INTO supplier_open_totals AS t (supplier_id, currency, due_date, payables, open)
    VALUES (NEW.supplier_id, NEW.currency, NEW.due_date, 1, NEW.amount - NEW.paid)
    ON CONFLICT (supplier_id, currency, due_date) DO UPDATE
    SET payables = t.payables + 1, open = t.open + EXCLUDED.open;
  END IF;
  RETURN NULL;
END $function$;
