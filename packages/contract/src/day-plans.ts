import { z } from 'zod';
import { optionalDate, requiredDate } from './common/dates.ts';
import {
  choiceFilter,
  optionalId,
  optionalPhoneField,
  optionalText,
  requiredText,
  requiredTime,
} from './common/fields.ts';
import { optionalMoneyField } from './common/money.ts';
import { DAY_PLAN_DEFAULTS, DAY_PLAN_STATUSES, DEFAULT_DAY_PLAN_CURRENCY } from './constants.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import { sortParam } from './sorting.ts';
import { answer } from './common/envelope.ts';

/** Who drives, and with what: a day plan's fields, and a schedule's for all its services. */
export const dutyFields = {
  driver_id: optionalId('driver'),
  driver_name: optionalText('driver_name', 100),
  driver_mobile: optionalPhoneField('driver_mobile'),
  vehicle_number: optionalText('vehicle_number', 30),
};

export const dayPlanInput = z.object({
  plan_date: requiredDate('service_date'),
  service_time: requiredTime('service_time').default(DAY_PLAN_DEFAULTS.service_time),
  guest_name: requiredText('guest_name', 150),
  file_number: optionalText('file_number', 30),
  hotel_name: optionalText('hotel_name', 150),
  service_description: requiredText('service_description', 2000),
  /** A driver from the list; without one, driver_name stays free text. */
  ...dutyFields,
  amount: optionalMoneyField('amount'),
  /** The amount's currency: any active one, dollars unless said. */
  currency: documentCurrency(DEFAULT_DAY_PLAN_CURRENCY),
  remarks: optionalText('remarks', 2000),
  status: z.enum(DAY_PLAN_STATUSES, { error: 'The status field is required.' }).default('pending'),
});
export type DayPlanInput = z.input<typeof dayPlanInput>;
export type DayPlanValues = z.output<typeof dayPlanInput>;

/** `GET /day-plans`: one day's plan (default today in the agency's time zone). */
export const dayPlanQuery = z.object({
  date: optionalDate('date').optional(),
  status: choiceFilter(DAY_PLAN_STATUSES, 'status'),
  driver: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  sort: sortParam('dayPlans'),
});

/** A service by when, what and for whom: a day plan's first fields, and Today's list item. */
export const dayPlanService = {
  id: answer.id,
  plan_date: answer.day,
  service_time: z.string().nullable(),
  service_description: z.string(),
  guest_name: z.string(),
  file_number: z.string().nullable(),
  hotel_name: z.string().nullable(),
};

export const dayPlanSchema = z.object({
  ...dayPlanService,
  driver_name: z.string().nullable(),
  driver_mobile: z.string().nullable(),
  vehicle_number: z.string().nullable(),
  amount: answer.money.nullable(),
  currency: currencyAnswer,
  remarks: z.string().nullable(),
  status: z.enum(DAY_PLAN_STATUSES),
  created_at: answer.timestamp,
  /** The picked driver, and the file and line the service was scheduled from. */
  driver_id: answer.id.nullable(),
  booking_id: answer.id.nullable(),
  source_kind: z.enum(['tour', 'flight']).nullable(),
  source_line_id: answer.id.nullable(),
  /** Other services of the same driver that day within the hour (CLASH_MINUTES, today.ts). */
  clashes_with: z.array(answer.id),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;
