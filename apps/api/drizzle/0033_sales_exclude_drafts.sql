ALTER TABLE "booking_month_totals" ADD COLUMN "draft_files" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A draft file is not a sale yet (a day's receivables were found to be two-thirds drafts): the report
-- totals count money, receivables and agent payables over confirmed and completed files only
-- (the contract's NOT_SALE_STATUSES: draft and cancelled). Drafts are counted in draft_files.
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
        CASE WHEN live THEN sign * b.sale_amount ELSE 0 END,
        CASE WHEN live THEN sign * b.purchase_amount ELSE 0 END,
        CASE WHEN live THEN sign * b.profit_amount ELSE 0 END,
        CASE WHEN live THEN sign * coalesce(b.agent_commission_amount, 0) ELSE 0 END,
        CASE WHEN live THEN sign * b.net_profit ELSE 0 END)
      ON CONFLICT (dimension, month, key) DO UPDATE SET
        files = t.files + EXCLUDED.files, cancelled_files = t.cancelled_files + EXCLUDED.cancelled_files,
        draft_files = t.draft_files + EXCLUDED.draft_files,
        sale = t.sale + EXCLUDED.sale, cost = t.cost + EXCLUDED.cost, profit = t.profit + EXCLUDED.profit,
        commission = t.commission + EXCLUDED.commission, net_profit = t.net_profit + EXCLUDED.net_profit;
    END LOOP;
  END IF;
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
-- The kept totals of the files already there, counted again the new way.
DELETE FROM booking_month_totals;
--> statement-breakpoint
INSERT INTO booking_month_totals (dimension, month, key, files, cancelled_files, draft_files, sale, cost, profit, commission, net_profit)
  SELECT d.k, date_trunc(CASE WHEN d.k = 'agent_year' THEN 'year' ELSE 'month' END, b.booking_date)::date,
    CASE WHEN d.k = 'destination' THEN coalesce(b.destination, '') ELSE coalesce(b.agent_id::text, '') END,
    count(*), count(*) FILTER (WHERE b.status = 'cancelled'), count(*) FILTER (WHERE b.status = 'draft'),
    coalesce(sum(b.sale_amount) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(b.purchase_amount) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(b.profit_amount) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(coalesce(b.agent_commission_amount, 0)) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0),
    coalesce(sum(b.net_profit) FILTER (WHERE b.status NOT IN ('draft', 'cancelled')), 0)
  FROM bookings b CROSS JOIN (VALUES ('agent'), ('agent_year'), ('destination')) d(k)
  GROUP BY 1, 2, 3;
--> statement-breakpoint
DELETE FROM receivable_days;
--> statement-breakpoint
INSERT INTO receivable_days (travel_date, files, balance_due)
  SELECT travel_start_date, count(*), sum(balance_due) FROM bookings
  WHERE status NOT IN ('draft', 'cancelled') AND balance_due > 0 GROUP BY 1;
--> statement-breakpoint
DELETE FROM agent_open_totals;
--> statement-breakpoint
INSERT INTO agent_open_totals (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
  SELECT agent_id, count(*), count(*) FILTER (WHERE balance_due > 0),
    coalesce(sum(balance_due) FILTER (WHERE balance_due > 0), 0),
    coalesce(sum(agent_payable), 0), coalesce(sum(agent_paid), 0), coalesce(sum(agent_balance), 0)
  FROM bookings WHERE status NOT IN ('draft', 'cancelled') AND agent_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
-- Receivables ageing per agent reads sold files with a balance: the partial index says so.
DROP INDEX IF EXISTS "bookings_agent_owing_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_agent_owing_idx" ON "bookings" ("agent_id", "travel_start_date") INCLUDE ("balance_due") WHERE "status" NOT IN ('draft', 'cancelled') AND "balance_due" > 0;
