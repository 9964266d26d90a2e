-- The current body of supplier_payment_movements(), last (re)defined by migration 0070_supplier_kept_totals.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('supplier_payment_movements'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.supplier_payment_movements()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM supplier_movements m WHERE m.entry_id IN (OLD.entry_id, OLD.void_entry_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO supplier_movements (entry_id, supplier_id, currency, day, kind, payment_id, owed, paid, base)
    SELECT x.entry_id, NEW.supplier_id, NEW.currency, e.entry_date, x.kind, NEW.id, 0, x.sign * NEW.amount,
      CASE WHEN NEW.currency = 'INR' THEN -x.sign * NEW.amount
        ELSE coalesce((SELECT sum(j.credit - j.debit) FROM journal_lines j JOIN accounts a ON a.id = j.account_id
          WHERE j.entry_id = x.entry_id AND a.system_key = 'supplier_payables'), 0) END
    FROM (VALUES ('payment', NEW.entry_id, 1), ('payment_voided', NEW.void_entry_id, -1)) AS x(kind, entry_id, sign)
    JOIN journal_entries e ON e.id = x.entry_id;
  END IF;
  RETURN NULL;
END $function$;
