-- The current body of booking_stats_apply(), last (re)defined by migration 0074_writes_at_commit_in_slots.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('booking_stats_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.booking_stats_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS k (status, payment_status, slot, bookings, sale, net_profit, balance_due, owing)
    VALUES (OLD.status, OLD.payment_status, s, -1, -booking_base(OLD.sale_amount, OLD),
      -booking_base(OLD.net_profit, OLD), -booking_base(OLD.balance_due, OLD),
      -(OLD.balance_due > 0)::int)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET
      bookings = k.bookings + EXCLUDED.bookings, sale = k.sale + EXCLUDED.sale,
      net_profit = k.net_profit + EXCLUDED.net_profit, balance_due = k.balance_due + EXCLUDED.balance_due,
      owing = k.owing + EXCLUDED.owing;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS k (status, payment_status, slot, bookings, sale, net_profit, balance_due, owing)
    VALUES (NEW.status, NEW.payment_status, s, 1, booking_base(NEW.sale_amount, NEW),
      booking_base(NEW.net_profit, NEW), booking_base(NEW.balance_due, NEW),
      (NEW.balance_due > 0)::int)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET
      bookings = k.bookings + EXCLUDED.bookings, sale = k.sale + EXCLUDED.sale,
      net_profit = k.net_profit + EXCLUDED.net_profit, balance_due = k.balance_due + EXCLUDED.balance_due,
      owing = k.owing + EXCLUDED.owing;
  END IF;
  RETURN NULL;
END $function$

;
