-- A cancelled file settles its money (decision 052): the charge it keeps (bookings.cancellation_charge,
-- in its currency, still revenue) and refunds of what was received beyond it (booking_refunds, posted
-- Dr the payer's receivable / Cr the account, source 'refund'; voided by the reverse, never deleted).
CREATE TABLE "booking_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"refund_date" date NOT NULL,
	"account_id" integer NOT NULL,
	"reference" varchar(100),
	"notes" text,
	"entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "booking_refunds_positive" CHECK ("booking_refunds"."amount" > 0),
	CONSTRAINT "booking_refunds_void_complete" CHECK (("booking_refunds"."voided_at" is null and "booking_refunds"."voided_by" is null and "booking_refunds"."void_reason" is null) or ("booking_refunds"."voided_at" is not null and "booking_refunds"."voided_by" is not null and "booking_refunds"."void_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_check" CHECK (source_type in ('opening', 'transaction', 'reversal', 'booking', 'payment', 'agent_payment', 'void', 'revaluation', 'supplier_payable', 'supplier_payment', 'tax_document', 'refund'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_charge" CHECK (cancellation_charge is null or (status = 'cancelled' and cancellation_charge between 0 and sale_amount));
