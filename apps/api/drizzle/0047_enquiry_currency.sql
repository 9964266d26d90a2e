-- An enquiry's budget and expected sale carry their currency (decision 044): the enquiries already
-- there were rupees (the form said so), so they are INR, the default.
ALTER TABLE "enquiries" ADD COLUMN "currency" char(3) DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;