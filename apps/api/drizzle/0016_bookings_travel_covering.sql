-- Bookings by travel date, with what a date-range list and its statistics read: the ids and
-- creation times to page, and the summed figures, so neither touches the table. Replaces the
-- plain travel-date index.
CREATE INDEX IF NOT EXISTS "bookings_travel_cover_idx" ON "bookings" ("travel_start_date") INCLUDE ("created_at", "id", "sale_amount", "net_profit", "balance_due");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_travel_start_idx";
