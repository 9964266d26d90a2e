-- The current body of booking_report_apply(), last (re)defined by migration 0045_file_currency_and_rate.
-- Read-only copy: change it with a new migration, then paste its
-- pg_get_functiondef('booking_report_apply'::regproc) here. src/db/sql/trigger-functions.test.ts
-- checks this file against the migrated database (whitespace and comments aside).
CREATE OR REPLACE FUNCTION public.booking_report_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$
