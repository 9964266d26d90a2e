-- An event keeps the currency its money was in (a file's, an enquiry's, a service's), so the Audit
-- log shows each amount in it. Events before this stay null: bookings and payments were all AED
-- until 0045, day plans USD until 0046 and enquiries INR until 0047, the defaults the screen uses.
ALTER TABLE "audit_events" ADD COLUMN "currency" char(3);