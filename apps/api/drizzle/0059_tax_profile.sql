-- The agency's tax profile (decision 050): one row (id 1), absent until an admin sets it. The
-- legal name, address, state, GSTIN and PAN every tax invoice and credit note names, and the
-- prefixes of the two series (a number is <prefix><26-27>/<00001>, at most 16 characters by
-- CGST rule 46(b)); the two series never share a prefix.
CREATE TABLE "tax_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(150) NOT NULL,
	"address" varchar(500) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(100) NOT NULL,
	"pincode" varchar(10) NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"pan" varchar(10) NOT NULL,
	"email" varchar(255),
	"phone" varchar(30),
	"invoice_prefix" varchar(20) NOT NULL,
	"credit_note_prefix" varchar(20) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profile_one_row" CHECK ("tax_profile"."id" = 1),
	CONSTRAINT "tax_profile_series_differ" CHECK ("tax_profile"."invoice_prefix" <> "tax_profile"."credit_note_prefix")
);
--> statement-breakpoint
ALTER TABLE "tax_profile" ADD CONSTRAINT "tax_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;