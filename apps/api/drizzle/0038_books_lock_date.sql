CREATE TABLE "books_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"lock_date" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "books_settings_one_row" CHECK ("books_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "books_settings" ADD CONSTRAINT "books_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "books_settings" ("id") VALUES (1);
--> statement-breakpoint
-- The lock date (decision 043): no entry dated on or before it is posted, whatever the code
-- does. The app refuses first with the field's 422; this is the backstop. Setting the lock date
-- takes a SHARE lock on journal_entries, so no posting is in flight while it changes and every
-- insert after it reads the new date (each statement reads what was committed before it).
CREATE OR REPLACE FUNCTION journal_lock_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
BEGIN
  SELECT lock_date INTO locked FROM books_settings WHERE id = 1;
  IF locked IS NOT NULL AND NEW.entry_date <= locked THEN
    RAISE EXCEPTION 'journal entry dated % refused: the books are locked up to %', NEW.entry_date, locked
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_lock_date BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_lock_check();
