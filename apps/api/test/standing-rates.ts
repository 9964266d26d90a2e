/**
 * Files in dirhams and dollars post to the books at the rate in force (decision 043): every test
 * database (the API tests' template, the browser tests' and the outside tests' servers) starts
 * with one standing rate each, dated long before any test's documents, in INR for one unit. A
 * test of missing rates removes them first.
 */
export const STANDING_RATES_SQL = `insert into exchange_rates (currency, rate_date, rate)
  values ('AED', '2000-01-01', 22.70000000), ('USD', '2000-01-01', 83.40000000)`;
