// What a booking accepts: its lines, the booking, the list's filters and payment inputs.
import { z } from 'zod';
import { whenValid } from './common/refine.ts';
import { optionalDate, requiredDate } from './common/dates.ts';
import {
  choiceFilter,
  HHMM,
  HHMM_PATTERN,
  optionalEmail,
  optionalId,
  optionalPan,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './common/fields.ts';
import { answer } from './common/envelope.ts';
import { moneyField, optionalMoneyField } from './common/money.ts';
import { GST_STATES, SERVICE_FILTERS, SUPPLIER_MESSAGES } from './suppliers-values.ts';
import { GST_TREATMENT_MESSAGES, GST_TREATMENTS } from './tax-values.ts';
import { orBlank } from './common/json-schema.ts';
import { pagingQuery, searchParam } from './common/paging.ts';
import { agentCommissionAnswer, agentCommissionRateField } from './commission.ts';
import { sortParam } from './sorting.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import {
  AGENT_PAYMENT_METHODS,
  BALANCE_FILTERS,
  DEFAULT_BOOKING_CURRENCY,
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUSES,
  FLIGHT_TYPES,
  MEAL_PLANS,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  TRANSFER_TYPES,
} from './constants.ts';

const label = (f: string) => f.replace(/_/g, ' ');

/** Counts parsed as numbers from form text (spec: booking number fields parse as decimals). */
const count = <F extends number | null>(field: string, min: number, fallback: F) =>
  z
    .union([z.number(), z.string()], { error: `The ${label(field)} must be a number.` })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > 999) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label(field)} must be a whole number from ${min} to 999.`,
        });
        return z.NEVER;
      }
      return n;
    })
    .meta(orBlank({ type: ['number', 'string'], minimum: min, maximum: 999, multipleOf: 1 }));

const time = (field: string) =>
  z
    .string({ error: `The ${label(field)} must be a time as HH:MM.` })
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!HHMM.test(v)) {
        ctx.addIssue({ code: 'custom', message: `The ${label(field)} must be a time as HH:MM.` });
        return z.NEVER;
      }
      return v.slice(0, 5);
    })
    .meta(orBlank({ type: 'string', pattern: HHMM_PATTERN }));

/**
 * The booking's choices, each with the message its form shows for a missing or unknown value.
 * The answers (booking-types.ts) check the same lists: one spelling of each.
 */
export const bookingChoice = {
  meal_plan: z.enum(MEAL_PLANS, { error: 'The selected meal plan is invalid.' }),
  transfer_type: z.enum(TRANSFER_TYPES, { error: 'The transfer type field is required.' }),
  flight_type: z.enum(FLIGHT_TYPES, { error: 'The flight type field is required.' }),
  package_type: z.enum(PACKAGE_TYPES, { error: 'The selected package type is invalid.' }),
  status: z.enum(BOOKING_STATUSES, { error: 'The status field is required.' }),
};

/**
 * A tour or flight line keeps its id across edits when the form sends it back:
 * services scheduled from a line follow that line, and a line left out counts as removed.
 * Hotels too: a line's supplier state and confirmation stay with it.
 */
const lineId = optionalId('line');

/**
 * Who supplies a line and its net cost, in the supplier's currency. A cost needs its
 * supplier; where the confirmation stands is moved by its own call (`serviceState`), not the form.
 */
const serviceInput = {
  supplier_id: optionalId('supplier').optional(),
  cost: optionalMoneyField('cost').optional(),
};
const costOfSupplier = <T extends { supplier_id?: number | null; cost?: string | null }>(
  l: T,
  ctx: z.RefinementCtx,
) => {
  if (l.cost != null && l.supplier_id == null)
    ctx.addIssue({
      code: 'custom',
      path: ['supplier_id'],
      message: SUPPLIER_MESSAGES.costNeedsSupplier,
    });
};

export const accommodationInput = z
  .object({
    id: lineId,
    ...serviceInput,
    hotel_name: requiredText('hotel_name', 150),
    check_in_date: requiredDate('check_in_date'),
    check_out_date: requiredDate('check_out_date'),
    number_of_rooms: count('number_of_rooms', 1, 1),
    room_type: optionalText('room_type', 100),
    meal_plan: bookingChoice.meal_plan.default('BB'),
    confirmation_number: optionalText('confirmation_number', 50),
  })
  .refine((a) => a.check_out_date > a.check_in_date, {
    path: ['check_out_date'],
    message: 'The check out date must be after the check in date.',
    ...whenValid('check_in_date', 'check_out_date'),
  })
  .superRefine(costOfSupplier);

export const tourInput = z
  .object({
    id: lineId,
    ...serviceInput,
    service_name: requiredText('service_name', 200),
    service_date: optionalDate('service_date'),
    pickup_time: time('pickup_time'),
    transfer_type: bookingChoice.transfer_type,
    // Blank counts default to the booking's totals (spec section 3).
    adult_count: count('adult_count', 0, null),
    child_count: count('child_count', 0, null),
  })
  .superRefine(costOfSupplier);

export const flightInput = z
  .object({
    id: lineId,
    ...serviceInput,
    flight_type: bookingChoice.flight_type,
    airline: requiredText('airline', 100),
    flight_number: requiredText('flight_number', 20),
    flight_date: optionalDate('flight_date'),
    // Local times at each end, as the ticket prints them (a flight may land the next day).
    departure_time: time('departure_time'),
    arrival_time: time('arrival_time'),
    from_city: optionalText('from_city', 100),
    to_city: optionalText('to_city', 100),
    pnr_number: optionalText('pnr_number', 20),
  })
  .superRefine(costOfSupplier);

/**
 * The most lines of each kind (hotels, tours, flights) one booking holds. A real file has a
 * handful (the demo's have 1-3 of each, the bench's 1-2); 50 covers a month-long tour, and
 * keeps the largest voucher PDF a fraction of a second's work.
 */
export const BOOKING_LINES_MAX = 50;

const lines = <S extends z.ZodType>(schema: S, field: string) =>
  z
    .array(schema, { error: `The ${field} must be a list.` })
    .max(BOOKING_LINES_MAX, `A booking may have at most ${BOOKING_LINES_MAX} ${field}.`)
    .default([]);

/**
 * A yes/no of the booking (a checkbox's true or false, or its text as the form holds it); blank
 * or absent is `fallback` (null: the server works it out).
 */
const flag = <F extends boolean | null>(field: string, fallback: F) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', ''])], {
      error: GST_TREATMENT_MESSAGES.flagInvalid(label(field)),
    })
    .nullish()
    .transform((v) =>
      v === true || v === 'true' ? true : v === false || v === 'false' ? false : fallback,
    )
    .meta(orBlank({ type: ['boolean', 'string'], enum: [true, false, 'true', 'false'] }));

/** The file's GST treatment (decision 055): blank takes the default from its lines. */
const gstTreatment = z
  .enum(['', ...GST_TREATMENTS], { error: GST_TREATMENT_MESSAGES.treatmentInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

const STATE_NAMES = Object.values(GST_STATES);
/** A state or union territory as GST_STATES names it (any case typed; stored as named). */
const guestState = optionalText('guest_state', 50)
  .transform((v, ctx) => {
    if (v === null) return null;
    const named = STATE_NAMES.find((s) => s.toLowerCase() === v.toLowerCase());
    if (!named) {
      ctx.addIssue({ code: 'custom', message: GST_TREATMENT_MESSAGES.stateInvalid });
      return z.NEVER;
    }
    return named;
  })
  .meta(orBlank({ type: 'string', enum: STATE_NAMES }));

/** A field staff type into a booking: its form's label, its rule, how the answer gives it back. */
const field = <I extends z.ZodType, A extends z.ZodType>(label: string, input: I, answer: A) => ({
  label,
  input,
  answer,
});
const optionalString = z.string().nullable();
const whole = z.number().int();

/**
 * The booking's own fields, in the form's order, declared once: the input schema, the answer
 * (booking-types.ts), the row the server writes (what is typed is stored as typed), the form's
 * values and the export's columns all derive from this list. A new optional field is one line
 * here (docs/ADDING-AN-ENDPOINT.md, "A new field on a record").
 */
export const BOOKING_FIELDS = {
  guest_name: field('Guest Name', requiredText('guest_name', 150), z.string()),
  guest_email: field('Guest Email', optionalEmail('guest_email'), optionalString),
  guest_mobile: field('Guest Mobile', optionalPhoneField('guest_mobile'), optionalString),
  guest_address: field('Guest Address', optionalText('guest_address', 500), optionalString),
  guest_pan: field('Guest PAN', optionalPan('guest_pan'), optionalString),
  // GST (decision 055): an unregistered guest's state is the place of supply (blank: the
  // agency's); a foreign tourist's tour wholly outside India may be exempt.
  guest_state: field('Guest State', guestState, optionalString),
  guest_foreign: field('Foreign Tourist', flag('guest_foreign', false), z.boolean()),
  // Blank: kept as it was, a new file's from its services (a supplier abroad, a flight out).
  travel_abroad: field('Tour Outside India', flag('travel_abroad', null), z.boolean()),
  gst_treatment: field(
    'GST Treatment',
    gstTreatment,
    z.enum(GST_TREATMENTS, { error: GST_TREATMENT_MESSAGES.treatmentInvalid }).nullable(),
  ),
  total_adults: field('Adults', count('total_adults', 0, 1), whole),
  total_children: field('Children', count('total_children', 0, 0), whole),
  total_infants: field('Infants', count('total_infants', 0, 0), whole),
  children_ages: field('Children Ages', optionalText('children_ages', 100), optionalString),
  total_rooms: field('Rooms', count('total_rooms', 0, 1), whole),
  booking_date: field('Booking Date', optionalDate('booking_date'), answer.day),
  travel_start_date: field(
    'Travel Start',
    optionalDate('travel_start_date'),
    answer.day.nullable(),
  ),
  travel_end_date: field('Travel End', optionalDate('travel_end_date'), answer.day.nullable()),
  check_in_date: field('Check-in', optionalDate('check_in_date'), answer.day.nullable()),
  check_out_date: field('Check-out', optionalDate('check_out_date'), answer.day.nullable()),
  package_name: field('Package Name', optionalText('package_name', 150), optionalString),
  package_type: field(
    'Package Type',
    bookingChoice.package_type.default('HOTEL/LAND'),
    bookingChoice.package_type,
  ),
  destination: field('Destination', optionalText('destination', 150), optionalString),
  sale_amount: field('Sale Amount', moneyField('sale_amount'), answer.money),
  // Blank once any service has a cost: the purchase is then the sum of the services' costs
  //, which the server works out; required otherwise (bookingInput's rule).
  purchase_amount: field('Purchase Amount', optionalMoneyField('purchase_amount'), answer.money),
  // Any active currency (the server checks it is active); a file's money and its payments are
  // in it, and the books hold it in rupees at the rate the file was booked at.
  currency: field('Currency', documentCurrency(DEFAULT_BOOKING_CURRENCY), currencyAnswer),
  ops_person_id: field('Ops Person', optionalId('ops_person'), answer.id.nullable()),
  sales_person_id: field('Sales Person', optionalId('sales_person'), answer.id.nullable()),
  agent_id: field('Agent', optionalId('agent'), answer.id.nullable()),
  agent_commission_rate: field(
    'Agent Commission Rate (%)',
    agentCommissionRateField,
    agentCommissionAnswer.agent_commission_rate,
  ),
  status: field('Status', bookingChoice.status.default('draft'), bookingChoice.status),
  special_notes: field('Special Notes', optionalText('special_notes', 5000), optionalString),
  internal_notes: field('Internal Notes', optionalText('internal_notes', 5000), optionalString),
};
export type BookingField = keyof typeof BOOKING_FIELDS;
export const BOOKING_FIELD_KEYS = Object.keys(BOOKING_FIELDS) as BookingField[];

type Fields = typeof BOOKING_FIELDS;
const inputs = Object.fromEntries(BOOKING_FIELD_KEYS.map((k) => [k, BOOKING_FIELDS[k].input])) as {
  [K in BookingField]: Fields[K]['input'];
};
/** The answer's shape of each field (booking-types.ts spreads it into the booking's answer). */
export const bookingFieldAnswers = Object.fromEntries(
  BOOKING_FIELD_KEYS.map((k) => [k, BOOKING_FIELDS[k].answer]),
) as { [K in BookingField]: Fields[K]['answer'] };

/**
 * The full booking with its lines. Derived figures (profit, commission amount, paid, balance,
 * statuses) are not accepted: the server computes them.
 */
const PURCHASE_REQUIRED = 'The purchase amount field is required.';
export const bookingInput = z
  .object({
    ...inputs,
    /**
     * A manager's reason for saving a file that takes its agent over its credit limit (issue
     * 33): recorded in the file's History. Refused from staff; ignored when within the limit.
     */
    credit_override_reason: optionalText('credit_override_reason', 500).optional(),
    accommodations: lines(accommodationInput, 'accommodations'),
    tours: lines(tourInput, 'tours'),
    flights: lines(flightInput, 'flights'),
  })
  .refine(
    (b) => !b.travel_start_date || !b.travel_end_date || b.travel_end_date >= b.travel_start_date,
    {
      path: ['travel_end_date'],
      message: 'The travel end date must be on or after the start date.',
      ...whenValid('travel_start_date', 'travel_end_date'),
    },
  )
  // With the other fields' errors: the lines may be unparsed yet, hence hasLineCosts' care.
  .refine((b) => b.purchase_amount !== null || hasLineCosts(b), {
    path: ['purchase_amount'],
    message: PURCHASE_REQUIRED,
    ...whenValid('purchase_amount'),
  });

/** Whether any of a file's services has a cost: its purchase is then their sum. The form's
 * text values and a body not parsed yet too (a blank or spaces is no cost). */
export const hasLineCosts = (b: { accommodations: unknown; tours: unknown; flights: unknown }) =>
  [b.accommodations, b.tours, b.flights].some(
    (lines) =>
      Array.isArray(lines) &&
      lines.some((l: unknown) => {
        const cost = (l as { cost?: unknown } | null)?.cost;
        return typeof cost === 'string' ? cost.trim() !== '' : cost !== null && cost !== undefined;
      }),
  );
export type BookingInput = z.input<typeof bookingInput>;
export type BookingValues = z.output<typeof bookingInput>;

export const bookingFilters = z.object({
  search: searchParam,
  status: choiceFilter(BOOKING_STATUSES, 'status'),
  payment_status: choiceFilter(PAYMENT_STATUSES, 'payment status'),
  date_from: optionalDate('date_from').optional(),
  date_to: optionalDate('date_to').optional(),
  /** `due`: files with money still to collect (balance above zero), cancelled ones left out. */
  balance: choiceFilter(BALANCE_FILTERS, 'balance'),
  /** `unconfirmed`: sold files with a service its supplier has not confirmed. */
  services: choiceFilter(SERVICE_FILTERS, 'services'),
  sort: sortParam('bookings'),
});
export const bookingListQuery = pagingQuery.extend(bookingFilters.shape);
export type BookingFilters = z.output<typeof bookingFilters>;

const paymentFields = {
  payment_date: requiredDate('payment_date'),
  amount: moneyField('amount', { min: 0.01 }),
  transaction_reference: optionalText('transaction_reference', 100),
  payment_notes: optionalText('payment_notes', 2000),
  /** Yes, record it although another live payment has the same reference (asked first). */
  confirm_duplicate_reference: z.boolean().optional(),
  /**
   * The bank, cash or card account the money went into (decision 043); left out, the account
   * set for the payment method, else Undeposited Funds.
   */
  deposit_account_id: optionalId('deposit_account_id').optional(),
};
export const bookingPaymentInput = z.object({
  ...paymentFields,
  payment_method: z.enum(BOOKING_PAYMENT_METHODS, {
    error: 'The payment method field is required.',
  }),
});
export const agentPaymentInput = z.object({
  ...paymentFields,
  payment_method: z
    .enum(AGENT_PAYMENT_METHODS, { error: 'The payment method field is required.' })
    .default('bank_transfer'),
});
export type BookingPaymentInput = z.input<typeof bookingPaymentInput>;
export type AgentPaymentInput = z.input<typeof agentPaymentInput>;
