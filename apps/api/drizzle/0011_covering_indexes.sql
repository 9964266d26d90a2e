-- Covering indexes (custom: drizzle's index builder has no INCLUDE). Issue 8.
-- The statement: approved movements of one account in date order, without the heap.
CREATE INDEX IF NOT EXISTS "transactions_statement_idx" ON "transactions" ("account_id", "transaction_date", "id") INCLUDE ("type", "amount", "category_id") WHERE "status" = 'approved';--> statement-breakpoint
-- The transaction list filtered by status and type, newest first.
CREATE INDEX IF NOT EXISTS "transactions_status_type_date_idx" ON "transactions" ("status", "type", "transaction_date", "id");--> statement-breakpoint
-- Bookings by status and travel dates: the list's ids and creation times, the count and the
-- statistics' sums, all from the index.
CREATE INDEX IF NOT EXISTS "bookings_status_travel_idx" ON "bookings" ("status", "travel_start_date") INCLUDE ("created_at", "id", "sale_amount", "net_profit", "balance_due");
