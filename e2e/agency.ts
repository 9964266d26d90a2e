import { addDays, todayIn } from '@app/contract/constants';

/**
 * The agency's time zone, one for the three clocks of a browser test: the app's APP_TIMEZONE
 * (global-setup.ts), the browser's (playwright.config.ts) and the tests' own "today". With the
 * tests on UTC's calendar and the app on India's, every evening after 18:30 UTC was the next day
 * for the app: a month's first evening failed the reports, supplier and GST journeys.
 */
export const AGENCY_TZ = 'Asia/Kolkata';

/** The agency's day n days from today, 'YYYY-MM-DD'. */
export const agencyDay = (n = 0) => addDays(todayIn(AGENCY_TZ), n);
