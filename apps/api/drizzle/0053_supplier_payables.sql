-- What the agency owes its suppliers (decision 046 point 8): a payable for each
-- confirmed service of a file in the books, posted Dr Cost of Tours / Cr Supplier Payables in the
-- supplier's currency, due by the supplier's terms; reversed, never deleted. Entries get the
-- source 'supplier_payable'.
CREATE TABLE "supplier_payables" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"line_kind" varchar(20) NOT NULL,
	"line_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"file_amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"entry_id" integer NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payables_amount_positive" CHECK ("supplier_payables"."amount" >= 0 and "supplier_payables"."file_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_check";--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_reversal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payables_live_line" ON "supplier_payables" USING btree ("line_kind","line_id") WHERE "supplier_payables"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "supplier_payables_booking_idx" ON "supplier_payables" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "supplier_payables_supplier_idx" ON "supplier_payables" USING btree ("supplier_id","due_date");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_check" CHECK (source_type in ('opening', 'transaction', 'reversal', 'booking', 'payment', 'agent_payment', 'void', 'revaluation', 'supplier_payable'));