CREATE TABLE "account_month_totals" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "account_month_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keep account_month_totals equal to the approved movements, in the same transaction as each
-- write (only approval makes a row approved, and an approved row is never edited; the trigger
-- covers every case anyway, so no code path can leave the totals behind).
CREATE OR REPLACE FUNCTION account_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    INSERT INTO account_month_totals AS m (account_id, month, movements, credit, debit)
    VALUES (OLD.account_id, date_trunc('month', OLD.transaction_date)::date, -1,
      CASE WHEN OLD.type = 'income' THEN -OLD.amount ELSE 0 END,
      CASE WHEN OLD.type = 'expense' THEN -OLD.amount ELSE 0 END)
    ON CONFLICT (account_id, month) DO UPDATE SET movements = m.movements + EXCLUDED.movements,
      credit = m.credit + EXCLUDED.credit, debit = m.debit + EXCLUDED.debit;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
    INSERT INTO account_month_totals AS m (account_id, month, movements, credit, debit)
    VALUES (NEW.account_id, date_trunc('month', NEW.transaction_date)::date, 1,
      CASE WHEN NEW.type = 'income' THEN NEW.amount ELSE 0 END,
      CASE WHEN NEW.type = 'expense' THEN NEW.amount ELSE 0 END)
    ON CONFLICT (account_id, month) DO UPDATE SET movements = m.movements + EXCLUDED.movements,
      credit = m.credit + EXCLUDED.credit, debit = m.debit + EXCLUDED.debit;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_month_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, account_id, type, amount, transaction_date
  ON transactions FOR EACH ROW EXECUTE FUNCTION account_month_totals_apply();
--> statement-breakpoint
INSERT INTO account_month_totals (account_id, month, movements, credit, debit)
  SELECT account_id, date_trunc('month', transaction_date)::date, count(*),
    coalesce(sum(amount) FILTER (WHERE type = 'income'), 0),
    coalesce(sum(amount) FILTER (WHERE type = 'expense'), 0)
  FROM transactions WHERE status = 'approved' GROUP BY 1, 2
  ON CONFLICT DO NOTHING;
