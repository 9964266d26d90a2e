CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_date" date NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" integer NOT NULL,
	"memo" text NOT NULL,
	"reverses_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_source_check" CHECK (source_type in ('opening', 'transaction', 'reversal', 'booking', 'payment', 'agent_payment', 'void', 'revaluation'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0)),
	CONSTRAINT "journal_lines_amount_positive" CHECK ("journal_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_month_totals" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_month_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "system_key" varchar(40);--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD COLUMN "income_account_id" integer;--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD COLUMN "expense_account_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_id_journal_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD CONSTRAINT "ledger_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_unique" ON "journal_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","entry_id");--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD CONSTRAINT "transaction_categories_income_account_id_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD CONSTRAINT "transaction_categories_expense_account_id_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_system_key_unique" UNIQUE("system_key");--> statement-breakpoint
-- The accounts the books post to themselves (SYSTEM_ACCOUNTS in the contract; decision 042).
INSERT INTO accounts (code, name, type, description, system_key) VALUES
  ('SYS-AR-CUSTOMERS', 'Customer Receivables', 'asset', 'What guests owe on confirmed files', 'customer_receivables'),
  ('SYS-AR-AGENTS', 'Agent Receivables', 'asset', 'What agents owe on their confirmed files', 'agent_receivables'),
  ('SYS-AP-SUPPLIERS', 'Supplier Payables (files)', 'liability', 'What the files'' suppliers are owed', 'supplier_payables'),
  ('SYS-REV-TOURS', 'Tour Revenue', 'income', 'Sales of confirmed files', 'tour_revenue'),
  ('SYS-COS-TOURS', 'Cost of Tours', 'expense', 'Supplier cost of confirmed files', 'cost_of_tours'),
  ('SYS-AGENT-COMMISSION', 'Agent Commission', 'income', 'Commission allowed to agents: it reduces revenue', 'agent_commission'),
  ('SYS-FX', 'Exchange Gain/Loss', 'income', 'Differences between the rate booked and the rate settled', 'exchange_difference'),
  ('SYS-ROUNDING', 'Rounding', 'expense', 'Paise left by converting currencies', 'rounding'),
  ('SYS-OPENING-EQUITY', 'Opening Balance Equity', 'equity', 'The other side of every opening balance', 'opening_equity'),
  ('SYS-OTHER-INCOME', 'Other Income', 'income', 'Income of categories without an account of their own', 'other_income'),
  ('SYS-OTHER-EXPENSES', 'Other Expenses', 'expense', 'Expenses of categories without an account of their own', 'other_expenses');
--> statement-breakpoint
-- Each category used for income (a reversal is not a use) gets an income account of its own (an active income account
-- of the same name if there is one), each used for expense an expense account; a side never
-- used posts to the shared Other Income or Other Expenses.
INSERT INTO accounts (code, name, type, description)
  SELECT 'CAT-' || upper(t.type) || '-' || c.id, c.name, t.type, 'Transactions of the category ' || c.name
  FROM transaction_categories c
  CROSS JOIN (VALUES ('income'), ('expense')) AS t(type)
  WHERE EXISTS (SELECT 1 FROM transactions x WHERE x.category_id = c.id AND x.type = t.type AND x.reversal_of IS NULL)
    AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.type = t.type AND a.is_active
      AND a.system_key IS NULL AND lower(a.name) = lower(c.name));
--> statement-breakpoint
UPDATE transaction_categories c SET
  income_account_id = coalesce(
    (SELECT min(a.id) FROM accounts a WHERE a.type = 'income' AND a.is_active AND a.system_key IS NULL
      AND lower(a.name) = lower(c.name)
      AND EXISTS (SELECT 1 FROM transactions x WHERE x.category_id = c.id AND x.type = 'income' AND x.reversal_of IS NULL)),
    (SELECT id FROM accounts WHERE system_key = 'other_income')),
  expense_account_id = coalesce(
    (SELECT min(a.id) FROM accounts a WHERE a.type = 'expense' AND a.is_active AND a.system_key IS NULL
      AND lower(a.name) = lower(c.name)
      AND EXISTS (SELECT 1 FROM transactions x WHERE x.category_id = c.id AND x.type = 'expense' AND x.reversal_of IS NULL)),
    (SELECT id FROM accounts WHERE system_key = 'other_expenses'));
--> statement-breakpoint
ALTER TABLE "transaction_categories" ALTER COLUMN "income_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_categories" ALTER COLUMN "expense_account_id" SET NOT NULL;--> statement-breakpoint
-- Opening balances, in the account's own side (positive: its normal side), as opening entries
-- against Opening Balance Equity, dated the day the account was made.
INSERT INTO journal_entries (entry_date, source_type, source_id, memo)
  SELECT created_at::date, 'opening', id, 'Opening balance of ' || code
  FROM accounts WHERE opening_balance <> 0 AND system_key IS NULL ORDER BY id;
--> statement-breakpoint
INSERT INTO journal_lines (entry_id, account_id, debit, credit, amount)
  SELECT e.id, l.account_id, l.debit, l.credit, l.debit + l.credit
  FROM journal_entries e
  JOIN accounts a ON e.source_type = 'opening' AND e.source_id = a.id
  CROSS JOIN LATERAL (
    -- The account's side: its normal side when the balance is positive, the other when not.
    SELECT (a.opening_balance > 0) = (a.type IN ('asset', 'expense')) AS debits
  ) s
  CROSS JOIN LATERAL (VALUES
    (a.id, CASE WHEN s.debits THEN abs(a.opening_balance) ELSE 0 END,
      CASE WHEN s.debits THEN 0 ELSE abs(a.opening_balance) END),
    ((SELECT id FROM accounts WHERE system_key = 'opening_equity'),
      CASE WHEN s.debits THEN 0 ELSE abs(a.opening_balance) END,
      CASE WHEN s.debits THEN abs(a.opening_balance) ELSE 0 END)
  ) AS l(account_id, debit, credit);
--> statement-breakpoint
-- Every approved transaction posts: income Dr its account / Cr the category's income account;
-- expense Dr the category's expense account / Cr its account. A reversal posts as such,
-- naming the entry it undoes.
INSERT INTO journal_entries (entry_date, source_type, source_id, memo, created_by, created_at)
  SELECT t.transaction_date, 'transaction', t.id, t.description, t.approved_by, coalesce(t.approved_at, t.created_at)
  FROM transactions t WHERE t.status = 'approved' AND t.reversal_of IS NULL ORDER BY t.id;
--> statement-breakpoint
INSERT INTO journal_entries (entry_date, source_type, source_id, memo, created_by, created_at, reverses_id)
  SELECT t.transaction_date, 'reversal', t.id, t.description, t.approved_by, coalesce(t.approved_at, t.created_at), o.id
  FROM transactions t
  JOIN journal_entries o ON o.source_type = 'transaction' AND o.source_id = t.reversal_of
  WHERE t.status = 'approved' ORDER BY t.id;
--> statement-breakpoint
INSERT INTO journal_lines (entry_id, account_id, debit, credit, amount)
  SELECT e.id, l.account_id, l.debit, l.credit, t.amount
  FROM journal_entries e
  JOIN transactions t ON e.source_type = 'transaction' AND e.source_id = t.id
  JOIN transaction_categories c ON c.id = t.category_id
  CROSS JOIN LATERAL (VALUES
    (t.account_id, CASE WHEN t.type = 'income' THEN t.amount ELSE 0 END,
      CASE WHEN t.type = 'income' THEN 0 ELSE t.amount END),
    (CASE WHEN t.type = 'income' THEN c.income_account_id ELSE c.expense_account_id END,
      CASE WHEN t.type = 'income' THEN 0 ELSE t.amount END,
      CASE WHEN t.type = 'income' THEN t.amount ELSE 0 END)
  ) AS l(account_id, debit, credit)
  ORDER BY e.id;
--> statement-breakpoint
-- A reversal posts the lines of the entry it undoes with the sides swapped, as the app does.
INSERT INTO journal_lines (entry_id, account_id, debit, credit, amount)
  SELECT r.id, l.account_id, l.credit, l.debit, l.amount
  FROM journal_entries r JOIN journal_lines l ON l.entry_id = r.reverses_id
  WHERE r.source_type = 'reversal' ORDER BY r.id, l.id;
--> statement-breakpoint
INSERT INTO ledger_month_totals (account_id, month, lines, debit, credit)
  SELECT l.account_id, date_trunc('month', e.entry_date)::date, count(*), sum(l.debit), sum(l.credit)
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id GROUP BY 1, 2;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM journal_lines GROUP BY entry_id HAVING sum(debit) <> sum(credit)) THEN
    RAISE EXCEPTION 'the migrated journal does not balance';
  END IF;
END $$;
--> statement-breakpoint
-- From here on the database keeps the book's rules whatever the code does.
CREATE OR REPLACE FUNCTION journal_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (post a reversing entry instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_refuse();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse();
--> statement-breakpoint
-- At commit, every entry that gained lines (or was made) has two or more, and they balance.
CREATE OR REPLACE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry integer;
  n integer;
  dr numeric;
  cr numeric;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO n, dr, cr
    FROM journal_lines WHERE entry_id = entry;
  IF n < 2 OR dr <> cr THEN
    RAISE EXCEPTION 'journal entry % does not balance: % lines, debits %, credits %', entry, n, dr, cr
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
-- Each posted line adds to its account's month, in the transaction that posts it.
CREATE OR REPLACE FUNCTION ledger_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_month_totals AS m (account_id, month, lines, debit, credit)
    SELECT NEW.account_id, date_trunc('month', e.entry_date)::date, 1, NEW.debit, NEW.credit
    FROM journal_entries e WHERE e.id = NEW.entry_id
  ON CONFLICT (account_id, month) DO UPDATE SET lines = m.lines + 1,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_month_totals AFTER INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_month_totals_apply();
--> statement-breakpoint
-- An account's type says which side its balance sits on: fixed once it has lines.
CREATE OR REPLACE FUNCTION accounts_type_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type <> OLD.type AND EXISTS (SELECT 1 FROM journal_lines WHERE account_id = OLD.id) THEN
    RAISE EXCEPTION 'account % has journal lines: its type stays %', OLD.id, OLD.type
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_type_fixed BEFORE UPDATE OF type ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_type_fixed();
--> statement-breakpoint
-- A kept answer that reads the books is kept until something is posted (decision 008); the
-- month totals are written only by the trigger on the lines.
CREATE TRIGGER journal_entries_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
CREATE TRIGGER journal_lines_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
