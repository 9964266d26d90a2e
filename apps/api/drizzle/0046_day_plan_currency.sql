-- A day plan's amount carries its currency (decision 044): the services already there were shown in
-- dollars, so they are USD, the default.
ALTER TABLE "day_plans" ADD COLUMN "currency" char(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;