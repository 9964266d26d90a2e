-- Month-end revaluation (decision 044, point 17): an account kept in another currency is
-- brought to its balance at the month's closing rate by an entry that moves its rupees and none
-- of its own money, so that line's document amount is 0 (in the account's currency, at the
-- closing rate). Such a line is allowed only there: on an account kept in another currency, in a
-- revaluation entry; everywhere else a line's amount stays above zero (the trigger below).
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_amount_positive";--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_amount_not_negative" CHECK ("journal_lines"."amount" >= 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_lines_account_currency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c char(3);
BEGIN
  SELECT a.currency INTO c FROM accounts a WHERE a.id = NEW.account_id;
  IF c <> 'INR' AND NEW.currency <> c THEN
    RAISE EXCEPTION 'account % is kept in %: a line on it in % cannot post', NEW.account_id, c,
      NEW.currency USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.amount = 0 AND (c = 'INR' OR NOT EXISTS (SELECT 1 FROM journal_entries e
      WHERE e.id = NEW.entry_id AND e.source_type = 'revaluation')) THEN
    RAISE EXCEPTION 'a line of no amount is only a revaluation on an account kept in another currency'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
