CREATE TABLE "data_changes" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_changes_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
-- Every write statement on a table the API keeps answers from counts one change, in the same
-- transaction: the sum of a table's counts only grows, and moves when the write commits, so an
-- answer kept against it is never served after the data it came from has changed
-- (lib/kept-json.ts). The slot is the connection's pid modulo 32: concurrent writers to one table
-- each bump their own row instead of queueing on one. TRUNCATE counts too.
CREATE OR REPLACE FUNCTION data_changes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes AS d (name, slot, changes) VALUES (TG_TABLE_NAME, pg_backend_pid() % 32, 1)
  ON CONFLICT (name, slot) DO UPDATE SET changes = d.changes + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON accounts FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER agents_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON agents FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER bookings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON bookings FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER day_plans_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON day_plans FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER enquiries_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON enquiries FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER transaction_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON transaction_categories FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER transactions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON transactions FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER users_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
-- booking_stats goes back to the figures alone (as in 0014): the version above replaces its
-- change count, and a notes edit no longer touches the shared running-totals row.
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
DROP TRIGGER IF EXISTS bookings_stats ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_stats AFTER INSERT OR DELETE OR UPDATE OF status, payment_status, sale_amount, net_profit, balance_due
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
ALTER TABLE "booking_stats" DROP COLUMN "changes";
