-- Issue 18: one trip, one flow. A booking remembers the enquiry it was converted from; day-plan
-- services remember the booking line they were scheduled from (with the fields as copied, so
-- later edits show as differences) and may pick a driver from the new drivers list.
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(30),
	"email" varchar(255),
	"vehicle_number" varchar(30),
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "enquiry_id" integer;--> statement-breakpoint
ALTER TABLE "day_plans" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "day_plans" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "day_plans" ADD COLUMN "source_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "day_plans" ADD COLUMN "source_line_id" integer;--> statement-breakpoint
ALTER TABLE "day_plans" ADD COLUMN "source_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree ("active",lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_enquiry_idx" ON "bookings" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "day_plans_booking_idx" ON "day_plans" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "day_plans_driver_idx" ON "day_plans" USING btree ("driver_id","plan_date");--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_source_kind_check" CHECK ("day_plans"."source_kind" in ('tour', 'flight'));--> statement-breakpoint
ALTER TABLE "day_plans" ADD CONSTRAINT "day_plans_source_complete" CHECK (("day_plans"."source_kind" is null) = ("day_plans"."source_line_id" is null) and ("day_plans"."source_kind" is null) = ("day_plans"."source_snapshot" is null));