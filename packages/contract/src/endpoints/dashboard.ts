import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { searchParam } from '../common/paging.ts';
import { staffCountsSchema, todayItemSchema } from '../dashboard.ts';
import { endpoint } from './define.ts';

export const dashboardEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/dashboard/today',
    summary: "Read the dashboard's figures",
    access: 'signed-in',
    response: { 200: okEnvelope(todayItemSchema.array()) },
  }),
  // The staff list's stat cards; admin-only like the staff list itself.
  staffCounts: endpoint({
    method: 'GET',
    path: '/dashboard/staff-counts',
    summary: 'Count the staff by status for the dashboard',
    access: 'admin',
    query: z.object({ search: searchParam }),
    response: { 200: okEnvelope(staffCountsSchema) },
  }),
};
