import { z } from 'zod';
import { optionalDate, requiredDate } from './common/dates.ts';
import {
  booleanField,
  optionalEmail,
  optionalId,
  optionalPhoneField,
  requiredText,
  requiredTime,
} from './common/fields.ts';
import { answer } from './common/envelope.ts';
import { dayPlanSchema, dutyFields } from './day-plans.ts';

/** A driver the day plans pick from; services may still name a driver freely. */
export const driverInput = z.object({
  name: requiredText('name', 100),
  mobile: optionalPhoneField('mobile'),
  email: optionalEmail('email'),
  // The same rule as a duty's vehicle (day plans, schedules).
  vehicle_number: dutyFields.vehicle_number,
  active: booleanField('active').default(true),
});
export type DriverInput = z.input<typeof driverInput>;
export type DriverValues = z.output<typeof driverInput>;

/** `GET /drivers`: every driver by name; `active=true` for a picker. */
export const driverListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  active: z
    .enum(['true', 'false', ''], { error: 'The active filter must be true or false.' })
    .optional(),
});

export const driverSchema = z.object({
  id: answer.id,
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  vehicle_number: z.string().nullable(),
  active: z.boolean(),
  created_at: answer.timestamp,
});
export type Driver = z.infer<typeof driverSchema>;

/**
 * `POST /day-plans/clash-check`: proposed services of one driver (a form before saving, or the
 * items picked in "Schedule services"). The driver is a picked one (`driver_id`) or a typed name.
 */
export const clashCheckInput = z.object({
  // The same rules as a day plan's driver fields.
  driver_id: dutyFields.driver_id,
  driver_name: dutyFields.driver_name,
  /** The service being edited, so it does not clash with itself. */
  exclude_id: optionalId('service'),
  services: z
    .array(
      z.object({
        plan_date: requiredDate('service_date'),
        service_time: requiredTime('service_time'),
      }),
      { error: 'The services must be a list.' },
    )
    .min(1, 'Give at least one service to check.')
    .max(50, 'Check at most 50 services at once.'),
});
export type ClashCheckInput = z.input<typeof clashCheckInput>;

/** Another service a proposed one clashes with. */
export const clashingServiceSchema = z.object({
  id: answer.id,
  plan_date: answer.day,
  service_time: z.string(),
  guest_name: z.string(),
  service_description: z.string(),
  file_number: z.string().nullable(),
  driver_name: z.string().nullable(),
  minutes_apart: z.number().int(),
});
export type ClashingService = z.infer<typeof clashingServiceSchema>;

/** One answer per proposed service, in the order sent (index = position in `services`). */
export const clashCheckResultSchema = z.object({
  index: z.number().int(),
  plan_date: answer.day,
  service_time: z.string(),
  clashes: z.array(clashingServiceSchema),
  /** Other proposed services of the same request within the hour (their indexes). */
  clashes_in_request: z.array(z.number().int()),
});
export type ClashCheckResult = z.infer<typeof clashCheckResultSchema>;

/** `GET /drivers/:id/duty-sheet?date=`: the day defaults to today in the agency's time zone. */
export const dutySheetQuery = z.object({ date: optionalDate('date').optional() });
export const dutySheetEmailInput = z.object({
  date: requiredDate('date'),
  /** Another address than the driver's own. */
  email: optionalEmail('email'),
});

/** One line of a duty sheet, in time order. */
export const dutyServiceSchema = dayPlanSchema
  .pick({
    id: true,
    service_time: true,
    guest_name: true,
    hotel_name: true,
    file_number: true,
    vehicle_number: true,
    remarks: true,
  })
  .extend({
    /** Where and what: the service's description (the pickup for a transfer). */
    pickup: z.string(),
    /** "EK 501 · Arrival" for a service scheduled from a flight, else null. */
    flight: z.string().nullable(),
    /** The guest's mobile, from the linked file. */
    mobile: z.string().nullable(),
    status: z.string(),
    /** Within the hour of another of this driver's services that day. */
    clash: z.boolean(),
  });
export type DutyService = z.infer<typeof dutyServiceSchema>;

/**
 * The one duty-sheet template: the web's printable page and the PDF both lay out `document`
 * (facts, then one table), so they cannot disagree.
 */
export const dutySheetDocumentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** [label, value] */
  facts: z.array(z.tuple([z.string(), z.string()])),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  footer: z.string(),
});
export type DutySheetDocument = z.infer<typeof dutySheetDocumentSchema>;

export const dutySheetSchema = z.object({
  driver: driverSchema.pick({
    id: true,
    name: true,
    mobile: true,
    email: true,
    vehicle_number: true,
  }),
  date: answer.day,
  services: z.array(dutyServiceSchema),
  document: dutySheetDocumentSchema,
});
export type DutySheet = z.infer<typeof dutySheetSchema>;

export const DRIVER_SERVER = {
  notFound: 'Driver not found',
  invalid: 'The selected driver is invalid.',
  inactive: 'This driver is inactive. Pick an active driver or type a name.',
  nameMismatch: 'The driver name must be blank or the picked driver’s own name.',
  mobileMismatch: 'The driver mobile must be blank or the picked driver’s own mobile.',
  vehicleMismatch: 'The vehicle number must be blank or the picked driver’s own vehicle.',
  inUse: 'This driver has services and cannot be deleted. Set the driver inactive instead.',
  emailMissing: 'This driver has no email address. Enter one to send the duty sheet to.',
  noServices: 'This driver has no services on that day.',
  emailLimit: (perHour: number, minutes: number) =>
    `You can send ${perHour} emails an hour (vouchers and duty sheets together). Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
