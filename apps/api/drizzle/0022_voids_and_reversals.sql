-- Issue 16: money is reversed, not removed. Payments are voided (kept, with who, when and
-- why) and no longer count towards paid figures (computed by the API under the booking lock);
-- an approved transaction is corrected by one approved opposite entry pointing at it.
ALTER TABLE "transactions" ADD COLUMN "reversal_of" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_of_transactions_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reversal_of_unique" ON "transactions" USING btree ("reversal_of");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_approved" CHECK ("transactions"."reversal_of" is null or ("transactions"."status" = 'approved' and "transactions"."reversal_reason" is not null));--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_void_complete" CHECK (("agent_payments"."voided_at" is null and "agent_payments"."voided_by" is null and "agent_payments"."void_reason" is null) or ("agent_payments"."voided_at" is not null and "agent_payments"."voided_by" is not null and "agent_payments"."void_reason" is not null));--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_void_complete" CHECK (("booking_payments"."voided_at" is null and "booking_payments"."voided_by" is null and "booking_payments"."void_reason" is null) or ("booking_payments"."voided_at" is not null and "booking_payments"."voided_by" is not null and "booking_payments"."void_reason" is not null));