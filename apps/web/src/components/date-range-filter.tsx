import { TextInput } from '@mantine/core';

/**
 * A date filter (the browser's date picker); '' is no bound. Not beside FilterSelect: a page
 * with dates only then loads no Select.
 */
export function DateFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      type="date"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * A period in a list's or statement's URL: two date pickers bound to a pair of its filters
 * (`date_from`/`date_to` on the lists, `startDate`/`endDate` on an account's statement,
 * `from`/`to` on the books), named by the page ("Travel from") or "From Date" and "To Date".
 */
export function DateRangeFilter<K extends string>(props: {
  params: { filters: Record<K, string>; setFilter: (key: K, value: string) => void };
  keys: readonly [from: K, to: K];
  labels?: readonly [from: string, to: string];
}) {
  const { filters, setFilter } = props.params;
  const [fromKey, toKey] = props.keys;
  const [from, to] = props.labels ?? ['From Date', 'To Date'];
  return (
    <>
      <DateFilter label={from} value={filters[fromKey]} onChange={(v) => setFilter(fromKey, v)} />
      <DateFilter label={to} value={filters[toKey]} onChange={(v) => setFilter(toKey, v)} />
    </>
  );
}
