CREATE TABLE "status_counts" (
	"entity" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "status_counts_entity_status_pk" PRIMARY KEY("entity","status")
);
--> statement-breakpoint
ALTER TABLE "booking_stats" ADD COLUMN "owing" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows per status of the table the trigger sits on (TG_TABLE_NAME), with each write.
CREATE OR REPLACE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO status_counts AS s (entity, status, rows) VALUES (TG_TABLE_NAME, OLD.status, -1)
    ON CONFLICT (entity, status) DO UPDATE SET rows = s.rows - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO status_counts AS s (entity, status, rows) VALUES (TG_TABLE_NAME, NEW.status, 1)
    ON CONFLICT (entity, status) DO UPDATE SET rows = s.rows + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enquiries_status_counts AFTER INSERT OR DELETE OR UPDATE OF status
  ON enquiries FOR EACH ROW EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER transactions_status_counts AFTER INSERT OR DELETE OR UPDATE OF status
  ON transactions FOR EACH ROW EXECUTE FUNCTION status_counts_apply();
--> statement-breakpoint
INSERT INTO status_counts (entity, status, rows)
  SELECT 'enquiries', status, count(*) FROM enquiries GROUP BY 2
  UNION ALL SELECT 'transactions', status, count(*) FROM transactions GROUP BY 2
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- booking_stats also counts the files still owing (balance due above zero).
CREATE OR REPLACE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing)
    VALUES (OLD.status, OLD.payment_status, -1, -OLD.sale_amount, -OLD.net_profit, -OLD.balance_due,
      -(OLD.balance_due > 0)::int)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing)
    VALUES (NEW.status, NEW.payment_status, 1, NEW.sale_amount, NEW.net_profit, NEW.balance_due,
      (NEW.balance_due > 0)::int)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE booking_stats s SET owing = o.n
  FROM (SELECT status, payment_status, count(*) AS n FROM bookings WHERE balance_due > 0 GROUP BY 1, 2) o
  WHERE o.status = s.status AND o.payment_status = s.payment_status;
