-- The current body of booking_payment_receipt_number(), last (re)defined by migration 0074_writes_at_commit_in_slots.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('booking_payment_receipt_number'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.booking_payment_receipt_number()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  y int := extract(year FROM NEW.payment_date)::int;
  n bigint;
BEGIN
  IF left(NEW.receipt_number, 1) <> '#' THEN
    RETURN NULL;
  END IF;
  INSERT INTO number_counters AS c (kind, year, value) VALUES ('RCPT', y, 1)
  ON CONFLICT (kind, year) DO UPDATE SET value = c.value + 1
  RETURNING value INTO n;
  UPDATE booking_payments SET receipt_number = 'RCPT-' || y || '-' || lpad(n::text, greatest(5, length(n::text)), '0')
    WHERE id = NEW.id;
  RETURN NULL;
END $function$

;
