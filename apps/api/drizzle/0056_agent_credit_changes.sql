-- The agents list flags agents near a credit limit (a kept answer): writes to the limits count
-- as changes, so the list is read again when a limit moves (data_changes, migration 0017).
CREATE TRIGGER agent_credit_limits_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON agent_credit_limits FOR EACH STATEMENT EXECUTE FUNCTION data_changes_count();
