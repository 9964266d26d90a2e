ALTER TABLE "booking_stats" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write to a booking also counts one change, in the same transaction: the sum of
-- booking_stats.changes is a version that moves whenever any booking does, so the API can keep
-- the results of expensive filtered reads until it moves (lib/versioned-cache.ts).
CREATE OR REPLACE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing, changes)
    VALUES (OLD.status, OLD.payment_status, -1, -OLD.sale_amount, -OLD.net_profit, -OLD.balance_due,
      -(OLD.balance_due > 0)::int, (TG_OP = 'DELETE')::int)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing, changes = s.changes + EXCLUDED.changes;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing, changes)
    VALUES (NEW.status, NEW.payment_status, 1, NEW.sale_amount, NEW.net_profit, NEW.balance_due,
      (NEW.balance_due > 0)::int, 1)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing, changes = s.changes + EXCLUDED.changes;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any update, not only of the figures: a new guest name or travel date changes what a search
-- or a date filter finds.
DROP TRIGGER IF EXISTS bookings_stats ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_stats AFTER INSERT OR DELETE OR UPDATE
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_stats_apply();
