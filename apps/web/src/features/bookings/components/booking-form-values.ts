import type { UseFormReturnType } from '@mantine/form';
import type { BookingField, BookingInput, BookingWithLines } from '@app/contract';
import { BOOKING_FIELD_KEYS, BOOKING_FIELDS, hasLineCosts } from '@app/contract';
import { DEFAULT_BOOKING_CURRENCY } from '@app/contract/constants';
import { agencyToday } from '../../../lib/format.ts';

/** The currency chosen on the form: the file's money, and its payments, are in it. */
export const formCurrency = (v: BookingFormValues) =>
  typeof v.currency === 'string' && v.currency !== '' ? v.currency : DEFAULT_BOOKING_CURRENCY;

/** The booking form holds text as inputs do; the contract schema parses it on both sides. */
export type Line = Record<string, string>;
export interface BookingFormValues extends Record<string, string | Line[]> {
  accommodations: Line[];
  tours: Line[];
  flights: Line[];
}

/** Every field outside the line lists: the booking's own fields (the contract's BOOKING_FIELDS). */
const BASIC_KEYS = BOOKING_FIELD_KEYS;

/**
 * Who supplies a line and its net cost in the supplier's currency: blank on a new
 * line. Where it stands with the supplier is moved on the booking's page, never by the form.
 */
const newService = () => ({ supplier_id: '', cost: '' });

/**
 * Every line carries its `id` (blank for a new line) so the server updates it in place: a
 * hotel's supplier state and confirmation stay with it, services scheduled from a tour or
 * flight follow it, and a line sent without its id counts as removed (decision 016).
 */
export const newHotel = (): Line => ({
  id: '',
  ...newService(),
  hotel_name: '',
  check_in_date: '',
  check_out_date: '',
  number_of_rooms: '1',
  room_type: '',
  meal_plan: 'BB',
  confirmation_number: '',
});
export const newTour = (adults: string, children: string): Line => ({
  id: '',
  ...newService(),
  service_name: '',
  service_date: '',
  pickup_time: '',
  transfer_type: 'PVT',
  adult_count: adults,
  child_count: children,
});
export const newFlight = (): Line => ({
  id: '',
  ...newService(),
  flight_type: 'arrival',
  airline: '',
  flight_number: '',
  flight_date: '',
  departure_time: '',
  arrival_time: '',
  from_city: '',
  to_city: '',
  pnr_number: '',
});

const text = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
/** A saved line as the form holds it: its fields as text, its supplier by id. */
const lineOf = (o: { supplier: { id: number } | null }, keys: string[]) => ({
  ...Object.fromEntries(keys.map((k) => [k, text((o as Record<string, unknown>)[k])])),
  supplier_id: text(o.supplier?.id),
});

export function bookingFormValues(b?: BookingWithLines): BookingFormValues {
  const basic = Object.fromEntries(BASIC_KEYS.map((k) => [k, text(b?.[k])])) as Record<
    string,
    string
  >;
  if (!b) {
    Object.assign(basic, {
      total_adults: '1',
      total_children: '0',
      total_infants: '0',
      total_rooms: '1',
      booking_date: agencyToday(),
      package_type: 'HOTEL/LAND',
      status: 'draft',
      currency: DEFAULT_BOOKING_CURRENCY,
    });
  }
  return {
    ...basic,
    // Asked for only when the server says the file takes its agent over its credit limit.
    credit_override_reason: '',
    // A new booking starts with no lines; a saved one always has its three lists.
    accommodations: (b?.accommodations ?? []).map((a) => lineOf(a, Object.keys(newHotel()))),
    tours: (b?.tours ?? []).map((t) => lineOf(t, Object.keys(newTour('', '')))),
    flights: (b?.flights ?? []).map((f) => lineOf(f, Object.keys(newFlight()))),
  };
}

/** The body the form sends: the purchase blank (null) once the services' costs make it. */
export const toBookingInput = (v: BookingFormValues) =>
  (hasLineCosts(v) ? { ...v, purchase_amount: null } : v) as unknown as BookingInput;

/** The booking form (Mantine's useForm over the values above). */
export type BookingFormApi = UseFormReturnType<BookingFormValues>;

/** One field's input props (a controlled form: no key to spread, React 19 wants keys direct). */
export const fieldProps = (form: BookingFormApi, path: string) => ({
  ...form.getInputProps(path),
});

/** One of the booking's own fields: its label (the contract's) and its input props. */
export const bookingFieldProps = (form: BookingFormApi, name: BookingField) => ({
  label: BOOKING_FIELDS[name].label,
  ...fieldProps(form, name),
});

/** A single text field of the form (never one of the line lists). */
export const textOf = (v: BookingFormValues, key: string) => text(v[key]);

/** The form's tabs; every field outside a line list is on Basic Info. */
export type BookingTab = 'basic' | 'hotels' | 'tours' | 'flights';
const LIST_TABS = { accommodations: 'hotels', tours: 'tours', flights: 'flights' } as const;
export const LINE_TITLES = {
  accommodations: 'Hotel',
  tours: 'Service',
  flights: 'Flight',
} as const;

/** The tab that shows a field (`accommodations.0.hotel_name` is on Hotels). */
export function tabOf(path: string): BookingTab {
  const list = path.split('.')[0] as keyof typeof LIST_TABS;
  return LIST_TABS[list] ?? 'basic';
}

/** The first tab, in tab order, that holds one of these error paths. */
export function firstTabWithError(paths: string[]): BookingTab {
  const tabs = new Set(paths.map(tabOf));
  return (['basic', 'hotels', 'tours', 'flights'] as const).find((t) => tabs.has(t)) ?? 'basic';
}

/** Which line a line field belongs to, as its card is titled ("Hotel 2"); none for the rest. */
export function lineTitle(path: string): string | undefined {
  const [list, index] = path.split('.');
  const title = LINE_TITLES[list as keyof typeof LINE_TITLES];
  return title && /^\d+$/.test(index ?? '') ? `${title} ${Number(index) + 1}` : undefined;
}
