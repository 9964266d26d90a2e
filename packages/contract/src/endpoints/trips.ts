import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { dayPlanSchema } from '../day-plans.ts';
import { bookingPrefillAnswerSchema, scheduleInput, schedulableItemSchema } from '../trips.ts';
import { endpoint } from './define.ts';

/**
 * One trip, one flow. Each route reads one module and writes another: the access
 * rule is the write's key, and the route also needs the read's (checked in the handler).
 */
export const tripEndpoints = {
  // "Convert to booking": the booking form's starting values, and the files already made.
  bookingPrefill: endpoint({
    method: 'GET',
    path: '/enquiries/:id/booking-prefill',
    summary: "Read an enquiry's details as a new booking's first values",
    access: 'create_bookings',
    tag: 'trips',
    params: idParams,
    response: { 200: okEnvelope(bookingPrefillAnswerSchema) },
  }),
  // "Schedule services": the booking's tours and flights as the services they would become.
  schedulable: endpoint({
    method: 'GET',
    path: '/bookings/:id/schedulable',
    summary: "List a booking's services that may be scheduled",
    access: 'create_day_plans',
    tag: 'trips',
    params: idParams,
    response: { 200: okEnvelope(z.array(schedulableItemSchema)) },
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/bookings/:id/services',
    summary: "Schedule a booking's services as day plans",
    access: 'create_day_plans',
    tag: 'trips',
    params: idParams,
    body: scheduleInput,
    response: { 201: okEnvelope(z.array(dayPlanSchema)) },
  }),
};
