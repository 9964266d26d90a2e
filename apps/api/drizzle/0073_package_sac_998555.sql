-- A tour operator's package (and the foreign tourist's exempt tour) is SAC 998555, "Tour operator
-- services", in the services classification (Annexure to Notification 11/2017-Central Tax
-- (Rate)); 998552 is "Reservation services for accommodation, cruises and package tours", a
-- travel agent's booking service. The rules had 998552 (decision 049, amended). Documents keep
-- the SAC they were issued with.
UPDATE "tax_rates" SET "sac" = '998555' WHERE "code" IN ('package', 'exempt_foreign_tourist') AND "sac" = '998552';
