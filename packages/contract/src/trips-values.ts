/**
 * The trip flow's plain values: source kinds, field labels and messages (zod-free, so
 * `@app/contract/constants` carries them; `trips.ts` holds the schemas).
 */

/** What a day-plan service was scheduled from: a tour line, or a flight (as a transfer). */
export const SOURCE_KINDS = ['tour', 'flight'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The fields copied from a line, compared later with the booking as it is now. */
export const SOURCE_FIELD_LABELS: Record<string, string> = {
  line: 'Line',
  guest_name: 'Guest',
  hotel_name: 'Hotel',
  service_name: 'Service',
  service_date: 'Service date',
  pickup_time: 'Pickup time',
  transfer_type: 'Transfer',
  adult_count: 'Adults',
  child_count: 'Children',
  flight_type: 'Flight type',
  airline: 'Airline',
  flight_number: 'Flight number',
  flight_date: 'Flight date',
  departure_time: 'Departure time',
  arrival_time: 'Arrival time',
  from_city: 'From',
  to_city: 'To',
};

export const TRIP_OK = {
  scheduled: (n: number) => `${n} service${n === 1 ? '' : 's'} scheduled successfully!`,
} as const;

export const TRIP_SERVER = {
  enquiryInvalid: 'The selected enquiry is invalid.',
  alreadyConverted: (file: string) =>
    `This enquiry was already converted to booking ${file}. Open that file, or choose to add another booking.`,
  lineNotOnBooking: 'This line is not on this booking.',
  lineRepeated: 'This line was sent twice.',
  lineNoDate: 'This line has no date. Add one on the booking first.',
  timeRequired: 'The service time field is required.',
  /** Every picked service without a time, named as the dialog lists it. */
  timesMissing: (services: string[]) =>
    `${services.length === 1 ? 'This service needs' : `These ${services.length} services need`} a pickup time: ${services.join('; ')}.`,
} as const;

/** The note beside a converted enquiry's sale; `budget` is already formatted in its currency. */
export const enquiryBudgetNote = (budget: string) =>
  `The customer's estimated budget is ${budget}; the sale is what the file is sold for.`;

/** "1 service differs from the booking", "2 services differ from the booking". */
export const servicesDifferMessage = (n: number) =>
  `${n} service${n === 1 ? ' differs' : 's differ'} from the booking`;
