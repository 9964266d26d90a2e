-- Tax invoices, debit and credit notes (decision 051): numbered per series and financial year by
-- document_counters (consecutive, no gap), never changed or deleted (a trigger refuses both); their
-- GST moves out of Tour Revenue to the output tax accounts made here (entries of source
-- 'tax_document').
CREATE TABLE "document_counters" (
	"series" varchar(12) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"number" varchar(16) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"serial" integer NOT NULL,
	"issue_date" date NOT NULL,
	"booking_id" integer NOT NULL,
	"invoice_id" integer,
	"buyer_name" varchar(150) NOT NULL,
	"buyer_address" text,
	"buyer_gstin" varchar(15),
	"buyer_pan" varchar(10),
	"place_of_supply" varchar(100) NOT NULL,
	"place_of_supply_code" varchar(2),
	"registered" boolean NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"tax_rate_id" integer NOT NULL,
	"tax_code" varchar(30) NOT NULL,
	"sac" varchar(8),
	"description" varchar(200) NOT NULL,
	"gst_rate" numeric(6, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"file_amount" numeric(14, 2) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'debit_note', 'credit_note')),
	CONSTRAINT "tax_documents_parts" CHECK ("tax_documents"."taxable" + "tax_documents"."cgst" + "tax_documents"."sgst" + "tax_documents"."igst" = "tax_documents"."total"),
	CONSTRAINT "tax_documents_positive" CHECK ("tax_documents"."total" >= 0 and "tax_documents"."file_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_check";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number" ON "tax_documents" USING btree ("financial_year","number");--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issue_idx" ON "tax_documents" USING btree ("issue_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_check" CHECK (source_type in ('opening', 'transaction', 'reversal', 'booking', 'payment', 'agent_payment', 'void', 'revaluation', 'supplier_payable', 'supplier_payment', 'tax_document'));--> statement-breakpoint
INSERT INTO accounts (code, name, type, description, system_key) VALUES
  ('SYS-GST-CGST', 'CGST Output', 'liability', 'Central GST charged on tax invoices', 'gst_output_cgst'),
  ('SYS-GST-SGST', 'SGST Output', 'liability', 'State GST charged on tax invoices', 'gst_output_sgst'),
  ('SYS-GST-IGST', 'IGST Output', 'liability', 'Integrated GST charged on tax invoices', 'gst_output_igst');
--> statement-breakpoint
CREATE FUNCTION tax_documents_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a tax document is issued once: correct it with a debit or credit note';
END $$;
--> statement-breakpoint
CREATE TRIGGER tax_documents_issued BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION tax_documents_issued();
