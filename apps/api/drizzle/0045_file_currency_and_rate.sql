ALTER TABLE "bookings" ALTER COLUMN "currency" SET DATA TYPE char(3);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "currency" SET DEFAULT 'AED';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_positive" CHECK ("bookings"."rate" > 0);--> statement-breakpoint
-- A file is in any active currency (decision 044). The books hold it in rupees at the rate it was
-- booked at, and that rate is now kept on the file (`rate`): the kept totals below count each
-- file at it, so the reports, the bookings list's cards and the dashboard add rupees, never a
-- dirham to a rupee. A file in the books takes the rate of its first journal line (the
-- receivable's, at the file's rate).
UPDATE bookings b SET rate = (
  SELECT l.rate FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
  WHERE e.source_type = 'booking' AND e.source_id = b.id ORDER BY l.id LIMIT 1);
--> statement-breakpoint
-- A sold file that never posted (confirmed before files posted, migration 0040) is counted at the
-- rate in force on its booking date, else its currency's first rate; it posts at that rate when
-- it next changes. Rupee files are at 1. One whose currency has no rate at all stays without one
-- and counts as nothing in rupees until a rate is entered and the file is saved again.
UPDATE bookings b SET rate = CASE WHEN b.currency = 'INR' THEN 1 ELSE coalesce(
    (SELECT r.rate FROM exchange_rates r WHERE r.currency = b.currency AND r.rate_date <= b.booking_date
      ORDER BY r.rate_date DESC LIMIT 1),
    (SELECT r.rate FROM exchange_rates r WHERE r.currency = b.currency ORDER BY r.rate_date LIMIT 1)) END
  WHERE b.rate IS NULL AND b.status NOT IN ('draft', 'cancelled');
--> statement-breakpoint
-- Each money figure of a file in rupees at its rate, to the paisa, as its journal lines hold it.
CREATE OR REPLACE FUNCTION booking_base(v numeric, b bookings) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(coalesce(v, 0) * coalesce(b.rate, 0), 2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_report_move(b bookings, sign integer, months boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  live boolean := b.status NOT IN ('draft', 'cancelled');
  k text;
BEGIN
  IF months THEN
    FOREACH k IN ARRAY ARRAY['agent', 'agent_year', 'destination'] LOOP
      INSERT INTO booking_month_totals AS t (dimension, month, key, files, cancelled_files, draft_files, sale, cost, profit, commission, net_profit)
      VALUES (k,
        CASE WHEN k = 'agent_year' THEN date_trunc('year', b.booking_date)::date ELSE date_trunc('month', b.booking_date)::date END,
        CASE WHEN k = 'destination' THEN coalesce(b.destination, '') ELSE coalesce(b.agent_id::text, '') END,
        sign, CASE WHEN b.status = 'cancelled' THEN sign ELSE 0 END,
        CASE WHEN b.status = 'draft' THEN sign ELSE 0 END,
        CASE WHEN live THEN sign * booking_base(b.sale_amount, b) ELSE 0 END,
        CASE WHEN live THEN sign * booking_base(b.purchase_amount, b) ELSE 0 END,
        CASE WHEN live THEN sign * booking_base(b.profit_amount, b) ELSE 0 END,
        CASE WHEN live THEN sign * booking_base(b.agent_commission_amount, b) ELSE 0 END,
        CASE WHEN live THEN sign * booking_base(b.net_profit, b) ELSE 0 END)
      ON CONFLICT (dimension, month, key) DO UPDATE SET
        files = t.files + EXCLUDED.files, cancelled_files = t.cancelled_files + EXCLUDED.cancelled_files,
        draft_files = t.draft_files + EXCLUDED.draft_files,
        sale = t.sale + EXCLUDED.sale, cost = t.cost + EXCLUDED.cost, profit = t.profit + EXCLUDED.profit,
        commission = t.commission + EXCLUDED.commission, net_profit = t.net_profit + EXCLUDED.net_profit;
    END LOOP;
  END IF;
  IF live AND b.balance_due > 0 THEN
    INSERT INTO receivable_days AS r (travel_date, files, balance_due)
    VALUES (b.travel_start_date, sign, sign * booking_base(b.balance_due, b))
    ON CONFLICT (travel_date) DO UPDATE SET
      files = r.files + EXCLUDED.files, balance_due = r.balance_due + EXCLUDED.balance_due;
  END IF;
  IF live AND b.agent_id IS NOT NULL THEN
    INSERT INTO agent_open_totals AS a (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
    VALUES (b.agent_id, sign, CASE WHEN b.balance_due > 0 THEN sign ELSE 0 END,
      CASE WHEN b.balance_due > 0 THEN sign * booking_base(b.balance_due, b) ELSE 0 END,
      sign * booking_base(b.agent_payable, b), sign * booking_base(b.agent_paid, b),
      sign * booking_base(b.agent_balance, b))
    ON CONFLICT (agent_id) DO UPDATE SET
      files = a.files + EXCLUDED.files, owing_files = a.owing_files + EXCLUDED.owing_files,
      balance_due = a.balance_due + EXCLUDED.balance_due, agent_payable = a.agent_payable + EXCLUDED.agent_payable,
      agent_paid = a.agent_paid + EXCLUDED.agent_paid, agent_balance = a.agent_balance + EXCLUDED.agent_balance;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_report_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months boolean := true;
BEGIN
  -- An update that leaves every figure of the month totals as it was (a payment moves only
  -- balance_due and payment_status) would take them away and put them back: skipped.
  IF TG_OP = 'UPDATE' THEN
    months := (OLD.booking_date, OLD.agent_id, OLD.destination, OLD.status, OLD.sale_amount,
      OLD.purchase_amount, OLD.profit_amount, OLD.agent_commission_amount, OLD.net_profit, OLD.rate)
      IS DISTINCT FROM (NEW.booking_date, NEW.agent_id, NEW.destination, NEW.status, NEW.sale_amount,
      NEW.purchase_amount, NEW.profit_amount, NEW.agent_commission_amount, NEW.net_profit, NEW.rate);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_report_move(OLD, -1, months); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM booking_report_move(NEW, 1, months); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing)
    VALUES (OLD.status, OLD.payment_status, -1, -booking_base(OLD.sale_amount, OLD),
      -booking_base(OLD.net_profit, OLD), -booking_base(OLD.balance_due, OLD),
      -(OLD.balance_due > 0)::int)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS s (status, payment_status, bookings, sale, net_profit, balance_due, owing)
    VALUES (NEW.status, NEW.payment_status, 1, booking_base(NEW.sale_amount, NEW),
      booking_base(NEW.net_profit, NEW), booking_base(NEW.balance_due, NEW),
      (NEW.balance_due > 0)::int)
    ON CONFLICT (status, payment_status) DO UPDATE SET
      bookings = s.bookings + EXCLUDED.bookings, sale = s.sale + EXCLUDED.sale,
      net_profit = s.net_profit + EXCLUDED.net_profit, balance_due = s.balance_due + EXCLUDED.balance_due,
      owing = s.owing + EXCLUDED.owing;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers also fire when a file's rate is first set (it posts) or its currency changes.
DROP TRIGGER bookings_stats ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_stats
  AFTER INSERT OR DELETE OR UPDATE OF status, payment_status, sale_amount, net_profit, balance_due, rate
  ON bookings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
DROP TRIGGER bookings_report_totals ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_report_totals AFTER INSERT OR DELETE OR UPDATE OF booking_date,
  travel_start_date, destination, agent_id, status, sale_amount, purchase_amount, profit_amount,
  agent_commission_amount, net_profit, balance_due, agent_payable, agent_paid, agent_balance, rate
  ON bookings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_report_apply();
--> statement-breakpoint
-- The kept totals of the files already there, counted again in rupees.
DELETE FROM booking_month_totals;
--> statement-breakpoint
INSERT INTO booking_month_totals (dimension, month, key, files, cancelled_files, draft_files, sale, cost, profit, commission, net_profit)
  SELECT d.k, date_trunc(CASE WHEN d.k = 'agent_year' THEN 'year' ELSE 'month' END, b.booking_date)::date,
    CASE WHEN d.k = 'destination' THEN coalesce(b.destination, '') ELSE coalesce(b.agent_id::text, '') END,
    count(*), count(*) FILTER (WHERE b.status = 'cancelled'), count(*) FILTER (WHERE b.status = 'draft'),
    coalesce(sum(booking_base(b.sale_amount, b)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(booking_base(b.purchase_amount, b)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(booking_base(b.profit_amount, b)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(booking_base(b.agent_commission_amount, b)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(booking_base(b.net_profit, b)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0)
  FROM bookings b CROSS JOIN (VALUES ('agent'), ('agent_year'), ('destination')) d(k)
  GROUP BY 1, 2, 3;
--> statement-breakpoint
DELETE FROM receivable_days;
--> statement-breakpoint
INSERT INTO receivable_days (travel_date, files, balance_due)
  SELECT b.travel_start_date, count(*), sum(booking_base(b.balance_due, b)) FROM bookings b
  WHERE b.status NOT IN ('draft', 'cancelled') AND b.balance_due > 0 GROUP BY 1;
--> statement-breakpoint
DELETE FROM agent_open_totals;
--> statement-breakpoint
INSERT INTO agent_open_totals (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
  SELECT b.agent_id, count(*), count(*) FILTER (WHERE b.balance_due > 0),
    coalesce(sum(booking_base(b.balance_due, b)) FILTER (WHERE b.balance_due > 0), 0),
    coalesce(sum(booking_base(b.agent_payable, b)), 0), coalesce(sum(booking_base(b.agent_paid, b)), 0),
    coalesce(sum(booking_base(b.agent_balance, b)), 0)
  FROM bookings b WHERE b.status NOT IN ('draft', 'cancelled') AND b.agent_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
DELETE FROM booking_stats;
--> statement-breakpoint
INSERT INTO booking_stats (status, payment_status, bookings, sale, net_profit, balance_due, owing)
  SELECT b.status, b.payment_status, count(*), sum(booking_base(b.sale_amount, b)),
    sum(booking_base(b.net_profit, b)), sum(booking_base(b.balance_due, b)),
    count(*) FILTER (WHERE b.balance_due > 0)
  FROM bookings b GROUP BY 1, 2;
