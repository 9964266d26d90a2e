-- Each writing transaction counts its writes in its own row, keyed by its transaction id,
-- instead of a slot per connection given in a start-up option (0018): PgBouncer in transaction
-- mode and Neon's pooler drop or refuse start-up options, and hand one server connection to
-- many clients in turn. Two transactions never touch the same row, so concurrent writers never
-- wait on each other's count and crossed writes cannot deadlock over it, whichever connection
-- they run on. The version of a table is still the sum of its rows (lib/kept-json.ts); rows of
-- committed transactions are folded into the table's row 0 from time to time, which leaves the
-- sum as it was.
CREATE TABLE "data_changes_by_txn" (
	"name" text NOT NULL,
	"txn" bigint NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_changes_name_txn_pk" PRIMARY KEY("name","txn")
);
--> statement-breakpoint
-- Row 0 of every counted table carries the counts so far, plus an offset drawn once here: two
-- databases (a reset, a restored copy) then never show the same version for different data to
-- an API process or a browser's ETag that outlived the switch.
INSERT INTO "data_changes_by_txn" ("name", "txn", "changes")
SELECT n.name, 0, coalesce(sum(d.changes), 0) + (random() * 2 ^ 40)::bigint
FROM (
  SELECT c.relname::text AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
  WHERE t.tgfoid = 'data_changes_count'::regproc
  UNION SELECT name FROM data_changes
) n LEFT JOIN data_changes d ON d.name = n.name
GROUP BY n.name;
--> statement-breakpoint
DROP TABLE "data_changes";
--> statement-breakpoint
ALTER TABLE "data_changes_by_txn" RENAME TO "data_changes";
--> statement-breakpoint
-- txid_current() is the top-level transaction's id, also inside a savepoint; it is 64 bits
-- (with the epoch), so it does not wrap. A key met again (a restored copy) adds to that row.
CREATE OR REPLACE FUNCTION data_changes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes AS d (name, txn, changes) VALUES (TG_TABLE_NAME, txid_current(), 1)
  ON CONFLICT (name, txn) DO UPDATE SET changes = d.changes + 1;
  RETURN NULL;
END $$;
