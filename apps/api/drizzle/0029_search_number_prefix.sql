CREATE INDEX "transactions_reference_prefix" ON "transactions" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enquiries_number_prefix" ON "enquiries" USING btree (lower("enquiry_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "booking_payments_receipt_prefix" ON "booking_payments" USING btree (lower("receipt_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_file_number_prefix" ON "bookings" USING btree (lower("file_number") text_pattern_ops);--> statement-breakpoint
-- Statistics for the new expressions now: without them the planner guessed that a number's
-- start matches 0.5% of the rows and walked the primary key backwards through every row of
-- a table where it matched none (17 s on a million files); autovacuum would not analyze an
-- unchanged table for a long time.
ANALYZE "bookings", "enquiries", "booking_payments", "transactions";
