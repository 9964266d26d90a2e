-- Agents' credit limits (part 5): what an agent may owe in each currency, its sold
-- files' balances together; 0 is cash only, no row no limit. A file or a change that would take
-- the agent over it is refused for staff; a manager may confirm it with a reason.
CREATE TABLE "agent_credit_limits" (
	"agent_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_credit_limits_agent_id_currency_pk" PRIMARY KEY("agent_id","currency"),
	CONSTRAINT "agent_credit_limits_not_negative" CHECK ("agent_credit_limits"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_credit_limits" ADD CONSTRAINT "agent_credit_limits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_credit_limits" ADD CONSTRAINT "agent_credit_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;