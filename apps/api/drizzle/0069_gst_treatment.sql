-- Each file chooses its GST treatment (decision 055): null takes the default from its lines; the
-- guest's state decides an unregistered guest's place of supply; a foreign tourist's tour wholly
-- outside India is exempt (Notification 9/2017-Integrated Tax (Rate), entry 54). `travel_abroad`
-- is also read by TCS on overseas packages.
ALTER TABLE "bookings" ADD COLUMN "gst_treatment" varchar(10);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_state" varchar(50);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_foreign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_abroad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gst_treatment_check" CHECK ("bookings"."gst_treatment" is null or "bookings"."gst_treatment" in ('package', 'itemised', 'exempt'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gst_exempt_check" CHECK ("bookings"."gst_treatment" is distinct from 'exempt' or ("bookings"."guest_foreign" and "bookings"."travel_abroad" and "bookings"."agent_id" is null));
--> statement-breakpoint
-- A file whose invoice was credited in full (sent back to draft) is invoiced anew at its rule of
-- the day when it is confirmed again, so a changed treatment gets its own invoice (decision 055).
DROP INDEX "tax_documents_one_invoice";
