-- How many entries have a line on each account, per month and per day, beside the lines: the
-- journal filtered by an account (the accountant's drill-down) counted its matches from the
-- lines, 67 ms of CPU a page at the bench's 3.6 million lines (2 s p99 at 32 connections).
-- An entry with two lines on one account counts once.
ALTER TABLE "ledger_day_totals" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE ledger_month_totals m SET entries = c.n FROM (
  SELECT l.account_id, date_trunc('month', e.entry_date)::date AS month, count(DISTINCT l.entry_id) AS n
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id GROUP BY 1, 2
) c WHERE c.account_id = m.account_id AND c.month = m.month;
--> statement-breakpoint
UPDATE ledger_day_totals t SET entries = c.n FROM (
  SELECT l.account_id, e.entry_date AS day, count(DISTINCT l.entry_id) AS n
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id GROUP BY 1, 2
) c WHERE c.account_id = t.account_id AND c.day = t.day;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date;
  first int;
BEGIN
  SELECT e.entry_date INTO d FROM journal_entries e WHERE e.id = NEW.entry_id;
  -- The entry counts once on the account: at its first line there (by id; at commit every
  -- line of the entry is in).
  first := CASE WHEN EXISTS (SELECT 1 FROM journal_lines o WHERE o.account_id = NEW.account_id
    AND o.entry_id = NEW.entry_id AND o.id < NEW.id) THEN 0 ELSE 1 END;
  INSERT INTO ledger_month_totals AS m (account_id, month, lines, entries, debit, credit)
    VALUES (NEW.account_id, date_trunc('month', d)::date, 1, first, NEW.debit, NEW.credit)
  ON CONFLICT (account_id, month) DO UPDATE SET lines = m.lines + 1,
    entries = m.entries + EXCLUDED.entries,
    debit = m.debit + EXCLUDED.debit, credit = m.credit + EXCLUDED.credit;
  INSERT INTO ledger_day_totals AS t (account_id, day, lines, entries, debit, credit)
    VALUES (NEW.account_id, d, 1, first, NEW.debit, NEW.credit)
  ON CONFLICT (account_id, day) DO UPDATE SET lines = t.lines + 1,
    entries = t.entries + EXCLUDED.entries,
    debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit;
  RETURN NULL;
END $$;
