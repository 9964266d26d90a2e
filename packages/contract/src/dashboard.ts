/** One counter of the dashboard's "Today" panel. */
export interface TodayItem {
  key: string;
  label: string;
  count: number;
  link: string;
}
