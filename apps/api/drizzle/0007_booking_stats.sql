CREATE TABLE "booking_stats" (
	"status" varchar(20) NOT NULL,
	"payment_status" varchar(10) NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"sale" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_stats_status_payment_status_pk" PRIMARY KEY("status","payment_status")
);
