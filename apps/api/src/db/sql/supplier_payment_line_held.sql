-- The current body of supplier_payment_line_held(), last (re)defined by migration 0060_supplier_payables_paid.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('supplier_payment_line_held'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.supplier_payment_line_held()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE supplier_payables p SET paid = p.paid - OLD.amount
    FROM supplier_payments sp
    WHERE sp.id = OLD.payment_id AND sp.status IN ('pending', 'paid') AND p.id = OLD.payable_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE supplier_payables p SET paid = p.paid + NEW.amount
    FROM supplier_payments sp
    WHERE sp.id = NEW.payment_id AND sp.status IN ('pending', 'paid') AND p.id = NEW.payable_id;
  END IF;
  RETURN NULL;
END $function$;
