import { todayIn } from '@app/contract';
import { fieldError } from './app-error.ts';

/**
 * Refuse a date after today in the agency's time zone (a payment not yet made, a birth not
 * yet happened). "Today" is read per request, never at module load: a server running past
 * midnight must move with the calendar.
 */
export function refuseFuture(
  field: string,
  date: string | null | undefined,
  timeZone: string,
  message: string,
  now = new Date(),
) {
  if (date && date > todayIn(timeZone, now)) throw fieldError(field, message);
}
