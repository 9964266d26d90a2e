-- Supplier payments (decision 048): money paid from a money account against one or more of a
-- supplier's open services (supplier_payment_lines), posted Dr Supplier Payables / Cr the account
-- when paid (at once, or once a manager approves a payment above books_settings'
-- supplier_payment_approval_limit); voided by the reverse entry; never deleted. Entries get the
-- source 'supplier_payment'.
CREATE TABLE "supplier_payment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"payable_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"carried" numeric(18, 2),
	CONSTRAINT "supplier_payment_lines_amount_positive" CHECK ("supplier_payment_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"reference" varchar(100),
	"notes" text,
	"status" varchar(10) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_notes" text,
	"entry_id" integer,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"void_entry_id" integer,
	CONSTRAINT "supplier_payments_amount_positive" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payments_status_check" CHECK ("supplier_payments"."status" in ('pending', 'paid', 'rejected', 'voided')),
	CONSTRAINT "supplier_payments_posted" CHECK (("supplier_payments"."status" in ('paid', 'voided')) = ("supplier_payments"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_check";--> statement-breakpoint
ALTER TABLE "books_settings" ADD COLUMN "supplier_payment_approval_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "supplier_payment_lines" ADD CONSTRAINT "supplier_payment_lines_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_lines" ADD CONSTRAINT "supplier_payment_lines_payable_id_supplier_payables_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."supplier_payables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payment_lines_one" ON "supplier_payment_lines" USING btree ("payment_id","payable_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_lines_payable_idx" ON "supplier_payment_lines" USING btree ("payable_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("supplier_id","payment_date");--> statement-breakpoint
CREATE INDEX "supplier_payments_status_idx" ON "supplier_payments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_check" CHECK (source_type in ('opening', 'transaction', 'reversal', 'booking', 'payment', 'agent_payment', 'void', 'revaluation', 'supplier_payable', 'supplier_payment'));