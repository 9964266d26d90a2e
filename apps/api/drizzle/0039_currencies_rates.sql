CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_units" smallint DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_not_base" CHECK ("exchange_rates"."currency" <> 'INR')
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_unique" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
-- A practical ISO 4217 list: the currencies an Indian travel agency meets. Admins switch more on.
INSERT INTO "currencies" ("code", "name", "symbol", "minor_units", "is_active") VALUES
  ('INR', 'Indian Rupee', '₹', 2, true),
  ('AED', 'UAE Dirham', 'AED', 2, true),
  ('USD', 'US Dollar', '$', 2, true),
  ('EUR', 'Euro', '€', 2, false),
  ('GBP', 'Pound Sterling', '£', 2, false),
  ('SAR', 'Saudi Riyal', 'SAR', 2, false),
  ('QAR', 'Qatari Riyal', 'QAR', 2, false),
  ('OMR', 'Omani Rial', 'OMR', 3, false),
  ('KWD', 'Kuwaiti Dinar', 'KWD', 3, false),
  ('BHD', 'Bahraini Dinar', 'BHD', 3, false),
  ('SGD', 'Singapore Dollar', 'S$', 2, false),
  ('THB', 'Thai Baht', '฿', 2, false),
  ('MYR', 'Malaysian Ringgit', 'RM', 2, false),
  ('LKR', 'Sri Lanka Rupee', 'Rs', 2, false),
  ('NPR', 'Nepalese Rupee', 'Rs', 2, false),
  ('JPY', 'Yen', '¥', 0, false),
  ('AUD', 'Australian Dollar', 'A$', 2, false),
  ('CAD', 'Canadian Dollar', 'C$', 2, false),
  ('CHF', 'Swiss Franc', 'CHF', 2, false),
  ('CNY', 'Yuan Renminbi', 'CN¥', 2, false),
  ('HKD', 'Hong Kong Dollar', 'HK$', 2, false),
  ('NZD', 'New Zealand Dollar', 'NZ$', 2, false),
  ('ZAR', 'Rand', 'R', 2, false),
  ('MVR', 'Rufiyaa', 'MVR', 2, false),
  ('IDR', 'Rupiah', 'Rp', 2, false),
  ('TRY', 'Turkish Lira', '₺', 2, false),
  ('EGP', 'Egyptian Pound', 'E£', 2, false),
  ('BDT', 'Taka', '৳', 2, false),
  ('BTN', 'Ngultrum', 'Nu.', 2, false),
  ('VND', 'Dong', '₫', 0, false),
  ('KRW', 'Won', '₩', 0, false),
  ('PHP', 'Philippine Peso', '₱', 2, false),
  ('SEK', 'Swedish Krona', 'kr', 2, false),
  ('NOK', 'Norwegian Krone', 'kr', 2, false),
  ('DKK', 'Danish Krone', 'kr', 2, false),
  ('MUR', 'Mauritius Rupee', 'Rs', 2, false),
  ('KES', 'Kenyan Shilling', 'KSh', 2, false),
  ('RUB', 'Russian Ruble', '₽', 2, false),
  ('JOD', 'Jordanian Dinar', 'JOD', 3, false),
  ('AZN', 'Azerbaijan Manat', '₼', 2, false),
  ('GEL', 'Lari', '₾', 2, false),
  ('KZT', 'Tenge', '₸', 2, false),
  ('UZS', 'Uzbekistan Sum', 'UZS', 2, false);
