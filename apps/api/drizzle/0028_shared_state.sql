-- Issue 21 part 1: state every API process shares (decision 023). Login limits (one row a
-- key, attempt times in epoch ms), uploaded files (bytea, at most 2 MB), and the secret that
-- signs preview links on the embedded default.
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secrets_length" CHECK (octet_length("app_secrets"."value") >= 32)
);
--> statement-breakpoint
CREATE TABLE "login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"window_ms" integer NOT NULL,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size" CHECK (octet_length("stored_files"."body") <= 2097152)
);
--> statement-breakpoint
CREATE INDEX "login_limits_expires_idx" ON "login_limits" USING btree ("expires_ms");--> statement-breakpoint
-- PDFs, PNGs and JPEGs are compressed already: stored out of line without another try.
ALTER TABLE "stored_files" ALTER COLUMN "body" SET STORAGE EXTERNAL;
