-- Issue 18: receipts, the Today panel and search everything.
-- Every customer payment gets a receipt number RCPT-YYYY-NNNNN. Payments made before this
-- migration are numbered here, per year of their payment date, in id order; the counter of
-- each year then continues after them (lib/numbering.ts). Never truncated: a year past 99999
-- payments gets wider numbers, as formatNumber gives them.
ALTER TABLE "booking_payments" ADD COLUMN "receipt_number" varchar(20);--> statement-breakpoint
UPDATE "booking_payments" p SET "receipt_number" = 'RCPT-' || n.y || '-' || lpad(n.k::text, greatest(5, length(n.k::text)), '0')
FROM (
  SELECT id, extract(year from payment_date)::int AS y,
         row_number() OVER (PARTITION BY extract(year from payment_date) ORDER BY id) AS k
  FROM "booking_payments"
) n
WHERE n.id = p.id;--> statement-breakpoint
INSERT INTO "number_counters" (kind, year, value)
SELECT 'RCPT', extract(year from payment_date)::int, count(*) FROM "booking_payments" GROUP BY 2
ON CONFLICT (kind, year) DO UPDATE SET value = greatest("number_counters".value, EXCLUDED.value);--> statement-breakpoint
ALTER TABLE "booking_payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
-- Search everything finds receipts and payment and transaction references through trigram
-- indexes; Today reads follow-ups due and tomorrow's arrivals by date.
CREATE INDEX "transactions_reference_trgm" ON "transactions" USING gin (lower("reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_follow_up_idx" ON "enquiries" USING btree ("follow_up_date") WHERE "enquiries"."follow_up_date" is not null;--> statement-breakpoint
CREATE INDEX "agent_payments_search_trgm" ON "agent_payments" USING gin (lower("transaction_reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flights_arrival_date_idx" ON "booking_flights" USING btree ("flight_date") WHERE "booking_flights"."flight_type" = 'arrival';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_receipt_unique" ON "booking_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "booking_payments_search_trgm" ON "booking_payments" USING gin (lower("receipt_number" || chr(31) || coalesce("transaction_reference", '')) gin_trgm_ops);
