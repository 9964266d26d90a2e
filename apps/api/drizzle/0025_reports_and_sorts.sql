CREATE TABLE "agent_open_totals" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"owing_files" integer DEFAULT 0 NOT NULL,
	"balance_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"agent_payable" numeric(18, 2) DEFAULT '0' NOT NULL,
	"agent_paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"agent_balance" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_month_totals" (
	"dimension" varchar(12) NOT NULL,
	"month" date NOT NULL,
	"key" varchar(150) NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"cancelled_files" integer DEFAULT 0 NOT NULL,
	"sale" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"commission" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_month_totals_dimension_month_key_pk" PRIMARY KEY("dimension","month","key")
);
--> statement-breakpoint
CREATE TABLE "receivable_days" (
	"travel_date" date,
	"files" integer DEFAULT 0 NOT NULL,
	"balance_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "receivable_days_travel_unique" UNIQUE NULLS NOT DISTINCT("travel_date")
);
--> statement-breakpoint
ALTER TABLE "agent_open_totals" ADD CONSTRAINT "agent_open_totals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 19: the report totals follow every booking write in the writer's transaction. A file
-- leaves its old place (OLD, sign -1) and takes its new one (NEW, sign +1); money counts live
-- files only (a cancelled file is counted apart and adds nothing, decision 011), and what is
-- still owed counts only above zero. Payments and their voids move balance_due and agent_paid
-- on the booking row, so they reach these totals through the same trigger.
CREATE OR REPLACE FUNCTION booking_report_move(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  live boolean := b.status <> 'cancelled';
  m date := date_trunc('month', b.booking_date)::date;
  k text;
BEGIN
  FOREACH k IN ARRAY ARRAY['agent', 'destination'] LOOP
    INSERT INTO booking_month_totals AS t (dimension, month, key, files, cancelled_files, sale, cost, profit, commission, net_profit)
    VALUES (k, m,
      CASE WHEN k = 'agent' THEN coalesce(b.agent_id::text, '') ELSE coalesce(b.destination, '') END,
      sign, CASE WHEN live THEN 0 ELSE sign END,
      CASE WHEN live THEN sign * b.sale_amount ELSE 0 END,
      CASE WHEN live THEN sign * b.purchase_amount ELSE 0 END,
      CASE WHEN live THEN sign * b.profit_amount ELSE 0 END,
      CASE WHEN live THEN sign * coalesce(b.agent_commission_amount, 0) ELSE 0 END,
      CASE WHEN live THEN sign * b.net_profit ELSE 0 END)
    ON CONFLICT (dimension, month, key) DO UPDATE SET
      files = t.files + EXCLUDED.files, cancelled_files = t.cancelled_files + EXCLUDED.cancelled_files,
      sale = t.sale + EXCLUDED.sale, cost = t.cost + EXCLUDED.cost, profit = t.profit + EXCLUDED.profit,
      commission = t.commission + EXCLUDED.commission, net_profit = t.net_profit + EXCLUDED.net_profit;
  END LOOP;
  IF live AND b.balance_due > 0 THEN
    INSERT INTO receivable_days AS r (travel_date, files, balance_due)
    VALUES (b.travel_start_date, sign, sign * b.balance_due)
    ON CONFLICT (travel_date) DO UPDATE SET
      files = r.files + EXCLUDED.files, balance_due = r.balance_due + EXCLUDED.balance_due;
  END IF;
  IF live AND b.agent_id IS NOT NULL THEN
    INSERT INTO agent_open_totals AS a (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
    VALUES (b.agent_id, sign, CASE WHEN b.balance_due > 0 THEN sign ELSE 0 END,
      CASE WHEN b.balance_due > 0 THEN sign * b.balance_due ELSE 0 END,
      sign * coalesce(b.agent_payable, 0), sign * coalesce(b.agent_paid, 0),
      sign * coalesce(b.agent_balance, 0))
    ON CONFLICT (agent_id) DO UPDATE SET
      files = a.files + EXCLUDED.files, owing_files = a.owing_files + EXCLUDED.owing_files,
      balance_due = a.balance_due + EXCLUDED.balance_due, agent_payable = a.agent_payable + EXCLUDED.agent_payable,
      agent_paid = a.agent_paid + EXCLUDED.agent_paid, agent_balance = a.agent_balance + EXCLUDED.agent_balance;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_report_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_report_move(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM booking_report_move(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_report_totals AFTER INSERT OR DELETE OR UPDATE OF booking_date, travel_start_date,
  destination, agent_id, status, sale_amount, purchase_amount, profit_amount, agent_commission_amount,
  net_profit, balance_due, agent_payable, agent_paid, agent_balance
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_report_apply();
--> statement-breakpoint
-- The totals of the files already there (bench/generate.ts fills them the same way).
INSERT INTO booking_month_totals (dimension, month, key, files, cancelled_files, sale, cost, profit, commission, net_profit)
  SELECT d.k, date_trunc('month', b.booking_date)::date,
    CASE WHEN d.k = 'agent' THEN coalesce(b.agent_id::text, '') ELSE coalesce(b.destination, '') END,
    count(*), count(*) FILTER (WHERE b.status = 'cancelled'),
    coalesce(sum(b.sale_amount) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(b.purchase_amount) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(b.profit_amount) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(coalesce(b.agent_commission_amount, 0)) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(b.net_profit) FILTER (WHERE b.status <> 'cancelled'), 0)
  FROM bookings b CROSS JOIN (VALUES ('agent'), ('destination')) d(k)
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO receivable_days (travel_date, files, balance_due)
  SELECT travel_start_date, count(*), sum(balance_due) FROM bookings
  WHERE status <> 'cancelled' AND balance_due > 0 GROUP BY 1;
--> statement-breakpoint
INSERT INTO agent_open_totals (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
  SELECT agent_id, count(*), count(*) FILTER (WHERE balance_due > 0),
    coalesce(sum(balance_due) FILTER (WHERE balance_due > 0), 0),
    coalesce(sum(agent_payable), 0), coalesce(sum(agent_paid), 0), coalesce(sum(agent_balance), 0)
  FROM bookings WHERE status <> 'cancelled' AND agent_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
-- Sortable lists: bookings by sale amount and by travel date, each with the id as tiebreak, so
-- page 1 and page 5,000 of either order (both directions) are index walks. The travel-date
-- index takes over the covering one of 0016 (same columns, the id now a key).
CREATE INDEX IF NOT EXISTS "bookings_sale_idx" ON "bookings" ("sale_amount", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_travel_id_idx" ON "bookings" ("travel_start_date", "id") INCLUDE ("created_at", "sale_amount", "net_profit", "balance_due");
--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_travel_cover_idx";
--> statement-breakpoint
-- Receivables ageing per agent: an agent's owing files by travel date, without the heap.
CREATE INDEX IF NOT EXISTS "bookings_agent_owing_idx" ON "bookings" ("agent_id", "travel_start_date") INCLUDE ("balance_due") WHERE "status" <> 'cancelled' AND "balance_due" > 0;
--> statement-breakpoint
-- The customer payments list, newest payment first.
CREATE INDEX IF NOT EXISTS "booking_payments_date_idx" ON "booking_payments" ("payment_date", "id");
--> statement-breakpoint
-- Reports are for managers and admins (admins pass every rule): every manager gets the new key;
-- staff get it from the permission matrix.
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT u."id", 'view_reports' FROM "users" u WHERE u."role" = 'manager'
ON CONFLICT DO NOTHING;
