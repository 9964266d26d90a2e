/** One counter of the dashboard's "Today" panel. */
export interface TodayItem {
  key: string;
  label: string;
  count: number;
  link: string;
}

/**
 * The staff list's stat cards (issue 17): counted over every staff member its search matches,
 * so "Total Staff" is the list's own total, not the size of the loaded page.
 */
export interface StaffCounts {
  total: number;
  active: number;
  inactive: number;
  administrators: number;
}
