CREATE TABLE "number_counters" (
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "number_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(150) NOT NULL,
	"company_name" varchar(150),
	"primary_mobile" varchar(30) NOT NULL,
	"secondary_mobile" varchar(30),
	"primary_email" varchar(255) NOT NULL,
	"secondary_email" varchar(255),
	"address" text,
	"city" varchar(100),
	"state" varchar(100),
	"country" varchar(100) DEFAULT 'India',
	"pincode" varchar(20),
	"gst_number" varchar(20),
	"pan_number" varchar(20),
	"commission_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"is_vendor" boolean DEFAULT true NOT NULL,
	"vendor_email" varchar(255),
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('active', 'inactive')),
	CONSTRAINT "agents_commission_range" CHECK ("agents"."commission_rate" >= 0 and "agents"."commission_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_number" varchar(20) NOT NULL,
	"enquiry_type" varchar(10) DEFAULT 'direct' NOT NULL,
	"customer_name" varchar(150) NOT NULL,
	"customer_email" varchar(255),
	"customer_mobile" varchar(30),
	"customer_alternate_mobile" varchar(30),
	"destination" varchar(150),
	"travel_start_date" date,
	"travel_end_date" date,
	"number_of_adults" integer DEFAULT 1 NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"travel_type" varchar(20) DEFAULT 'domestic' NOT NULL,
	"special_requirements" text,
	"estimated_budget" numeric(14, 2),
	"budget_type" varchar(20) DEFAULT 'total' NOT NULL,
	"accommodation_preference" varchar(20),
	"agent_id" integer,
	"assigned_to" integer,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"source" varchar(20) DEFAULT 'website' NOT NULL,
	"enquiry_details" text,
	"internal_notes" text,
	"follow_up_date" date,
	"expected_sale_amount" numeric(14, 2),
	"agent_commission_rate" numeric(5, 2),
	"agent_commission_amount" numeric(14, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_type_check" CHECK ("enquiries"."enquiry_type" in ('direct', 'agent')),
	CONSTRAINT "enquiries_adults_check" CHECK ("enquiries"."number_of_adults" >= 1),
	CONSTRAINT "enquiries_children_check" CHECK ("enquiries"."number_of_children" >= 0)
);
--> statement-breakpoint
CREATE TABLE "enquiry_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"type" varchar(20) DEFAULT 'note' NOT NULL,
	"subject" varchar(200),
	"message" text NOT NULL,
	"communication_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_communications" ADD CONSTRAINT "enquiry_communications_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_communications" ADD CONSTRAINT "enquiry_communications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_code_unique" ON "agents" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "agents_name_idx" ON "agents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agents_city_idx" ON "agents" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "agents_status_idx" ON "agents" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_number_unique" ON "enquiries" USING btree ("enquiry_number");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_agent_idx" ON "enquiries" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_idx" ON "enquiries" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "communications_enquiry_idx" ON "enquiry_communications" USING btree ("enquiry_id","communication_date");