import { z } from 'zod';
import { answer } from './common/envelope.ts';

/** One counter of the dashboard's "Today" panel. */
export const todayItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: answer.count,
  link: z.string(),
});

/**
 * The staff list's stat cards: counted over every staff member its search matches,
 * so "Total Staff" is the list's own total, not the size of the loaded page.
 */
export const staffCountsSchema = z.object({
  total: answer.count,
  active: answer.count,
  inactive: answer.count,
  administrators: answer.count,
});

export type TodayItem = z.infer<typeof todayItemSchema>;
export type StaffCounts = z.infer<typeof staffCountsSchema>;
