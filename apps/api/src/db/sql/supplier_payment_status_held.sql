-- The current body of supplier_payment_status_held(), last (re)defined by migration 0060_supplier_payables_paid.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('supplier_payment_status_held'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.supplier_payment_status_held()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  held_before boolean := OLD.status IN ('pending', 'paid');
  held_now boolean := NEW.status IN ('pending', 'paid');
BEGIN
  IF held_before <> held_now THEN
    PERFORM 1 FROM supplier_payables
    WHERE id IN (SELECT payable_id FROM supplier_payment_lines WHERE payment_id = NEW.id)
    ORDER BY id FOR UPDATE;
    UPDATE supplier_payables p
    SET paid = p.paid + CASE WHEN held_now THEN l.amount ELSE -l.amount END
    FROM supplier_payment_lines l
    WHERE l.payment_id = NEW.id AND p.id = l.payable_id;
  END IF;
  RETURN NULL;
END $function$;
