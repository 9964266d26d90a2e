-- TCS collected on receipts for overseas tour programme packages (decision 057): one row per
-- payment that carried it, and the TCS Payable account it is owed to the government in.
CREATE TABLE "tcs_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"payment_kind" varchar(16) NOT NULL,
	"payment_id" integer NOT NULL,
	"collected_on" date NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"buyer_key" varchar(60) NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_pan" varchar(10),
	"received" numeric(14, 2) NOT NULL,
	"tcs" numeric(14, 2) NOT NULL,
	"parts" jsonb NOT NULL,
	"tax_rate_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tcs_collections_amounts" CHECK ("tcs_collections"."received" > 0 and "tcs_collections"."tcs" >= 0),
	CONSTRAINT "tcs_collections_kind" CHECK ("tcs_collections"."payment_kind" in ('payment', 'agent_payment'))
);
--> statement-breakpoint
ALTER TABLE "tcs_collections" ADD CONSTRAINT "tcs_collections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcs_collections" ADD CONSTRAINT "tcs_collections_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcs_collections" ADD CONSTRAINT "tcs_collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tcs_collections_payment" ON "tcs_collections" USING btree ("payment_kind","payment_id");--> statement-breakpoint
CREATE INDEX "tcs_collections_date_idx" ON "tcs_collections" USING btree ("collected_on");--> statement-breakpoint
CREATE INDEX "tcs_collections_buyer_idx" ON "tcs_collections" USING btree ("buyer_key","financial_year") WHERE "tcs_collections"."voided_at" is null;--> statement-breakpoint
INSERT INTO accounts (code, name, type, description, system_key) VALUES
  ('SYS-TCS', 'TCS Payable', 'liability', 'Tax collected at source on overseas tour packages, owed to the government', 'tcs_payable');
