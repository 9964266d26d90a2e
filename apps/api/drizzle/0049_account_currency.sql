-- Money accounts in a currency of their own (decision 044, point 16): an AED bank account holds
-- dirhams and is in the books in rupees. Every line on such an account is in its currency (the
-- trigger below), and its debits and credits in that currency are kept beside the rupee ones
-- per month and day (native_debit, native_credit: the rupees themselves on a rupee account).
-- Accounts already there are rupee accounts, so their native figures are their rupee ones.
ALTER TABLE "accounts" ADD COLUMN "currency" char(3) DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "native_debit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "native_credit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD COLUMN "native_debit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD COLUMN "native_credit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_foreign_money_only" CHECK (currency = 'INR' or (type in ('asset', 'liability') and system_key is null));
--> statement-breakpoint
UPDATE ledger_month_totals SET native_debit = debit, native_credit = credit;
--> statement-breakpoint
UPDATE ledger_day_totals SET native_debit = debit, native_credit = credit;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date;
  first int;
  own boolean;
  nd numeric;
  nc numeric;
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
    (account_id, month, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, date_trunc('month', d)::date, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, month) DO UPDATE SET lines = m.lines + 1,
    entries = m.entries + EXCLUDED.entries,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit,
    native_debit = m.native_debit + EXCLUDED.native_debit,
    native_credit = m.native_credit + EXCLUDED.native_credit;
  INSERT INTO ledger_day_totals AS t
    (account_id, day, lines, entries, debit, credit, native_debit, native_credit)
    VALUES (NEW.account_id, d, 1, first, NEW.debit, NEW.credit, nd, nc)
  ON CONFLICT (account_id, day) DO UPDATE SET lines = t.lines + 1,
    entries = t.entries + EXCLUDED.entries,
    debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
    native_debit = t.native_debit + EXCLUDED.native_debit,
    native_credit = t.native_credit + EXCLUDED.native_credit;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A line on an account kept in another currency is in that currency, whatever the code does:
-- a rupee figure on a dirham account would make its dirham balance wrong.
CREATE OR REPLACE FUNCTION journal_lines_account_currency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c char(3);
BEGIN
  SELECT a.currency INTO c FROM accounts a WHERE a.id = NEW.account_id;
  IF c <> 'INR' AND NEW.currency <> c THEN
    RAISE EXCEPTION 'account % is kept in %: a line on it in % cannot post', NEW.account_id, c,
      NEW.currency USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_account_currency BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_lines_account_currency();
--> statement-breakpoint
-- An account's currency says what its lines are in: fixed once it has any, as its type is.
CREATE OR REPLACE FUNCTION accounts_currency_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.currency <> OLD.currency
    AND EXISTS (SELECT 1 FROM journal_lines WHERE account_id = OLD.id) THEN
    RAISE EXCEPTION 'account % has journal lines: its currency stays %', OLD.id, OLD.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_currency_fixed BEFORE UPDATE OF currency ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_currency_fixed();
