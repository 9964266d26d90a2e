-- Keep booking_stats equal to the sums over bookings, in the same transaction as each write.
CREATE OR REPLACE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due)
    VALUES (OLD.status, OLD.payment_status, -1, -OLD.sale_amount, -OLD.net_profit, -OLD.balance_due)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due)
    VALUES (NEW.status, NEW.payment_status, 1, NEW.sale_amount, NEW.net_profit, NEW.balance_due)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_stats AFTER INSERT OR DELETE OR UPDATE OF status, payment_status, sale_amount, net_profit, balance_due
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
INSERT INTO booking_stats (status, payment_status, bookings, sale, net_profit, balance_due)
  SELECT status, payment_status, count(*), sum(sale_amount), sum(net_profit), sum(balance_due) FROM bookings GROUP BY 1, 2
  ON CONFLICT DO NOTHING;
