CREATE TABLE "payment_method_accounts" (
	"method" varchar(20) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_payments" ADD COLUMN "deposit_account_id" integer;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "deposit_account_id" integer;--> statement-breakpoint
ALTER TABLE "payment_method_accounts" ADD CONSTRAINT "payment_method_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_deposit_account_id_accounts_id_fk" FOREIGN KEY ("deposit_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_deposit_account_id_accounts_id_fk" FOREIGN KEY ("deposit_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Where a payment lands when nobody said which account it went into (decision 043): the
-- accountant moves it to the bank when the deposit shows on the statement.
INSERT INTO accounts (code, name, type, description, system_key) VALUES
  ('SYS-UNDEPOSITED', 'Undeposited Funds', 'asset', 'Payments received and not yet placed in a bank, cash or card account', 'undeposited_funds');
