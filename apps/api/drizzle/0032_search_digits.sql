-- Search by what people type (search-terms.ts): a phone as digits only, found by its start or
-- its end through btree indexes (a five-digit fragment read trigram lists every number shares);
-- numbers and references typed as digits by their end; hotel names and flight numbers.
CREATE INDEX "transactions_reference_end" ON "transactions" USING btree (reverse(lower("reference")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_start" ON "enquiries" USING btree (ltrim(regexp_replace(regexp_replace(coalesce("customer_mobile", ''), '^[\s(]*(\+|00)\s*\d{1,3}[^0-9]+', ''), '[^0-9]+', '', 'g'), '0') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_end" ON "enquiries" USING btree (reverse(ltrim(regexp_replace(regexp_replace(coalesce("customer_mobile", ''), '^[\s(]*(\+|00)\s*\d{1,3}[^0-9]+', ''), '[^0-9]+', '', 'g'), '0')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enquiries_number_end" ON "enquiries" USING btree (reverse(lower("enquiry_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_start" ON "bookings" USING btree (ltrim(regexp_replace(regexp_replace(coalesce("guest_mobile", ''), '^[\s(]*(\+|00)\s*\d{1,3}[^0-9]+', ''), '[^0-9]+', '', 'g'), '0') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_end" ON "bookings" USING btree (reverse(ltrim(regexp_replace(regexp_replace(coalesce("guest_mobile", ''), '^[\s(]*(\+|00)\s*\d{1,3}[^0-9]+', ''), '[^0-9]+', '', 'g'), '0')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_file_number_end" ON "bookings" USING btree (reverse(lower("file_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accommodations_hotel_trgm" ON "booking_accommodations" USING gin (lower("hotel_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flights_number_key" ON "booking_flights" USING btree (lower(regexp_replace("flight_number", '[^a-zA-Z0-9]+', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "agent_payments_reference_end" ON "agent_payments" USING btree (reverse(lower("transaction_reference")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "booking_payments_receipt_end" ON "booking_payments" USING btree (reverse(lower("receipt_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "booking_payments_reference_end" ON "booking_payments" USING btree (reverse(lower("transaction_reference")) text_pattern_ops);--> statement-breakpoint
-- Statistics for the new expressions now (as 0029): without them the planner guesses how many
-- rows a prefix matches and may walk every file newest first.
ANALYZE "bookings", "enquiries", "booking_payments", "agent_payments", "transactions", "booking_accommodations", "booking_flights";
