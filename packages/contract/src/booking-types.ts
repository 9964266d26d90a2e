// What the API answers about a booking: its lines, payments, the booking and the list's totals.
// The answers' enumerations are the input lists' own (one spelling of each).
import type { AGENT_PAYMENT_STATUSES, BOOKING_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import type { FLIGHT_TYPES, MEAL_PLANS, PACKAGE_TYPES, TRANSFER_TYPES } from './constants.ts';

export interface AccommodationLine {
  id: number;
  hotel_name: string;
  check_in_date: string;
  check_out_date: string;
  number_of_nights: number;
  number_of_rooms: number;
  room_type: string | null;
  meal_plan: (typeof MEAL_PLANS)[number];
  confirmation_number: string | null;
}
export interface TourLine {
  id: number;
  service_name: string;
  service_date: string | null;
  pickup_time: string | null;
  transfer_type: (typeof TRANSFER_TYPES)[number];
  adult_count: number;
  child_count: number;
}
export interface FlightLine {
  id: number;
  flight_type: (typeof FLIGHT_TYPES)[number];
  airline: string;
  flight_number: string;
  flight_date: string | null;
  from_city: string | null;
  to_city: string | null;
  pnr_number: string | null;
}
export interface BookingPayment {
  id: number;
  /** RCPT-YYYY-NNNNN on customer payments (issue 18); agent payments have none (null). */
  receipt_number: string | null;
  amount: string;
  payment_date: string;
  payment_method: string;
  transaction_reference: string | null;
  payment_notes: string | null;
  received_by: { id: number; name: string } | null;
  created_at: string;
  /** Set when voided (issue 16): the payment stays listed but no longer counts. */
  voided_at: string | null;
  voided_by_user: { id: number; name: string } | null;
  void_reason: string | null;
}
export type AgentPayment = BookingPayment;

export interface Booking {
  id: number;
  file_number: string;
  guest_name: string;
  guest_email: string | null;
  guest_mobile: string | null;
  guest_address: string | null;
  total_adults: number;
  total_children: number;
  total_infants: number;
  children_ages: string | null;
  total_rooms: number;
  booking_date: string;
  travel_start_date: string | null;
  travel_end_date: string | null;
  check_in_date: string | null;
  check_out_date: string | null;
  package_name: string | null;
  package_type: (typeof PACKAGE_TYPES)[number];
  destination: string | null;
  sale_amount: string;
  purchase_amount: string;
  profit_amount: string;
  net_profit: string;
  paid_amount: string;
  balance_due: string;
  currency: 'AED';
  ops_person_id: number | null;
  sales_person_id: number | null;
  agent_id: number | null;
  /** The enquiry this file was converted from (issue 18). */
  enquiry_id: number | null;
  status: (typeof BOOKING_STATUSES)[number];
  payment_status: (typeof PAYMENT_STATUSES)[number];
  special_notes: string | null;
  internal_notes: string | null;
  agent_commission_rate: string | null;
  agent_commission_amount: string | null;
  agent_payable: string | null;
  agent_paid: string | null;
  agent_balance: string | null;
  agent_payment_status: (typeof AGENT_PAYMENT_STATUSES)[number] | null;
  created_at: string;
  agent: { id: number; name: string; code: string } | null;
  ops_person: { id: number; name: string } | null;
  sales_person: { id: number; name: string } | null;
  /** On the detail read. */
  accommodations?: AccommodationLine[];
  tours?: TourLine[];
  flights?: FlightLine[];
  payments?: BookingPayment[];
}

/**
 * The list's summary cards. `total_bookings` counts every match (as the list does); the money
 * figures leave cancelled files out, and `cancelled_bookings` says how many were left out.
 */
export interface BookingStatistics {
  total_bookings: number;
  total_sale_amount: string;
  total_profit: string;
  total_balance_due: string;
  cancelled_bookings: number;
}
