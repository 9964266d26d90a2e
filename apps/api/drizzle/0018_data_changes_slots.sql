-- The slot is the connection's own (the API's pool gives each connection a number, db/client.ts),
-- so writers never share a row: with the pid modulo 32 of 0017, two connections could share one,
-- and two transactions writing two counted tables in opposite orders could deadlock over them.
-- Other clients (psql, the bench generator) keep slots from 1000 up, by pid.
CREATE OR REPLACE FUNCTION data_changes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_changes AS d (name, slot, changes)
  VALUES (TG_TABLE_NAME,
    coalesce(nullif(current_setting('app.data_slot', true), '')::smallint, 1000 + pg_backend_pid() % 32), 1)
  ON CONFLICT (name, slot) DO UPDATE SET changes = d.changes + 1;
  RETURN NULL;
END $$;
