import { z } from 'zod';
import { answer, okEnvelope } from '../common/envelope.ts';
import { dayPlanInput, dayPlanQuery, dayPlanSchema } from '../day-plans.ts';
import { endpoint } from './define.ts';
import { recordEndpoints } from './record.ts';

// Tourism: each route needs its module's own key; the drivers' routes share them.
export const dayPlanAccess = {
  view: 'view_day_plans',
  create: 'create_day_plans',
  edit: 'edit_day_plans',
  remove: 'delete_day_plans',
} as const;

export const dayPlanEndpoints = {
  // Spec: "response success and data[]"; the day shown is echoed for the page header.
  list: endpoint({
    method: 'GET',
    path: '/day-plans',
    summary: "List a day's planned services",
    access: 'view_day_plans',
    query: dayPlanQuery,
    response: { 200: okEnvelope(z.array(dayPlanSchema)).extend({ date: answer.day }) },
    reads: ['day_plans'],
  }),
  ...recordEndpoints({
    path: '/day-plans',
    noun: { one: 'a day plan', many: 'day plans' },
    access: dayPlanAccess,
    record: dayPlanSchema,
    create: dayPlanInput,
    update: dayPlanInput,
  }),
};
