import type { Series } from './report-defs.tsx';

/**
 * The chart's text alternative: every bar's value in words, so a screen reader (and a printed
 * page without colour) reads the same figures the bars show.
 */
export function chartSummary(
  chart: { rows: Record<string, string | number>[]; series: Series[] },
  money: (v: number) => string,
) {
  const lines = chart.rows.map(
    (r) =>
      `${r.label}: ${chart.series.map((s) => `${s.label} ${money(Number(r[s.name] ?? 0))}`).join(', ')}.`,
  );
  return `Bar chart of ${chart.series.map((s) => s.label).join(', ')}. ${lines.join(' ')}`;
}
