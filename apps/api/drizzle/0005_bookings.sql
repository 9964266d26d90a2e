CREATE TABLE "agent_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"transaction_reference" varchar(100),
	"payment_notes" text,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payments_positive" CHECK ("agent_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hotel_name" varchar(150) NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"number_of_nights" integer NOT NULL,
	"number_of_rooms" integer DEFAULT 1 NOT NULL,
	"room_type" varchar(100),
	"meal_plan" varchar(2) DEFAULT 'BB' NOT NULL,
	"confirmation_number" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "booking_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"flight_type" varchar(10) DEFAULT 'arrival' NOT NULL,
	"airline" varchar(100) NOT NULL,
	"flight_number" varchar(20) NOT NULL,
	"flight_date" date,
	"from_city" varchar(100),
	"to_city" varchar(100),
	"pnr_number" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"transaction_reference" varchar(100),
	"payment_notes" text,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_positive" CHECK ("booking_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_name" varchar(200) NOT NULL,
	"service_date" date,
	"pickup_time" time,
	"transfer_type" varchar(3) DEFAULT 'PVT' NOT NULL,
	"adult_count" integer NOT NULL,
	"child_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_number" varchar(20) NOT NULL,
	"guest_name" varchar(150) NOT NULL,
	"guest_email" varchar(255),
	"guest_mobile" varchar(30),
	"guest_address" text,
	"total_adults" integer DEFAULT 1 NOT NULL,
	"total_children" integer DEFAULT 0 NOT NULL,
	"total_infants" integer DEFAULT 0 NOT NULL,
	"children_ages" varchar(100),
	"total_rooms" integer DEFAULT 1 NOT NULL,
	"booking_date" date NOT NULL,
	"travel_start_date" date,
	"travel_end_date" date,
	"check_in_date" date,
	"check_out_date" date,
	"package_name" varchar(150),
	"package_type" varchar(20) DEFAULT 'HOTEL/LAND' NOT NULL,
	"destination" varchar(150),
	"sale_amount" numeric(14, 2) NOT NULL,
	"purchase_amount" numeric(14, 2) NOT NULL,
	"profit_amount" numeric(14, 2) NOT NULL,
	"net_profit" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_due" numeric(14, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"ops_person_id" integer,
	"sales_person_id" integer,
	"agent_id" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"payment_status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"special_notes" text,
	"internal_notes" text,
	"agent_commission_rate" numeric(5, 2),
	"agent_commission_amount" numeric(14, 2),
	"agent_payable" numeric(14, 2),
	"agent_paid" numeric(14, 2),
	"agent_balance" numeric(14, 2),
	"agent_payment_status" varchar(10),
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(file_number || chr(31) || guest_name || chr(31) || coalesce(guest_mobile, '') || chr(31) || coalesce(guest_email, '') || chr(31) || coalesce(destination, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_paid_within_sale" CHECK ("bookings"."paid_amount" >= 0 and "bookings"."paid_amount" <= "bookings"."sale_amount"),
	CONSTRAINT "bookings_agent_paid_within_payable" CHECK ("bookings"."agent_paid" is null or ("bookings"."agent_paid" >= 0 and "bookings"."agent_paid" <= "bookings"."agent_payable")),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('draft', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."sale_amount" >= 0 and "bookings"."purchase_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "booking_accommodations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "booking_tours_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ops_person_id_users_id_fk" FOREIGN KEY ("ops_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_payments_booking_idx" ON "agent_payments" USING btree ("booking_id","payment_date");--> statement-breakpoint
CREATE INDEX "accommodations_booking_idx" ON "booking_accommodations" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "flights_booking_idx" ON "booking_flights" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","payment_date");--> statement-breakpoint
CREATE INDEX "tours_booking_idx" ON "booking_tours" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_file_number_unique" ON "bookings" USING btree ("file_number");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_travel_start_idx" ON "bookings" USING btree ("travel_start_date");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","payment_status");--> statement-breakpoint
CREATE INDEX "bookings_agent_idx" ON "bookings" USING btree ("agent_id");