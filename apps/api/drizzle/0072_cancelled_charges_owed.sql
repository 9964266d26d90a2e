-- What is owed counts a cancelled file's unpaid cancellation charge (decision 052): its balance
-- due is what its payer still owes of the charge, so receivable_days (the receivables report's
-- ageing) and agent_open_totals' owing files and balance due (the agents' rows of it) count a
-- cancelled file with a balance above zero, as a sold file's. Sales, cost and profit by booking
-- month, and an agent's payable, paid and balance, stay over sold files.
CREATE OR REPLACE FUNCTION booking_report_move(b bookings, sign integer, months boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  live boolean := b.status NOT IN ('draft', 'cancelled');
  owing boolean := b.status <> 'draft' AND b.balance_due > 0;
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
  IF owing THEN
    INSERT INTO receivable_days AS r (travel_date, files, balance_due)
    VALUES (b.travel_start_date, sign, sign * booking_base(b.balance_due, b))
    ON CONFLICT (travel_date) DO UPDATE SET
      files = r.files + EXCLUDED.files, balance_due = r.balance_due + EXCLUDED.balance_due;
  END IF;
  IF (live OR owing) AND b.agent_id IS NOT NULL THEN
    INSERT INTO agent_open_totals AS a (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
    VALUES (b.agent_id, CASE WHEN live THEN sign ELSE 0 END, CASE WHEN owing THEN sign ELSE 0 END,
      CASE WHEN owing THEN sign * booking_base(b.balance_due, b) ELSE 0 END,
      CASE WHEN live THEN sign * booking_base(b.agent_payable, b) ELSE 0 END,
      CASE WHEN live THEN sign * booking_base(b.agent_paid, b) ELSE 0 END,
      CASE WHEN live THEN sign * booking_base(b.agent_balance, b) ELSE 0 END)
    ON CONFLICT (agent_id) DO UPDATE SET
      files = a.files + EXCLUDED.files, owing_files = a.owing_files + EXCLUDED.owing_files,
      balance_due = a.balance_due + EXCLUDED.balance_due, agent_payable = a.agent_payable + EXCLUDED.agent_payable,
      agent_paid = a.agent_paid + EXCLUDED.agent_paid, agent_balance = a.agent_balance + EXCLUDED.agent_balance;
  END IF;
END $$;
--> statement-breakpoint
-- The kept totals of the files already there, counted again under the rule.
DELETE FROM receivable_days;
--> statement-breakpoint
INSERT INTO receivable_days (travel_date, files, balance_due)
  SELECT b.travel_start_date, count(*), sum(booking_base(b.balance_due, b)) FROM bookings b
  WHERE b.status <> 'draft' AND b.balance_due > 0 GROUP BY 1;
--> statement-breakpoint
DELETE FROM agent_open_totals;
--> statement-breakpoint
INSERT INTO agent_open_totals (agent_id, files, owing_files, balance_due, agent_payable, agent_paid, agent_balance)
  SELECT b.agent_id, count(*) FILTER (WHERE b.status <> 'cancelled'), count(*) FILTER (WHERE b.balance_due > 0),
    coalesce(sum(booking_base(b.balance_due, b)) FILTER (WHERE b.balance_due > 0), 0),
    coalesce(sum(booking_base(b.agent_payable, b)) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(booking_base(b.agent_paid, b)) FILTER (WHERE b.status <> 'cancelled'), 0),
    coalesce(sum(booking_base(b.agent_balance, b)) FILTER (WHERE b.status <> 'cancelled'), 0)
  FROM bookings b
  WHERE b.agent_id IS NOT NULL AND b.status <> 'draft'
    AND (b.status <> 'cancelled' OR b.balance_due > 0)
  GROUP BY 1;
--> statement-breakpoint
-- The agents' ageing reads their owing files through this index: a cancelled file owing its
-- charge among them.
DROP INDEX IF EXISTS "bookings_agent_owing_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_agent_owing_idx" ON "bookings" ("agent_id", "travel_start_date") INCLUDE ("balance_due") WHERE "status" <> 'draft' AND "balance_due" > 0;
