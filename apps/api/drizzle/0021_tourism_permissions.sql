-- Issue 16: tourism gains permission keys (decisions section 4). Until now every signed-in
-- user could do everything in tourism, so every existing manager and staff member keeps
-- that on upgrade. Void keys only take effect for managers (can()), so staff are not given
-- them; managers, who could delete agent payments until now, are. Admins pass every rule.
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT u."id", k."permission"
FROM "users" u
CROSS JOIN (VALUES
  ('view_agents', false), ('create_agents', false), ('edit_agents', false), ('delete_agents', false),
  ('view_enquiries', false), ('create_enquiries', false), ('edit_enquiries', false), ('delete_enquiries', false),
  ('view_bookings', false), ('create_bookings', false), ('edit_bookings', false), ('delete_bookings', false),
  ('create_payments', false), ('void_payments', true),
  ('view_agent_payments', false), ('create_agent_payments', false), ('void_agent_payments', true),
  ('view_vouchers', false), ('email_vouchers', false),
  ('view_day_plans', false), ('create_day_plans', false), ('edit_day_plans', false), ('delete_day_plans', false)
) AS k("permission", "managers_only")
WHERE u."role" IN ('staff', 'manager') AND (u."role" = 'manager' OR NOT k."managers_only")
ON CONFLICT DO NOTHING;
