CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor_label" text,
	"ip" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer,
	"record_label" text,
	"parent_type" text,
	"parent_id" integer,
	"note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_parent_idx" ON "audit_events" USING btree ("parent_type","parent_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
-- Issue 16: the audit history is append-only. Every UPDATE, DELETE and TRUNCATE of
-- audit_events is refused by the database itself, whoever asks.
CREATE OR REPLACE FUNCTION audit_events_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse();
