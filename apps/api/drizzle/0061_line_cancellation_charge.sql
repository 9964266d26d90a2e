-- A cancelled service's cancellation charge (decision 046): what its supplier keeps, in the
-- service's cost currency, no more than its cost. The file's purchase counts a cancelled service
-- at its charge, and the charge stays owed to the supplier while the rest of the payable is
-- reversed.
ALTER TABLE "booking_accommodations" ADD COLUMN "cancellation_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "cancellation_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_tours" ADD COLUMN "cancellation_charge" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "accommodations_cancellation_charge" CHECK ("booking_accommodations"."cancellation_charge" is null or ("booking_accommodations"."service_state" = 'cancelled' and "booking_accommodations"."cost" is not null and "booking_accommodations"."cancellation_charge" between 0 and "booking_accommodations"."cost"));--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "flights_cancellation_charge" CHECK ("booking_flights"."cancellation_charge" is null or ("booking_flights"."service_state" = 'cancelled' and "booking_flights"."cost" is not null and "booking_flights"."cancellation_charge" between 0 and "booking_flights"."cost"));--> statement-breakpoint
ALTER TABLE "booking_tours" ADD CONSTRAINT "tours_cancellation_charge" CHECK ("booking_tours"."cancellation_charge" is null or ("booking_tours"."service_state" = 'cancelled' and "booking_tours"."cost" is not null and "booking_tours"."cancellation_charge" between 0 and "booking_tours"."cost"));