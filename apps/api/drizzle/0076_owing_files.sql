-- The files still owed money, indexed narrowly again (decision 065).
--
-- Migration 0075 dropped the agents' owing index so that a payment updates its file in place:
-- its condition named the balance due. On an agency's books most files are paid, and three reads
-- went back to reading every sold file: the bookings list's figures with "Balance due" over a
-- date range or a search, and the receivables report's agents. `owing` is stored (the same rule
-- as the contract's NOT_OWED_STATUSES), so the partial indexes name it and not the balance:
-- a payment that leaves the file owing changes no indexed value and stays a HOT update; only the
-- one that settles the file (or the void that reopens it) writes the indexes.
ALTER TABLE "bookings" ADD COLUMN "owing" boolean GENERATED ALWAYS AS (status <> 'draft' and balance_due > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_owing_agent_idx" ON "bookings" USING btree ("agent_id","travel_start_date") WHERE "bookings"."owing";--> statement-breakpoint
CREATE INDEX "bookings_owing_travel_idx" ON "bookings" USING btree ("travel_start_date") WHERE "bookings"."owing";--> statement-breakpoint
-- The planner's statistics for the new column now: ALTER TABLE gives it none until the table's
-- next analyze, and without them the planner takes half the files to be owing.
ANALYZE "bookings";