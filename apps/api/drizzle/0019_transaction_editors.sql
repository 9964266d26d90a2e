-- Issue 15, four-eyes that holds: an approval applies to the version the approver saw
-- (updated_at, whole milliseconds as the API sends it), and whoever edited is a maker.
ALTER TABLE "transactions" ALTER COLUMN "updated_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "editor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_editor_ids_idx" ON "transactions" USING gin ("editor_ids");--> statement-breakpoint
-- No edit was recorded before this: every existing row's version is its creation.
UPDATE "transactions" SET "updated_at" = date_trunc('milliseconds', "created_at");
