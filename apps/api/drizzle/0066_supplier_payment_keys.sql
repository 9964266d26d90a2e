-- Supplier payments' permission keys on upgrade (decision 048): whoever takes agents' payments
-- reads and makes supplier payments, whoever voids them voids these, and whoever approves
-- transactions approves these (the approve and void keys take effect for managers only).
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT p."user_id", k.permission
FROM "user_permissions" p
JOIN (VALUES
  ('view_agent_payments', 'view_supplier_payments'),
  ('create_agent_payments', 'create_supplier_payments'),
  ('void_agent_payments', 'void_supplier_payments'),
  ('approve_transactions', 'approve_supplier_payments')
) AS k(held, permission) ON k.held = p."permission"
ON CONFLICT DO NOTHING;
