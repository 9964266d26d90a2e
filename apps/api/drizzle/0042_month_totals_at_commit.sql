-- The books' month totals are added at commit, not as each line is inserted. Every payment of a
-- month posts to the same two rows (its deposit account's month and the receivables' month), and
-- a row an insert updates stays locked until the transaction ends: with the update at the line,
-- every other payment waited through the paying transaction's remaining round trips to the app
-- (the booking's update, the receipt's insert), which a loaded event loop stretches to
-- milliseconds. As a deferred constraint trigger the same function runs at COMMIT, so the rows
-- are held only while the commit is made. Nothing reads these totals after posting in the same
-- transaction (the range checks read them before they post).
DROP TRIGGER journal_lines_month_totals ON journal_lines;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_month_totals AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_month_totals_apply();
--> statement-breakpoint
-- The same for the totals a booking's write moves (the dashboard's statistics, the reports'
-- months and receivable days): every payment of the agency updates the statistics row of its
-- status, so it too is taken at commit. Only screens read these rows, never the writing
-- transaction, and each firing adds the difference between the row's old and new figures
-- (captured when the row changed), so the sum is the same whenever it runs.
DROP TRIGGER bookings_stats ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_stats
  AFTER INSERT OR DELETE OR UPDATE OF status, payment_status, sale_amount, net_profit, balance_due
  ON bookings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_stats_apply();
--> statement-breakpoint
DROP TRIGGER bookings_report_totals ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_report_totals AFTER INSERT OR DELETE OR UPDATE OF booking_date,
  travel_start_date, destination, agent_id, status, sale_amount, purchase_amount, profit_amount,
  agent_commission_amount, net_profit, balance_due, agent_payable, agent_paid, agent_balance
  ON bookings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_report_apply();
