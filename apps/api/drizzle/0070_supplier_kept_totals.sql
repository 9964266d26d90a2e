-- What is owed to suppliers, kept by triggers beside the payables and payments (decision 056).
--
-- 1. supplier_open_totals: per supplier, currency and due date, how many live payables are still
-- open and what is open on them (amount - paid). Payables ageing sums these (20,089 rows on the
-- bench's 122,016 open payables) instead of every open payable on every request. A row exists
-- while it holds an open payable. Kept at commit by a deferred trigger on supplier_payables
-- (its `paid` moves by migration 0060's triggers, its reversal by the file's post), each event
-- moving the row of its old key off and the row of its new key on, so the lock on a shared row
-- is held from commit only, as ledger_day_totals' is.
--
-- 2. supplier_movements: one row per entry that moved what a supplier is owed (a payable, its
-- reversal, a payment, its void), on the entry's date, with what it owed or paid in its
-- currency and its rupees on Supplier Payables: the supplier's statement pages its lines in
-- (date, entry) order from an index and carries the balance to each page by summing these,
-- without reading journal_entries for every movement the supplier ever had. Written at commit by
-- deferred triggers on supplier_payables and supplier_payments (the entry and its lines are
-- posted in the same transaction).
--
-- Ageing no longer reads the open payables themselves: migration 0065's index of them by
-- supplier goes (supplier_payables_open_idx stays, for payables due).
DROP INDEX "supplier_payables_open_ageing_idx";--> statement-breakpoint
CREATE TABLE "supplier_open_totals" (
	"supplier_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"due_date" date NOT NULL,
	"payables" integer NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	CONSTRAINT "supplier_open_totals_supplier_id_currency_due_date_pk" PRIMARY KEY("supplier_id","currency","due_date")
);
--> statement-breakpoint
CREATE TABLE "supplier_movements" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"payable_id" integer,
	"payment_id" integer,
	"owed" numeric(14, 2) NOT NULL,
	"paid" numeric(14, 2) NOT NULL,
	"base" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_open_totals" ADD CONSTRAINT "supplier_open_totals_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_movements" ADD CONSTRAINT "supplier_movements_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_movements" ADD CONSTRAINT "supplier_movements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_movements_statement_idx" ON "supplier_movements" USING btree ("supplier_id","currency","day","entry_id","owed","paid","base");--> statement-breakpoint
INSERT INTO supplier_open_totals (supplier_id, currency, due_date, payables, open)
  SELECT supplier_id, currency, due_date, count(*), sum(amount - paid)
  FROM supplier_payables WHERE reversed_at IS NULL AND paid < amount GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO supplier_movements (entry_id, supplier_id, currency, day, kind, payable_id, payment_id, owed, paid, base)
  SELECT x.entry_id, p.supplier_id, p.currency, e.entry_date, x.kind, p.id, NULL, x.sign * p.amount, 0,
    CASE WHEN p.currency = 'INR' THEN x.sign * p.amount
      ELSE coalesce((SELECT sum(j.credit - j.debit) FROM journal_lines j JOIN accounts a ON a.id = j.account_id
        WHERE j.entry_id = x.entry_id AND a.system_key = 'supplier_payables'), 0) END
  FROM supplier_payables p
  CROSS JOIN LATERAL (VALUES ('payable', p.entry_id, 1), ('payable_reversed', p.reversal_entry_id, -1)) AS x(kind, entry_id, sign)
  JOIN journal_entries e ON e.id = x.entry_id
  UNION ALL
  SELECT x.entry_id, sp.supplier_id, sp.currency, e.entry_date, x.kind, NULL, sp.id, 0, x.sign * sp.amount,
    CASE WHEN sp.currency = 'INR' THEN -x.sign * sp.amount
      ELSE coalesce((SELECT sum(j.credit - j.debit) FROM journal_lines j JOIN accounts a ON a.id = j.account_id
        WHERE j.entry_id = x.entry_id AND a.system_key = 'supplier_payables'), 0) END
  FROM supplier_payments sp
  CROSS JOIN LATERAL (VALUES ('payment', sp.entry_id, 1), ('payment_voided', sp.void_entry_id, -1)) AS x(kind, entry_id, sign)
  JOIN journal_entries e ON e.id = x.entry_id;
--> statement-breakpoint
CREATE FUNCTION supplier_open_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_open boolean := false;
  now_open boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_open := OLD.reversed_at IS NULL AND OLD.paid < OLD.amount;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_open := NEW.reversed_at IS NULL AND NEW.paid < NEW.amount;
  END IF;
  IF was_open AND now_open AND OLD.supplier_id = NEW.supplier_id AND OLD.currency = NEW.currency
      AND OLD.due_date = NEW.due_date THEN
    -- The same row: only what is open moves.
    IF OLD.amount - OLD.paid <> NEW.amount - NEW.paid THEN
      UPDATE supplier_open_totals t SET open = t.open + (NEW.amount - NEW.paid) - (OLD.amount - OLD.paid)
      WHERE t.supplier_id = NEW.supplier_id AND t.currency = NEW.currency AND t.due_date = NEW.due_date;
    END IF;
    RETURN NULL;
  END IF;
  IF was_open THEN
    UPDATE supplier_open_totals t SET payables = t.payables - 1, open = t.open - (OLD.amount - OLD.paid)
    WHERE t.supplier_id = OLD.supplier_id AND t.currency = OLD.currency AND t.due_date = OLD.due_date;
    -- Under this row's lock: a concurrent insert of the same key waits, then inserts it anew.
    DELETE FROM supplier_open_totals t
    WHERE t.supplier_id = OLD.supplier_id AND t.currency = OLD.currency AND t.due_date = OLD.due_date
      AND t.payables = 0;
  END IF;
  IF now_open THEN
    INSERT INTO supplier_open_totals AS t (supplier_id, currency, due_date, payables, open)
    VALUES (NEW.supplier_id, NEW.currency, NEW.due_date, 1, NEW.amount - NEW.paid)
    ON CONFLICT (supplier_id, currency, due_date) DO UPDATE
    SET payables = t.payables + 1, open = t.open + EXCLUDED.open;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_payables_open_totals
  AFTER INSERT OR DELETE OR UPDATE OF supplier_id, currency, due_date, amount, paid, reversed_at ON supplier_payables
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION supplier_open_totals_apply();
--> statement-breakpoint
CREATE FUNCTION supplier_payable_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM supplier_movements m WHERE m.entry_id IN (OLD.entry_id, OLD.reversal_entry_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO supplier_movements (entry_id, supplier_id, currency, day, kind, payable_id, owed, paid, base)
    SELECT x.entry_id, NEW.supplier_id, NEW.currency, e.entry_date, x.kind, NEW.id, x.sign * NEW.amount, 0,
      CASE WHEN NEW.currency = 'INR' THEN x.sign * NEW.amount
        ELSE coalesce((SELECT sum(j.credit - j.debit) FROM journal_lines j JOIN accounts a ON a.id = j.account_id
          WHERE j.entry_id = x.entry_id AND a.system_key = 'supplier_payables'), 0) END
    FROM (VALUES ('payable', NEW.entry_id, 1), ('payable_reversed', NEW.reversal_entry_id, -1)) AS x(kind, entry_id, sign)
    JOIN journal_entries e ON e.id = x.entry_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_payables_movements
  AFTER INSERT OR DELETE OR UPDATE OF supplier_id, currency, amount, entry_id, reversal_entry_id ON supplier_payables
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION supplier_payable_movements();
--> statement-breakpoint
CREATE FUNCTION supplier_payment_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM supplier_movements m WHERE m.entry_id IN (OLD.entry_id, OLD.void_entry_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO supplier_movements (entry_id, supplier_id, currency, day, kind, payment_id, owed, paid, base)
    SELECT x.entry_id, NEW.supplier_id, NEW.currency, e.entry_date, x.kind, NEW.id, 0, x.sign * NEW.amount,
      CASE WHEN NEW.currency = 'INR' THEN -x.sign * NEW.amount
        ELSE coalesce((SELECT sum(j.credit - j.debit) FROM journal_lines j JOIN accounts a ON a.id = j.account_id
          WHERE j.entry_id = x.entry_id AND a.system_key = 'supplier_payables'), 0) END
    FROM (VALUES ('payment', NEW.entry_id, 1), ('payment_voided', NEW.void_entry_id, -1)) AS x(kind, entry_id, sign)
    JOIN journal_entries e ON e.id = x.entry_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_payments_movements
  AFTER INSERT OR DELETE OR UPDATE OF supplier_id, currency, amount, entry_id, void_entry_id ON supplier_payments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION supplier_payment_movements();
