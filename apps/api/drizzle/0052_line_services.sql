-- A file's services with their suppliers (decision 046): each hotel, tour and flight
-- line gets its supplier, its net cost in the supplier's currency, and where its confirmation
-- stands (to request, requested, confirmed, changed, cancelled) with who moved it and when.
-- Hotels already held the supplier's confirmation number: one that has it is confirmed.
ALTER TABLE "booking_accommodations" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "cost_currency" char(3);--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "service_state" varchar(12) DEFAULT 'to_request' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "confirmation_date" date;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "confirmation_notes" text;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "cost_currency" char(3);--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "service_state" varchar(12) DEFAULT 'to_request' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "confirmation_date" date;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "confirmation_notes" text;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "confirmation_number" varchar(50);--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "cost_currency" char(3);--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "service_state" varchar(12) DEFAULT 'to_request' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "confirmation_date" date;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "confirmation_notes" text;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "confirmation_number" varchar(50);--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "booking_accommodations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "booking_accommodations_cost_currency_currencies_code_fk" FOREIGN KEY ("cost_currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "booking_accommodations_state_changed_by_users_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_cost_currency_currencies_code_fk" FOREIGN KEY ("cost_currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_state_changed_by_users_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "booking_tours_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "booking_tours_cost_currency_currencies_code_fk" FOREIGN KEY ("cost_currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "booking_tours_state_changed_by_users_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_supplier_idx" ON "booking_accommodations" USING btree ("supplier_id") WHERE "booking_accommodations"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "flights_supplier_idx" ON "booking_flights" USING btree ("supplier_id") WHERE "booking_flights"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "tours_supplier_idx" ON "booking_tours" USING btree ("supplier_id") WHERE "booking_tours"."supplier_id" is not null;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "accommodations_cost_of_supplier" CHECK (("booking_accommodations"."cost" is null and "booking_accommodations"."cost_currency" is null) or ("booking_accommodations"."cost" >= 0 and "booking_accommodations"."cost_currency" is not null and "booking_accommodations"."supplier_id" is not null));--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "accommodations_service_state_check" CHECK (service_state in ('to_request', 'requested', 'confirmed', 'changed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "flights_cost_of_supplier" CHECK (("booking_flights"."cost" is null and "booking_flights"."cost_currency" is null) or ("booking_flights"."cost" >= 0 and "booking_flights"."cost_currency" is not null and "booking_flights"."supplier_id" is not null));--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "flights_service_state_check" CHECK (service_state in ('to_request', 'requested', 'confirmed', 'changed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "tours_cost_of_supplier" CHECK (("booking_tours"."cost" is null and "booking_tours"."cost_currency" is null) or ("booking_tours"."cost" >= 0 and "booking_tours"."cost_currency" is not null and "booking_tours"."supplier_id" is not null));--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "tours_service_state_check" CHECK (service_state in ('to_request', 'requested', 'confirmed', 'changed', 'cancelled'));
--> statement-breakpoint
UPDATE "booking_accommodations" SET "service_state" = 'confirmed'
WHERE coalesce(trim("confirmation_number"), '') <> '';
