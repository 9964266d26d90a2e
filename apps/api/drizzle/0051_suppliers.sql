-- Suppliers (decision 046): hotels, transport companies, local partners and the
-- rest a file's services are bought from. An agent marked as a vendor is a supplier too: each
-- gets its supplier record here (a local partner paid on booking), linked by agent_id, with the
-- agent's shared fields. Whoever held an agents' key gets the suppliers' same key (the desk that
-- works with agents works with suppliers); the list is a kept answer, so the table's
-- writes are counted (migration 0017).
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(150) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"contact_person" varchar(150),
	"phone" varchar(30),
	"email" varchar(255),
	"address" text,
	"city" varchar(100),
	"state" varchar(100),
	"country" varchar(100) DEFAULT 'India',
	"gstin" varchar(20),
	"pan" varchar(20),
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"payment_terms" varchar(20) NOT NULL,
	"payment_days" integer DEFAULT 0 NOT NULL,
	"bank_name" varchar(150),
	"bank_account_name" varchar(150),
	"bank_account_number" varchar(34),
	"bank_ifsc" varchar(20),
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"notes" text,
	"agent_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(31) || code || chr(31) || coalesce(contact_person, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(phone, '') || chr(31) || coalesce(city, '') || chr(31) || coalesce(gstin, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_kind_check" CHECK ("suppliers"."kind" in ('hotel', 'transport', 'dmc', 'airline', 'guide', 'activity', 'other')),
	CONSTRAINT "suppliers_terms_check" CHECK ("suppliers"."payment_terms" in ('before_check_in', 'after_check_out', 'after_booking', 'month_end')),
	CONSTRAINT "suppliers_status_check" CHECK ("suppliers"."status" in ('active', 'inactive')),
	CONSTRAINT "suppliers_days_range" CHECK ("suppliers"."payment_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_unique" ON "suppliers" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_agent_unique" ON "suppliers" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");
--> statement-breakpoint
CREATE TRIGGER suppliers_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON suppliers FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
--> statement-breakpoint
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT p."user_id", replace(p."permission", '_agents', '_suppliers')
FROM "user_permissions" p
WHERE p."permission" IN ('view_agents', 'create_agents', 'edit_agents', 'delete_agents')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "suppliers" ("code", "name", "kind", "contact_person", "phone", "email", "address",
  "city", "state", "country", "gstin", "pan", "payment_terms", "payment_days", "status", "agent_id")
SELECT 'SUP-' || lpad((row_number() OVER (ORDER BY a."id"))::text, 4, '0'), a."name", 'dmc',
  a."company_name", a."primary_mobile", coalesce(a."vendor_email", a."primary_email"), a."address",
  a."city", a."state", a."country", upper(replace(a."gst_number", ' ', '')),
  upper(replace(a."pan_number", ' ', '')), 'after_booking', 0, a."status", a."id"
FROM "agents" a WHERE a."is_vendor"
ORDER BY a."id";
--> statement-breakpoint
INSERT INTO "number_counters" ("kind", "year", "value")
SELECT 'SUP', 0, count(*) FROM "suppliers" HAVING count(*) > 0
ON CONFLICT ("kind", "year") DO UPDATE SET "value" = greatest("number_counters"."value", excluded."value");
