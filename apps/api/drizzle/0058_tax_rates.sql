-- The tax rules as dated rows (decision 049): GST by kind of service, TCS on overseas tour
-- packages (threshold, no-PAN rates), TDS on commission. A rate change is a new row from its
-- day; the service refuses two rows of one code in force on one day.
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(3) NOT NULL,
	"code" varchar(30) NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"rate_above" numeric(6, 3),
	"rate_no_pan" numeric(6, 3),
	"rate_above_no_pan" numeric(6, 3),
	"threshold" numeric(14, 2),
	"sac" varchar(8),
	"effective_from" date NOT NULL,
	"effective_to" date,
	"notes" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_kind_check" CHECK ("tax_rates"."kind" in ('gst', 'tcs', 'tds')),
	CONSTRAINT "tax_rates_code_check" CHECK ("tax_rates"."code" in ('package', 'hotel_up_to_7500', 'hotel_above_7500', 'air_service_fee', 'other_service', 'exempt_foreign_tourist', 'overseas_package', 'commission')),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" between 0 and 100),
	CONSTRAINT "tax_rates_period" CHECK ("tax_rates"."effective_to" is null or "tax_rates"."effective_to" >= "tax_rates"."effective_from")
);
--> statement-breakpoint
CREATE INDEX "tax_rates_code_idx" ON "tax_rates" USING btree ("code","effective_from");
--> statement-breakpoint
-- The rules as published (packages/contract/src/tax-rate-table.ts; decision 049 cites each).
INSERT INTO "tax_rates" ("kind", "code", "rate", "rate_above", "rate_no_pan", "rate_above_no_pan", "threshold", "sac", "effective_from", "effective_to") VALUES
  ('gst', 'package', 5.000, null, null, null, null, '998552', '2017-07-01', null),
  ('gst', 'hotel_up_to_7500', 12.000, null, null, null, null, '996311', '2019-10-01', '2025-09-21'),
  ('gst', 'hotel_up_to_7500', 5.000, null, null, null, null, '996311', '2025-09-22', null),
  ('gst', 'hotel_above_7500', 18.000, null, null, null, null, '996311', '2019-10-01', null),
  ('gst', 'air_service_fee', 18.000, null, null, null, null, '998551', '2017-07-01', null),
  ('gst', 'other_service', 18.000, null, null, null, null, '998559', '2017-07-01', null),
  ('gst', 'exempt_foreign_tourist', 0.000, null, null, null, null, '998552', '2017-07-01', null),
  ('tcs', 'overseas_package', 5.000, 20.000, 10.000, 20.000, 700000.00, null, '2023-10-01', '2025-03-31'),
  ('tcs', 'overseas_package', 5.000, 20.000, 10.000, 20.000, 1000000.00, null, '2025-04-01', '2026-03-31'),
  ('tcs', 'overseas_package', 2.000, null, 5.000, null, null, null, '2026-04-01', null),
  ('tds', 'commission', 2.000, null, null, null, 15000.00, null, '2024-10-01', '2025-03-31'),
  ('tds', 'commission', 2.000, null, null, null, 20000.00, null, '2025-04-01', null);
