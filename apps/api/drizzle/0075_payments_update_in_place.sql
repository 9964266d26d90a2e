-- A payment updates its file in place (a HOT update), as every write that moves only money does.
--
-- A payment changes the file's paid amount, balance due and payment status. While any index
-- named one of those columns (as a key, an included column or in its condition), PostgreSQL
-- wrote the new row version into every one of the file's fifteen indexes, the trigram search and
-- the phone digits' expressions included: 2.3 ms of the database's time and ~148 KB of WAL a
-- payment on the bench. No read needs them there any more: the lists' and reports' sums count a
-- file in rupees at its rate (migration 0045), which no index holds, so they read the row anyway.
--
-- 1. The payment status leaves bookings_status_idx (drizzle's schema, status only).
-- 2. The balance due leaves the two travel-date covering indexes (the lists' ids and creation
--    times are still read from them).
-- 3. The agents' owing files are found through their sold files (status only in the condition);
--    the balance is read from the row, where the rate is.
-- 4. A tenth of each new page is left free, so the new version fits beside the old one.
DROP INDEX "bookings_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_status_travel_idx";--> statement-breakpoint
CREATE INDEX "bookings_status_travel_idx" ON "bookings" ("status", "travel_start_date") INCLUDE ("created_at", "id", "sale_amount", "net_profit");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_travel_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_travel_id_idx" ON "bookings" ("travel_start_date", "id") INCLUDE ("created_at", "sale_amount", "net_profit");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_agent_owing_idx";--> statement-breakpoint
CREATE INDEX "bookings_agent_sold_idx" ON "bookings" ("agent_id", "travel_start_date") WHERE "status" <> 'draft';--> statement-breakpoint
ALTER TABLE "bookings" SET (fillfactor = 90);
