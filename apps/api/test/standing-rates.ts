import { baseAmount, money, toMoney } from '@app/contract';
/**
 * Files in dirhams and dollars post to the books at the rate in force (decision 043): every test
 * database (the API tests' template, the browser tests' and the outside tests' servers) starts
 * with one standing rate each, dated long before any test's documents, in INR for one unit. A
 * test of missing rates removes them first.
 */
export const STANDING_RATES_SQL = `insert into exchange_rates (currency, rate_date, rate)
  values ('AED', '2000-01-01', 22.70000000), ('USD', '2000-01-01', 83.40000000)`;

/** The standing AED rate: a test's dirham figure as the reports and the list's cards give it. */
export const AED_RATE = '22.70000000';

/**
 * An AED file's figure in rupees at the standing rate, half-up to the paisa: what a report or
 * a card shows for it (each file's figure is converted, then added).
 */
export const inr = (...aed: string[]) =>
  toMoney(aed.reduce((t, v) => t.plus(baseAmount(v, AED_RATE)), money(0)));
