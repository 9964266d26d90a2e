import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { searchParam } from '../common/paging.ts';
import { staffCountsSchema, todayItemSchema } from '../dashboard.ts';
import { endpoint } from './define.ts';

export const dashboardEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/dashboard/today',
    access: 'signed-in',
    response: { 200: okEnvelope(todayItemSchema.array()) },
  }),
  // The staff list's stat cards; admin-only like the staff list itself.
  staffCounts: endpoint({
    method: 'GET',
    path: '/dashboard/staff-counts',
    access: 'admin',
    query: z.object({ search: searchParam }),
    response: { 200: okEnvelope(staffCountsSchema) },
  }),
};
