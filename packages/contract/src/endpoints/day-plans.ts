import { z } from 'zod';
import { answer, messageEnvelope, okEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import { dayPlanInput, dayPlanQuery, dayPlanSchema } from '../day-plans.ts';
import { endpoint } from './define.ts';

// Tourism keys per route (decisions section 4, issue 16).
export const dayPlanEndpoints = {
  // Spec: "response success and data[]"; the day shown is echoed for the page header.
  list: endpoint({
    method: 'GET',
    path: '/day-plans',
    access: 'view_day_plans',
    query: dayPlanQuery,
    response: { 200: okEnvelope(z.array(dayPlanSchema)).extend({ date: answer.day }) },
    reads: ['day_plans'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/day-plans/:id',
    access: 'view_day_plans',
    params: idParams,
    response: { 200: okEnvelope(dayPlanSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/day-plans',
    access: 'create_day_plans',
    body: dayPlanInput,
    response: { 201: okEnvelope(dayPlanSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/day-plans/:id',
    access: 'edit_day_plans',
    params: idParams,
    body: dayPlanInput,
    response: { 200: okEnvelope(dayPlanSchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/day-plans/:id',
    access: 'delete_day_plans',
    params: idParams,
    response: { 200: messageEnvelope },
  }),
};
