/**
 * One trip, one flow: an enquiry becomes a booking, a booking's tours and flights
 * become day-plan services, and the booking shows where its services no longer match it.
 */
import { z } from 'zod';
import { bookingInput } from './bookings.ts';
import { dayPlanSchema, dutyFields } from './day-plans.ts';
import { booleanField, HHMM, optionalId, optionalText, requiredId } from './common/fields.ts';
import { DAY_PLAN_STATUSES } from './constants.ts';
import { answer } from './common/envelope.ts';
import { currencyAnswer } from './currencies.ts';
import { SOURCE_KINDS } from './trips-values.ts';

export * from './trips-values.ts';

/**
 * `POST /bookings`: the booking, and optionally the enquiry it converts. Converting an enquiry
 * that already has a file is refused (409, naming the file) unless `add_another` is true.
 */
export const bookingCreateInput = bookingInput.safeExtend({
  enquiry_id: optionalId('enquiry'),
  add_another: booleanField('add_another').default(false),
});
export type BookingCreateInput = z.input<typeof bookingCreateInput>;

/** A record linked to another, shown as its number with a link. */
export const fileLinkSchema = z.object({ id: answer.id, file_number: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;
export const enquiryLinkSchema = z.object({ id: answer.id, enquiry_number: z.string() });
export type EnquiryLink = z.infer<typeof enquiryLinkSchema>;

/**
 * `GET /enquiries/:id/booking-prefill`: what the booking form starts from. Only fields a
 * booking has; the form's other fields keep their defaults.
 */
export const bookingPrefillSchema = z.object({
  enquiry_id: answer.id,
  guest_name: z.string(),
  guest_email: z.string().nullable(),
  guest_mobile: z.string().nullable(),
  agent_id: answer.id.nullable(),
  agent_commission_rate: answer.money.nullable(),
  destination: z.string().nullable(),
  travel_start_date: answer.day.nullable(),
  travel_end_date: answer.day.nullable(),
  total_adults: z.number().int(),
  total_children: z.number().int(),
  /** The enquiry's currency, which the file takes, and the agent's expected sale in it. */
  currency: currencyAnswer,
  sale_amount: answer.money.nullable(),
});
export type BookingPrefill = z.infer<typeof bookingPrefillSchema>;

export const bookingPrefillAnswerSchema = z.object({
  prefill: bookingPrefillSchema,
  enquiry: enquiryLinkSchema.extend({
    enquiry_type: z.enum(['direct', 'agent']),
    /**
     * The customer's estimated budget, in the enquiry's currency (the prefill's): shown beside
     * the sale, which it is not (`enquiryBudgetNote`).
     */
    estimated_budget: answer.money.nullable(),
  }),
  /** Files already made from this enquiry: the form offers them instead of a second one. */
  bookings: z.array(fileLinkSchema),
});
export type BookingPrefillAnswer = z.infer<typeof bookingPrefillAnswerSchema>;

/** The 409 answer's `data` when an enquiry was already converted. */
export const alreadyConvertedSchema = z.object({
  booking: fileLinkSchema,
  bookings: z.array(fileLinkSchema),
});
export type AlreadyConverted = z.infer<typeof alreadyConvertedSchema>;

/** `GET /bookings/:id/schedulable`: one tour line or flight, ready to become a service. */
export const schedulableItemSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  line_id: answer.id,
  /** For flights: arrival or departure (the transfer's direction). */
  flight_type: z.enum(['arrival', 'departure']).nullable(),
  /** The line's date; without one it cannot be scheduled until the booking gets one. */
  plan_date: answer.day.nullable(),
  /**
   * The tour's pickup time, or an arrival's landing time (the pickup, which the user may
   * change); null for a departure or a flight without times: the user gives it.
   */
  service_time: z.string().nullable(),
  service_description: z.string(),
  guest_name: z.string(),
  file_number: z.string(),
  hotel_name: z.string().nullable(),
  flight: z.string().nullable(),
  pax: z.string(),
  /** Services already made from this line. */
  scheduled: z.array(
    z.object({ id: answer.id, plan_date: answer.day, service_time: z.string().nullable() }),
  ),
});
export type SchedulableItem = z.infer<typeof schedulableItemSchema>;

/** `POST /bookings/:id/services`: the picked lines, with the driver and vehicle for all. */
export const scheduleInput = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(SOURCE_KINDS, { error: 'The selected line kind is invalid.' }),
        line_id: requiredId('line'),
        /** Required when the line has no time (a departure); else it replaces the line's time. */
        service_time: optionalText('service_time', 8)
          .refine((v) => v === null || HHMM.test(v), 'The service time must be a time as HH:MM.')
          .transform((v) => v?.slice(0, 5) ?? null),
      }),
      { error: 'The items must be a list.' },
    )
    .min(1, 'Pick at least one line to schedule.')
    .max(50, 'Schedule at most 50 lines at once.'),
  ...dutyFields,
  status: z.enum(DAY_PLAN_STATUSES, { error: 'The status field is required.' }).default('pending'),
});
export type ScheduleInput = z.input<typeof scheduleInput>;
export type ScheduleValues = z.output<typeof scheduleInput>;

/** One field where a scheduled service no longer matches its booking. */
export const serviceDifferenceSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** The booking's value now (null: blank, or the line was removed). */
  booking: z.string().nullable(),
  /** The value the service was scheduled with. */
  service: z.string().nullable(),
});
export type ServiceDifference = z.infer<typeof serviceDifferenceSchema>;

/** A service on its booking's page, with how it differs from the booking now. */
export const bookingServiceSchema = dayPlanSchema
  .pick({
    id: true,
    plan_date: true,
    service_time: true,
    service_description: true,
    driver_id: true,
    driver_name: true,
    vehicle_number: true,
    status: true,
    source_kind: true,
    source_line_id: true,
  })
  .extend({
    /** The booking line it came from is gone. */
    line_removed: z.boolean(),
    differences: z.array(serviceDifferenceSchema),
  });
export type BookingService = z.infer<typeof bookingServiceSchema>;

/** Added to `GET /bookings/:id`. `services` is null for those who may not view day plans. */
export const bookingTripSchema = z.object({
  enquiry: enquiryLinkSchema.nullable(),
  services: z.array(bookingServiceSchema).nullable(),
  /** How many services differ from the booking (0 when none, or services hidden). */
  services_differing: answer.count,
});
export type BookingTrip = z.infer<typeof bookingTripSchema>;
