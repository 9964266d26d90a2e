/**
 * `GET /api/today` (issue 18): the dashboard's Today panel as lists, each item carrying the ids
 * its link needs. A list shows only to those who may open what it lists (the list's own view
 * key; pending approvals to those who may approve). Each list is complete up to
 * TODAY_LIST_LIMIT items; past that `total` says how many there are and `items` holds the
 * first TODAY_LIST_LIMIT (never a silent cap).
 */
import type { DayPlan } from './day-plans.ts';

/** Items per list at most; `total` is always the full count. */
export const TODAY_LIST_LIMIT = 100;
/** "Travelling soon" means a travel start from today to this many days ahead. */
export const TRAVEL_SOON_DAYS = 7;
/** Two services of one driver closer than this (minutes) on the same day clash. */
export const CLASH_MINUTES = 60;
/** Clashes are looked for from today to this many days ahead. */
export const CLASH_DAYS = 7;
/** An enquiry in one of these needs no follow-up (the dashboard's "open" leaves them out). */
export const CLOSED_ENQUIRY_STATUSES = ['converted', 'lost', 'cancelled'] as const;

export interface TodayList<T> {
  /** How many there are; more than `items.length` when the list was cut at TODAY_LIST_LIMIT. */
  total: number;
  items: T[];
}

export interface FollowUpItem {
  id: number;
  enquiry_number: string;
  enquiry_type: 'direct' | 'agent';
  customer_name: string;
  follow_up_date: string;
  status: string;
  priority: string;
  assigned_user: { id: number; name: string } | null;
}

export interface TravellingItem {
  id: number;
  file_number: string;
  guest_name: string;
  travel_start_date: string;
  /** Exact decimal in the booking's currency. */
  balance_due: string;
  currency: string;
}

export interface ArrivalItem {
  booking_id: number;
  file_number: string;
  guest_name: string;
  flight_id: number;
  airline: string;
  flight_number: string;
  flight_date: string;
  from_city: string | null;
  to_city: string | null;
}

/** A day plan's service as Today's lists show it (`service_time` 'HH:MM' or null). */
export type ServiceItem = Pick<
  DayPlan,
  | 'id'
  | 'plan_date'
  | 'service_time'
  | 'service_description'
  | 'guest_name'
  | 'file_number'
  | 'hotel_name'
>;

export interface DriverClashItem {
  plan_date: string;
  /** The picked driver, or null when both services name the driver only as typed text. */
  driver_id: number | null;
  driver_name: string;
  minutes_apart: number;
  services: [ServiceItem, ServiceItem];
}

export interface PendingApprovalItem {
  id: number;
  transaction_date: string;
  type: 'income' | 'expense';
  amount: string;
  description: string;
  account: { id: number; name: string };
  created_by: { id: number; name: string } | null;
}

/** Keys are present only for lists the caller may see. */
export interface TodayPanel {
  /** Today and tomorrow in the agency's time zone. */
  date: string;
  tomorrow: string;
  /** Open enquiries (either kind) whose follow-up date is today or earlier, oldest first. */
  follow_ups?: TodayList<FollowUpItem>;
  /** Files starting travel from today to TRAVEL_SOON_DAYS ahead with a balance due. */
  travelling_with_balance?: TodayList<TravellingItem>;
  /** Arrival flights tomorrow on files that are not cancelled. */
  arrivals_tomorrow?: TodayList<ArrivalItem>;
  /** Tomorrow's services (not cancelled) with no driver picked or typed. */
  services_without_driver?: TodayList<ServiceItem>;
  /** Pairs of one driver's services less than CLASH_MINUTES apart, today to CLASH_DAYS ahead. */
  driver_clashes?: TodayList<DriverClashItem>;
  /** Pending transactions the caller may decide (not their own: four-eyes), oldest first. */
  pending_approvals?: TodayList<PendingApprovalItem>;
}
