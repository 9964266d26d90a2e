-- One payer per file (decision 043, point 3): on an agent's file the agent owes the sale less
-- commission, and a guest's payment there is made on the agent's behalf. Both kinds of payment
-- now reduce that one figure, so the balance due (booking page) and the agent's balance
-- (settlement card) are the same. Files received beyond it keep every payment (money is never
-- removed) and show a negative balance: the agency owes the difference back.
UPDATE bookings SET
  balance_due = agent_payable - paid_amount - coalesce(agent_paid, 0),
  agent_balance = agent_payable - paid_amount - coalesce(agent_paid, 0),
  payment_status = CASE
    WHEN paid_amount + coalesce(agent_paid, 0) <= 0 THEN 'unpaid'
    WHEN paid_amount + coalesce(agent_paid, 0) >= agent_payable THEN 'paid'
    ELSE 'partial' END,
  agent_payment_status = CASE
    WHEN paid_amount + coalesce(agent_paid, 0) <= 0 THEN 'pending'
    WHEN paid_amount + coalesce(agent_paid, 0) >= agent_payable THEN 'paid'
    ELSE 'partial' END
WHERE agent_id IS NOT NULL AND agent_payable IS NOT NULL
  AND (balance_due IS DISTINCT FROM agent_payable - paid_amount - coalesce(agent_paid, 0)
    OR agent_balance IS DISTINCT FROM agent_payable - paid_amount - coalesce(agent_paid, 0));
--> statement-breakpoint
-- NOT VALID: checked on every write from now on; files received beyond it before keep their payments.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_received_within_payable" CHECK ("bookings"."agent_payable" is null or "bookings"."paid_amount" + coalesce("bookings"."agent_paid", 0) <= "bookings"."agent_payable") NOT VALID;
