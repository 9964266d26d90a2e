CREATE TABLE "day_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_date" date NOT NULL,
	"service_time" time,
	"service_description" text NOT NULL,
	"guest_name" varchar(150) NOT NULL,
	"file_number" varchar(30),
	"hotel_name" varchar(150),
	"driver_name" varchar(100),
	"driver_mobile" varchar(30),
	"vehicle_number" varchar(30),
	"amount" numeric(14, 2),
	"remarks" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_plans_status_check" CHECK ("day_plans"."status" in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_plans_date_time_idx" ON "day_plans" USING btree ("plan_date","service_time","id");