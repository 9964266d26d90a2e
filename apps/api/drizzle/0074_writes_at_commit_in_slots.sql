-- Rows every write shares are no longer held through a commit's flush (decision 059).
--
-- A row a transaction updates stays locked until its commit record is on disk (an fdatasync,
-- 2-3 ms on the bench machine), so while one row is updated by every payment (the receivables'
-- month in the books, the booking statistics of a status pair, the receipt counter), payments
-- commit one at a time and the disk's flush rate is their ceiling. Three changes:
--
-- 1. The kept totals every write moves get a slot: a committing transaction adds to the row of
--    slot txid % 8, so up to eight commits flush together (PostgreSQL's group commit); readers
--    already sum the rows of a group.
-- 2. The receipt number is taken at commit, by the last deferred trigger of the payment, so the
--    counter (gapless, one row a year: it must stay one row) is held only for its own update and
--    the flush, not for the trip back to the app and the other triggers. The payment is inserted
--    with a placeholder no other transaction ever sees ('#' and its id).
-- 3. Transactions' counts (the account's and the category's, the statuses') are kept at commit,
--    and account_month_totals goes: the books (ledger_month_totals) replaced it in migration
--    0036 and nothing reads it, but every approval updated its busy row.
ALTER TABLE "ledger_month_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" DROP CONSTRAINT "ledger_month_totals_account_id_month_pk";--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD CONSTRAINT "ledger_month_totals_account_id_month_slot_pk" PRIMARY KEY("account_id","month","slot");--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" DROP CONSTRAINT "ledger_day_totals_account_id_day_pk";--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_account_id_day_slot_pk" PRIMARY KEY("account_id","day","slot");--> statement-breakpoint
ALTER TABLE "booking_stats" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_stats" DROP CONSTRAINT "booking_stats_status_payment_status_pk";--> statement-breakpoint
ALTER TABLE "booking_stats" ADD CONSTRAINT "booking_stats_status_payment_status_slot_pk" PRIMARY KEY("status","payment_status","slot");--> statement-breakpoint
ALTER TABLE "status_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "status_counts" DROP CONSTRAINT "status_counts_entity_status_pk";--> statement-breakpoint
ALTER TABLE "status_counts" ADD CONSTRAINT "status_counts_entity_status_slot_pk" PRIMARY KEY("entity","status","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date;
  first int;
  own boolean;
  nd numeric;
  nc numeric;
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  SELECT e.entry_date INTO d FROM journal_entries e WHERE e.id = NEW.entry_id;
  -- On an account in another currency a line's own figure is its document amount.
  SELECT a.currency <> 'INR' INTO own FROM accounts a WHERE a.id = NEW.account_id;
  nd := CASE WHEN NOT own THEN NEW.debit WHEN NEW.debit > 0 THEN NEW.amount ELSE 0 END;
  nc := CASE WHEN NOT own THEN NEW.credit WHEN NEW.credit > 0 THEN NEW.amount ELSE 0 END;
  -- The entry counts once on the account: at its first line there (by id; at commit every
  -- line of the entry is in).
  first := CASE WHEN EXISTS (SELECT 1 FROM journal_lines o WHERE o.account_id = NEW.account_id
    AND o.entry_id = NEW.entry_id AND o.id < NEW.id) THEN 0 ELSE 1 END;
  INSERT INTO ledger_month_totals AS m
    (account_id, month, slot, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, date_trunc('month', d)::date, s, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, month, slot) DO UPDATE SET lines = m.lines + 1,
    entries = m.entries + EXCLUDED.entries,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit,
    native_debit = m.native_debit + EXCLUDED.native_debit,
    native_credit = m.native_credit + EXCLUDED.native_credit;
  INSERT INTO ledger_day_totals AS t
    (account_id, day, slot, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, d, s, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, day, slot) DO UPDATE SET lines = t.lines + 1,
    entries = t.entries + EXCLUDED.entries,
    debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
    native_debit = t.native_debit + EXCLUDED.native_debit,
    native_credit = t.native_credit + EXCLUDED.native_credit;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_stats AS k (status, payment_status, slot, bookings, sale, net_profit, balance_due, owing)
    VALUES (OLD.status, OLD.payment_status, s, -1, -booking_base(OLD.sale_amount, OLD),
      -booking_base(OLD.net_profit, OLD), -booking_base(OLD.balance_due, OLD),
      -(OLD.balance_due > 0)::int)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET
      bookings = k.bookings + EXCLUDED.bookings, sale = k.sale + EXCLUDED.sale,
      net_profit = k.net_profit + EXCLUDED.net_profit, balance_due = k.balance_due + EXCLUDED.balance_due,
      owing = k.owing + EXCLUDED.owing;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_stats AS k (status, payment_status, slot, bookings, sale, net_profit, balance_due, owing)
    VALUES (NEW.status, NEW.payment_status, s, 1, booking_base(NEW.sale_amount, NEW),
      booking_base(NEW.net_profit, NEW), booking_base(NEW.balance_due, NEW),
      (NEW.balance_due > 0)::int)
    ON CONFLICT (status, payment_status, slot) DO UPDATE SET
      bookings = k.bookings + EXCLUDED.bookings, sale = k.sale + EXCLUDED.sale,
      net_profit = k.net_profit + EXCLUDED.net_profit, balance_due = k.balance_due + EXCLUDED.balance_due,
      owing = k.owing + EXCLUDED.owing;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO status_counts AS c (entity, status, slot, rows) VALUES (TG_TABLE_NAME, OLD.status, s, -1)
    ON CONFLICT (entity, status, slot) DO UPDATE SET rows = c.rows - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO status_counts AS c (entity, status, slot, rows) VALUES (TG_TABLE_NAME, NEW.status, s, 1)
    ON CONFLICT (entity, status, slot) DO UPDATE SET rows = c.rows + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A transaction's counts at commit: nothing reads them in the writing transaction.
DROP TRIGGER transactions_counts ON transactions;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER transactions_counts AFTER INSERT OR DELETE OR UPDATE OF account_id, category_id
  ON transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION transaction_counts_apply();--> statement-breakpoint
DROP TRIGGER transactions_status_counts ON transactions;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER transactions_status_counts AFTER INSERT OR DELETE OR UPDATE OF status
  ON transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
DROP TRIGGER transactions_month_totals ON transactions;--> statement-breakpoint
DROP FUNCTION account_month_totals_apply();--> statement-breakpoint
DROP TABLE account_month_totals;--> statement-breakpoint
-- The receipt number at commit, last: the payment's insert queued this trigger after its
-- booking's and its lines' (deferred triggers fire in the order their events were queued).
CREATE FUNCTION booking_payment_receipt_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  y int := extract(year FROM NEW.payment_date)::int;
  n bigint;
BEGIN
  IF left(NEW.receipt_number, 1) <> '#' THEN
    RETURN NULL;
  END IF;
  INSERT INTO number_counters AS c (kind, year, value) VALUES ('RCPT', y, 1)
  ON CONFLICT (kind, year) DO UPDATE SET value = c.value + 1
  RETURNING value INTO n;
  UPDATE booking_payments SET receipt_number = 'RCPT-' || y || '-' || lpad(n::text, greatest(5, length(n::text)), '0')
    WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER booking_payments_receipt_number AFTER INSERT ON booking_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_payment_receipt_number();
