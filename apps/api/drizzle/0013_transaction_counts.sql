ALTER TABLE "accounts" ADD COLUMN "transactions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD COLUMN "transactions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts and categories show how many transactions they hold (any status); counting a busy
-- account's rows on every read cost tens of milliseconds, so the counts move with each write.
CREATE OR REPLACE FUNCTION transaction_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.account_id = OLD.account_id AND NEW.category_id = OLD.category_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE accounts SET transactions_count = transactions_count - 1 WHERE id = OLD.account_id;
    UPDATE transaction_categories SET transactions_count = transactions_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE accounts SET transactions_count = transactions_count + 1 WHERE id = NEW.account_id;
    UPDATE transaction_categories SET transactions_count = transactions_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_counts AFTER INSERT OR DELETE OR UPDATE OF account_id, category_id
  ON transactions FOR EACH ROW EXECUTE FUNCTION transaction_counts_apply();
--> statement-breakpoint
UPDATE accounts a SET transactions_count = c.n
  FROM (SELECT account_id, count(*)::int AS n FROM transactions GROUP BY 1) c
  WHERE c.account_id = a.id;
--> statement-breakpoint
UPDATE transaction_categories k SET transactions_count = c.n
  FROM (SELECT category_id, count(*)::int AS n FROM transactions GROUP BY 1) c
  WHERE c.category_id = k.id;
