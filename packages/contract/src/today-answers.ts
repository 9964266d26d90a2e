/**
 * `GET /api/today`'s answer as zod schemas, the types derived from them. Apart from
 * today.ts, whose plain values the web's `@app/contract/constants` carries without zod.
 */
import { z } from 'zod';
import { currencyAnswer } from './currencies.ts';
import { answer, idName } from './common/envelope.ts';
import { fileAndGuest } from './booking-types.ts';
import { dayPlanService } from './day-plans.ts';
import { SERVICE_LINE_KINDS } from './suppliers.ts';
import { SERVICE_STATES } from './suppliers-values.ts';

/** `total` is how many there are; more than `items.length` when cut at TODAY_LIST_LIMIT. */
const todayList = <T extends z.ZodType>(item: T) =>
  z.object({ total: answer.count, items: z.array(item) });
export interface TodayList<T> {
  total: number;
  items: T[];
}

export const followUpItemSchema = z.object({
  id: answer.id,
  enquiry_number: z.string(),
  enquiry_type: z.enum(['direct', 'agent']),
  customer_name: z.string(),
  follow_up_date: answer.day,
  status: z.string(),
  priority: z.string(),
  assigned_user: idName.nullable(),
});

export const travellingItemSchema = z.object({
  id: answer.id,
  ...fileAndGuest,
  travel_start_date: answer.day,
  /** Exact decimal in the booking's currency. */
  balance_due: answer.money,
  currency: z.string(),
});

/** A hotel, tour or flight its supplier has not confirmed, dated within the week. */
export const unconfirmedServiceItemSchema = z.object({
  booking_id: answer.id,
  ...fileAndGuest,
  kind: z.enum(SERVICE_LINE_KINDS),
  line_id: answer.id,
  /** The hotel's name, the tour's, or the airline and flight number. */
  service: z.string(),
  service_date: answer.day,
  service_state: z.enum(SERVICE_STATES),
  supplier: idName.nullable(),
});

/**
 * What the agency still owes a supplier for one confirmed service (`amount`: its payable less
 * the payments on it), due by a week from today.
 */
export const payableDueItemSchema = z.object({
  id: answer.id,
  supplier: idName,
  booking_id: answer.id,
  file_number: z.string(),
  service: z.string(),
  currency: currencyAnswer,
  amount: answer.money,
  due_date: answer.day,
});

/** An agent owing CREDIT_WARN_SHARE or more of its credit limit in a currency. */
export const creditItemSchema = z.object({
  agent: z.object({ id: answer.id, code: z.string(), name: z.string() }),
  currency: currencyAnswer,
  credit_limit: answer.money,
  outstanding: answer.total,
});

export const arrivalItemSchema = z.object({
  booking_id: answer.id,
  ...fileAndGuest,
  flight_id: answer.id,
  airline: z.string(),
  flight_number: z.string(),
  flight_date: answer.day,
  from_city: z.string().nullable(),
  to_city: z.string().nullable(),
});

/** A day plan's service as Today's lists show it (`service_time` 'HH:MM' or null). */
export const serviceItemSchema = z.object(dayPlanService);

export const driverClashItemSchema = z.object({
  plan_date: answer.day,
  /** The picked driver, or null when both services name the driver only as typed text. */
  driver_id: answer.id.nullable(),
  driver_name: z.string(),
  minutes_apart: z.number().int(),
  services: z.tuple([serviceItemSchema, serviceItemSchema]),
});

export const pendingApprovalItemSchema = z.object({
  id: answer.id,
  transaction_date: answer.day,
  type: z.enum(['income', 'expense']),
  /** In its account's currency. */
  amount: answer.money,
  currency: currencyAnswer,
  description: z.string(),
  account: idName,
  created_by: idName.nullable(),
});

/** Keys are present only for lists the caller may see. */
export const todayPanelSchema = z.object({
  /** Today and tomorrow in the agency's time zone. */
  date: answer.day,
  tomorrow: answer.day,
  /** Open enquiries (either kind) whose follow-up date is today or earlier, oldest first. */
  follow_ups: todayList(followUpItemSchema).optional(),
  /** Files starting travel from today to TRAVEL_SOON_DAYS ahead with a balance due. */
  travelling_with_balance: todayList(travellingItemSchema).optional(),
  /**
   * Services of sold files dated from today to UNCONFIRMED_SOON_DAYS ahead that their supplier
   * has not confirmed (to request, requested or changed), soonest first.
   */
  unconfirmed_services: todayList(unconfirmedServiceItemSchema).optional(),
  /** Suppliers' payables due by PAYABLES_DUE_DAYS from today (overdue ones first), soonest first. */
  payables_due: todayList(payableDueItemSchema).optional(),
  /** Agents owing 80% or more of a credit limit, the most used first. */
  agents_near_credit_limit: todayList(creditItemSchema).optional(),
  /** Arrival flights tomorrow on files that are not cancelled. */
  arrivals_tomorrow: todayList(arrivalItemSchema).optional(),
  /** Tomorrow's services (not cancelled) with no driver picked or typed. */
  services_without_driver: todayList(serviceItemSchema).optional(),
  /** Pairs of one driver's services less than CLASH_MINUTES apart, today to CLASH_DAYS ahead. */
  driver_clashes: todayList(driverClashItemSchema).optional(),
  /** Pending transactions the caller may decide (not their own: four-eyes), oldest first. */
  pending_approvals: todayList(pendingApprovalItemSchema).optional(),
});

export type FollowUpItem = z.infer<typeof followUpItemSchema>;
export type TravellingItem = z.infer<typeof travellingItemSchema>;
export type ArrivalItem = z.infer<typeof arrivalItemSchema>;
export type UnconfirmedServiceItem = z.infer<typeof unconfirmedServiceItemSchema>;
export type CreditItem = z.infer<typeof creditItemSchema>;
export type PayableDueItem = z.infer<typeof payableDueItemSchema>;
export type ServiceItem = z.infer<typeof serviceItemSchema>;
export type DriverClashItem = z.infer<typeof driverClashItemSchema>;
export type PendingApprovalItem = z.infer<typeof pendingApprovalItemSchema>;
export type TodayPanel = z.infer<typeof todayPanelSchema>;
