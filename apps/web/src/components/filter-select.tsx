import { Select, TextInput } from '@mantine/core';

/**
 * A list filter with an "all" choice first ("All Status"): '' in the URL means all, so the
 * choice never clears to nothing and the page shows every row again.
 */
export function FilterSelect(props: {
  label: string;
  /** The "all" choice's label, e.g. "All Status". */
  all: string;
  /** The filter's value in the URL; '' is "all". */
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  w: number;
}) {
  return (
    <Select
      label={props.label}
      w={props.w}
      value={props.value || 'all'}
      onChange={(v) => props.onChange(v === 'all' || !v ? '' : v)}
      data={[{ value: 'all', label: props.all }, ...props.data]}
      allowDeselect={false}
    />
  );
}

/** A date filter (the browser's date picker); '' is no bound. */
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
