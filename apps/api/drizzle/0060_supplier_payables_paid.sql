-- What is still open on each supplier payable, kept on the row (decision 048): `paid` is what its
-- pending and paid supplier payments hold, so payables due and ageing read the open services
-- through one partial index (due date order) instead of summing every payment line of every
-- payable ever owed. Triggers keep it: a payment line adds its amount while its payment is
-- pending or paid; a payment that stops holding (rejected, voided) or starts again gives it back
-- or takes it. The payables a payment holds are locked in id order first, as the payment form
-- locks them, so a void and a new payment take turns instead of deadlocking.
ALTER TABLE "supplier_payables" ADD COLUMN "paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "supplier_payables" p SET "paid" = h.held
FROM (
  SELECT l.payable_id, sum(l.amount) AS held
  FROM supplier_payment_lines l JOIN supplier_payments sp ON sp.id = l.payment_id
  WHERE sp.status IN ('pending', 'paid')
  GROUP BY 1
) h
WHERE h.payable_id = p.id;--> statement-breakpoint
CREATE FUNCTION supplier_payment_line_held() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE supplier_payables p SET paid = p.paid - OLD.amount
    FROM supplier_payments sp
    WHERE sp.id = OLD.payment_id AND sp.status IN ('pending', 'paid') AND p.id = OLD.payable_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE supplier_payables p SET paid = p.paid + NEW.amount
    FROM supplier_payments sp
    WHERE sp.id = NEW.payment_id AND sp.status IN ('pending', 'paid') AND p.id = NEW.payable_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_payment_lines_held
  AFTER INSERT OR DELETE OR UPDATE OF amount, payable_id, payment_id ON supplier_payment_lines
  FOR EACH ROW EXECUTE FUNCTION supplier_payment_line_held();--> statement-breakpoint
CREATE FUNCTION supplier_payment_status_held() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_before boolean := OLD.status IN ('pending', 'paid');
  held_now boolean := NEW.status IN ('pending', 'paid');
BEGIN
  IF held_before <> held_now THEN
    PERFORM 1 FROM supplier_payables
    WHERE id IN (SELECT payable_id FROM supplier_payment_lines WHERE payment_id = NEW.id)
    ORDER BY id FOR UPDATE;
    UPDATE supplier_payables p
    SET paid = p.paid + CASE WHEN held_now THEN l.amount ELSE -l.amount END
    FROM supplier_payment_lines l
    WHERE l.payment_id = NEW.id AND p.id = l.payable_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_payments_held
  AFTER UPDATE OF status ON supplier_payments
  FOR EACH ROW EXECUTE FUNCTION supplier_payment_status_held();--> statement-breakpoint
CREATE INDEX "supplier_payables_open_idx" ON "supplier_payables" USING btree ("due_date","id") WHERE "supplier_payables"."reversed_at" is null and "supplier_payables"."paid" < "supplier_payables"."amount";
