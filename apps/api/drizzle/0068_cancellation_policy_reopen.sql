-- Cancellation that settles, the rest (decision 052, 054): the cancellation policy (a percentage of
-- the sale by days before travel, the agency's tiers with no booking, a file's own with its id),
-- what was refunded kept on the file so a cancelled file's balance due follows its settlement
-- (charge - received + refunded), and each refund's voucher number (CGST rule 51).
CREATE TABLE "cancellation_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"min_days" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "cancellation_tiers_unique" UNIQUE NULLS NOT DISTINCT("booking_id","min_days"),
	CONSTRAINT "cancellation_tiers_days" CHECK ("cancellation_tiers"."min_days" between 0 and 999),
	CONSTRAINT "cancellation_tiers_percent" CHECK ("cancellation_tiers"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "cancellation_tiers" ADD CONSTRAINT "cancellation_tiers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The agency's default policy, until an admin changes it: 30+ days 10%, 15-29 25%, 7-14 50%, under 7 100%.
INSERT INTO "cancellation_tiers" ("booking_id", "min_days", "percent") VALUES
	(NULL, 30, 10), (NULL, 15, 25), (NULL, 7, 50), (NULL, 0, 100);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunded_not_negative" CHECK ("bookings"."refunded_amount" >= 0);--> statement-breakpoint
UPDATE "bookings" b SET "refunded_amount" = r.total
	FROM (SELECT booking_id, sum(amount) AS total FROM booking_refunds WHERE voided_at IS NULL GROUP BY booking_id) r
	WHERE r.booking_id = b.id;--> statement-breakpoint
-- A cancelled file's one-payer figures follow its settlement (fileLedger's cancelled, in the contract).
UPDATE "bookings" SET
	"balance_due" = s.owed,
	"payment_status" = CASE WHEN s.owed = 0 THEN 'paid' WHEN s.net > 0 THEN 'partial' ELSE 'unpaid' END,
	"agent_balance" = CASE WHEN "agent_payable" IS NULL THEN NULL ELSE s.owed END,
	"agent_payment_status" = CASE WHEN "agent_payable" IS NULL THEN NULL
		WHEN s.owed = 0 THEN 'paid' WHEN s.net > 0 THEN 'partial' ELSE 'pending' END
	FROM (
		SELECT id, greatest(coalesce(cancellation_charge, 0) - (paid_amount + CASE WHEN agent_payable IS NULL THEN 0 ELSE coalesce(agent_paid, 0) END - refunded_amount), 0) AS owed,
			paid_amount + CASE WHEN agent_payable IS NULL THEN 0 ELSE coalesce(agent_paid, 0) END - refunded_amount AS net
		FROM "bookings" WHERE status = 'cancelled'
	) s
	WHERE "bookings".id = s.id;--> statement-breakpoint
-- The updates above queued the bookings' deferred triggers (their statistics at commit): fire
-- them now, and any later migration's at once, or the migrations after this one could not alter
-- the table in the same transaction ("pending trigger events"; migration-0068.test.ts).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "voucher_number" varchar(20);--> statement-breakpoint
-- Refunds made before vouchers were numbered take the next numbers of their financial year, in order.
WITH numbered AS (
	SELECT id,
		(CASE WHEN to_char(refund_date, 'MM-DD') >= '04-01' THEN extract(year FROM refund_date)::int ELSE extract(year FROM refund_date)::int - 1 END) AS fy_start,
		row_number() OVER (PARTITION BY (CASE WHEN to_char(refund_date, 'MM-DD') >= '04-01' THEN extract(year FROM refund_date)::int ELSE extract(year FROM refund_date)::int - 1 END) ORDER BY refund_date, id) AS serial
	FROM booking_refunds
)
UPDATE "booking_refunds" r SET "voucher_number" = 'RV/' || lpad((n.fy_start % 100)::text, 2, '0') || '-' || lpad(((n.fy_start + 1) % 100)::text, 2, '0') || '/' || lpad(n.serial::text, 5, '0')
	FROM numbered n WHERE n.id = r.id;--> statement-breakpoint
INSERT INTO document_counters (series, financial_year, last)
	SELECT 'refund', fy_start::text || '-' || lpad(((fy_start + 1) % 100)::text, 2, '0'), count(*)
	FROM (SELECT CASE WHEN to_char(refund_date, 'MM-DD') >= '04-01' THEN extract(year FROM refund_date)::int ELSE extract(year FROM refund_date)::int - 1 END AS fy_start FROM booking_refunds) y
	GROUP BY fy_start;--> statement-breakpoint
ALTER TABLE "booking_refunds" ALTER COLUMN "voucher_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_voucher_number" ON "booking_refunds" USING btree ("voucher_number");
