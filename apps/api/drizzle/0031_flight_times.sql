-- A flight line's local departure and arrival times (optional): the voucher and duty sheet print
-- them, and an arrival transfer is picked up at the arrival time.
ALTER TABLE "booking_flights" ADD COLUMN "departure_time" time;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "arrival_time" time;