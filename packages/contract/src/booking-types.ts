// What the API answers about a booking: its lines, payments, the booking and the list's totals,
// as zod schemas: each type is derived from its schema, never written beside it.
// The answers' choices are the inputs' own (bookingChoice: one spelling of each).
import { z } from 'zod';
import { BASE_CURRENCY } from './ledger-values.ts';
import { currencyAnswer, rateAnswer } from './currencies.ts';
import { SERVICE_STATES } from './suppliers-values.ts';
import { answer, idName } from './common/envelope.ts';
import { agentCommissionAnswer } from './commission.ts';
import { bookingChoice, bookingFieldAnswers } from './bookings.ts';
import { AGENT_PAYMENT_STATUSES, PAYMENT_STATUSES } from './constants.ts';

/**
 * A line's supplier, cost and confirmation: the cost in `cost_currency` (the
 * supplier's when it was set), where it stands with the supplier, and who moved it last.
 */
const serviceAnswer = {
  /** Its email: where its service order goes (Send request), null when it has none. */
  supplier: z
    .object({ id: answer.id, code: z.string(), name: z.string(), email: z.string().nullable() })
    .nullable(),
  cost: answer.money.nullable(),
  cost_currency: currencyAnswer.nullable(),
  service_state: z.enum(SERVICE_STATES),
  confirmation_number: z.string().nullable(),
  confirmation_date: answer.day.nullable(),
  confirmation_notes: z.string().nullable(),
  /** What the supplier keeps of a cancelled service, in the cost's currency. */
  cancellation_charge: answer.money.nullable(),
  state_changed_at: answer.timestamp.nullable(),
  state_changed_by: idName.nullable(),
};

/** 'HH:MM' */
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
/** People, rooms and nights, as the integer columns hold them. */
const whole = z.number().int();

export const accommodationLineSchema = z.object({
  id: answer.id,
  hotel_name: z.string(),
  check_in_date: answer.day,
  check_out_date: answer.day,
  number_of_nights: whole,
  number_of_rooms: whole,
  room_type: z.string().nullable(),
  meal_plan: bookingChoice.meal_plan,
  ...serviceAnswer,
});

export const tourLineSchema = z.object({
  id: answer.id,
  service_name: z.string(),
  service_date: answer.day.nullable(),
  pickup_time: hhmm.nullable(),
  transfer_type: bookingChoice.transfer_type,
  adult_count: whole,
  child_count: whole,
  ...serviceAnswer,
});

export const flightLineSchema = z.object({
  id: answer.id,
  flight_type: bookingChoice.flight_type,
  airline: z.string(),
  flight_number: z.string(),
  flight_date: answer.day.nullable(),
  departure_time: hhmm.nullable(),
  arrival_time: hhmm.nullable(),
  from_city: z.string().nullable(),
  to_city: z.string().nullable(),
  pnr_number: z.string().nullable(),
  ...serviceAnswer,
});
export type AccommodationLine = z.infer<typeof accommodationLineSchema>;
export type TourLine = z.infer<typeof tourLineSchema>;
export type FlightLine = z.infer<typeof flightLineSchema>;

/** How a payment was written down: its reference and notes, who received it, when it was entered. */
export const paymentEntry = {
  transaction_reference: z.string().nullable(),
  payment_notes: z.string().nullable(),
  received_by: idName.nullable(),
  created_at: answer.timestamp,
};

export const bookingPaymentSchema = z.object({
  id: answer.id,
  /** RCPT-YYYY-NNNNN on customer payments; agent payments have none (null). */
  receipt_number: z.string().nullable(),
  amount: answer.money,
  payment_date: answer.day,
  payment_method: z.string(),
  ...paymentEntry,
  /** Set when voided: the payment stays listed but no longer counts. */
  voided_at: answer.timestamp.nullable(),
  voided_by_user: idName.nullable(),
  void_reason: z.string().nullable(),
  /** The bank, cash or card account the money went into (null: it posted nothing, decision 043). */
  deposit_account: idName.nullable(),
  /** Rupees of TCS collected with it on an overseas package (decision 057); null: none. */
  tcs: answer.money.nullable(),
  /**
   * The other live payments of the same kind (customer or agent) that carry the same
   * transaction reference, any case: a bank reference seen twice is shown on both.
   */
  duplicate_reference_of: z.array(
    z.object({ id: answer.id, booking_id: answer.id, file_number: z.string() }),
  ),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;
export type AgentPayment = BookingPayment;

/** How an answer names a booking file, on its own or beside a payment, a receipt, a flight. */
export const fileAndGuest = { file_number: z.string(), guest_name: z.string() };

export const bookingSchema = z.object({
  id: answer.id,
  ...fileAndGuest,
  ...bookingFieldAnswers,
  profit_amount: answer.money,
  net_profit: answer.money,
  paid_amount: answer.money,
  balance_due: answer.money,
  /** The enquiry this file was converted from. */
  enquiry_id: answer.id.nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** INR for one unit of the file's currency, the rate it was booked at; null until it posts. */
  rate: rateAnswer.nullable(),
  /** What a cancelled file keeps of its sale (decision 052); null otherwise. */
  cancellation_charge: answer.money.nullable(),
  /**
   * What was refunded to the payer of a cancelled file (live refunds, decision 052). A
   * cancelled file's balance due is then its charge less what it received net of refunds.
   */
  refunded_amount: answer.money,
  ...agentCommissionAnswer,
  agent_payable: answer.money.nullable(),
  agent_paid: answer.money.nullable(),
  agent_balance: answer.money.nullable(),
  agent_payment_status: z.enum(AGENT_PAYMENT_STATUSES).nullable(),
  created_at: answer.timestamp,
  agent: idName.extend({ code: z.string() }).nullable(),
  ops_person: idName.nullable(),
  sales_person: idName.nullable(),
});
/** A booking as the list and the agent payments' answers give it: no lines, no payments. */
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The booking with its lines and customer payments, always all four lists (empty when there are
 * none): the detail read's base, and the answer of the writes that return the whole file
 * (create, edit, a customer payment and its void).
 */
export const bookingWithLinesSchema = bookingSchema.extend({
  accommodations: z.array(accommodationLineSchema),
  tours: z.array(tourLineSchema),
  flights: z.array(flightLineSchema),
  payments: z.array(bookingPaymentSchema),
});
export type BookingWithLines = z.infer<typeof bookingWithLinesSchema>;

/**
 * The list's summary cards. `total_bookings` counts every match (as the list does); the money
 * figures, in rupees (files in any currency are added at their booked rates), count confirmed
 * and completed files only (a draft is not a sale yet, a cancelled file
 * no longer one), and `draft_bookings` and `cancelled_bookings` say how many were left out.
 */
export const bookingStatisticsSchema = z.object({
  /** The money figures' currency: the books' (INR), each file at the rate it was booked at. */
  currency: z.literal(BASE_CURRENCY),
  total_bookings: answer.count,
  total_sale_amount: answer.total,
  total_profit: answer.total,
  total_balance_due: answer.total,
  draft_bookings: answer.count,
  cancelled_bookings: answer.count,
});
export type BookingStatistics = z.infer<typeof bookingStatisticsSchema>;
