import { DateFilter } from './filter-select.tsx';

type RangeKey = 'date_from' | 'date_to';

/** A list's `date_from` and `date_to` filters, two date pickers named by the list ("Travel from"). */
export function DateRangeFilter(props: {
  params: { filters: Record<RangeKey, string>; setFilter: (key: RangeKey, value: string) => void };
  from: string;
  to: string;
}) {
  const { filters, setFilter } = props.params;
  return (
    <>
      <DateFilter
        label={props.from}
        value={filters.date_from}
        onChange={(v) => setFilter('date_from', v)}
      />
      <DateFilter
        label={props.to}
        value={filters.date_to}
        onChange={(v) => setFilter('date_to', v)}
      />
    </>
  );
}
