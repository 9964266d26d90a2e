import type { ServiceState } from '@app/contract';
import { isUnconfirmed, UNCONFIRMED_SOON_DAYS } from '@app/contract/constants';
import type { ServiceKind } from '../api/bookings-api.ts';

/** One line moved to a state: which line, what it is called on the page, its supplier. */
export interface ServiceMove {
  kind: ServiceKind;
  lineId: number;
  to: ServiceState;
  name: string;
  supplier: string | null;
  /** The service's cost and its currency: a cancellation's charge is at most that. */
  cost: string | null;
  currency: string | null;
}

/** Each state's badge colour (to request gray, requested blue, confirmed green…). */
export const STATE_COLOURS: Record<ServiceState, string> = {
  to_request: 'gray',
  requested: 'blue',
  confirmed: 'green',
  changed: 'orange',
  cancelled: 'red',
};

/**
 * The words of a move to each state: the menu's entry, and (for the moves that ask something)
 * the dialog's title, question and button. Requested and to request move at once.
 */
export const MOVE_WORDS: Record<
  ServiceState,
  { menu: string; title: string; ask: string; action: string; dialog: boolean }
> = {
  to_request: {
    menu: 'Back to to request',
    title: 'Back to to request',
    ask: 'Put back to request',
    action: 'Save',
    dialog: false,
  },
  requested: {
    menu: 'Mark requested',
    title: 'Mark requested',
    ask: 'Mark requested',
    action: 'Save',
    dialog: false,
  },
  confirmed: {
    menu: 'Record confirmation',
    title: 'Record confirmation',
    ask: "The supplier's confirmation of",
    action: 'Record confirmation',
    dialog: true,
  },
  changed: {
    menu: 'Mark changed',
    title: 'Mark changed',
    ask: 'Mark changed, to be confirmed again:',
    action: 'Mark changed',
    dialog: true,
  },
  cancelled: {
    menu: 'Cancel service',
    title: 'Cancel service',
    ask: 'Cancel',
    action: 'Cancel service',
    dialog: true,
  },
};

/** The days from `today` to `date` (both 'YYYY-MM-DD'). */
const daysFrom = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * A service the supplier has not confirmed whose day is today or within the next week (the
 * days Today and the bookings list's filter look ahead): the page marks it "Not confirmed".
 */
export const unconfirmedSoon = (state: ServiceState, date: string | null, today: string) =>
  unconfirmedDaysLeft(state, date, today) !== null;

/** The days left before a service that is `unconfirmedSoon` (0: today); null for any other. */
export const unconfirmedDaysLeft = (state: ServiceState, date: string | null, today: string) => {
  if (!date || !isUnconfirmed(state)) return null;
  const days = daysFrom(today, date);
  return days >= 0 && days <= UNCONFIRMED_SOON_DAYS ? days : null;
};
