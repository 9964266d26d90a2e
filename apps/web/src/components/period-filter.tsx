import { dateRule } from '@app/contract/constants';
import { ClearFiltersButton, FilterBar } from './filter-bar.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';

type Key = 'from' | 'to';

/** The statements' period in the URL, read as the server reads `from` and `to`, without zod. */
export const PERIOD_RULES = { from: dateRule('from_date'), to: dateRule('to_date') };

/** A statement's period in the URL: from and to dates, and a button that clears them. */
export function PeriodFilter(props: {
  params: {
    filters: Record<Key, string>;
    setFilter: (key: Key, value: string) => void;
    clear: () => void;
  };
  children?: React.ReactNode;
}) {
  const { params } = props;
  const chosen = !!(params.filters.from || params.filters.to);
  return (
    <FilterBar>
      <DateRangeFilter params={params} keys={['from', 'to']} />
      {props.children}
      {chosen && <ClearFiltersButton onClick={params.clear} />}
    </FilterBar>
  );
}

export const periodText = (from: string | null, to: string, date: (d: string) => string) =>
  from ? `${date(from)} to ${date(to)}` : `From the start of the books to ${date(to)}`;
