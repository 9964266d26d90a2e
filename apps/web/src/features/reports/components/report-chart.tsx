import '@mantine/charts/styles.css';
import type { BarChartProps } from '@mantine/charts';
import { BarChart } from '@mantine/charts';

/**
 * The report's bar chart in a chunk of its own: recharts is some 120 KB gzipped, more than half
 * of what the page would load before it shows anything (docs/decisions/039-first-page-budget.md).
 * The filters, table and summary render without it; the chart joins them once its chunk is in.
 */
export default function ReportChart(props: BarChartProps) {
  return <BarChart {...props} />;
}
