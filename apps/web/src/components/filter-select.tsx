import { Select } from '@mantine/core';
import type { LabelKind } from '@app/contract/constants';
import { labelOptions } from '@app/contract/constants';

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

/** One select of a list's filter bar: `key` names its URL parameter, 'sort' the list's order. */
export interface SelectFilter<K extends string> {
  key: K | 'sort';
  label: string;
  /** The "all" choice's label; for 'sort', the default order's. */
  all: string;
  w: number;
  /** The choices, or the contract's label kind whose values they are ('agentStatus'). */
  data: { value: string; label: string }[] | LabelKind;
}

/** Choices written as value → label (a list's orders for its Sort by select), in that order. */
export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What FilterSelects uses of `useListParams` (use-list-params.ts). */
interface FilterState<K extends string> {
  filters: Record<K, string>;
  setFilter: (key: K, value: string) => void;
  sort: string;
  setSort: (value: string) => void;
}

/** A list's selects, declared as data and bound to the URL's filters (and its order). */
export function FilterSelects<K extends string>(props: {
  params: FilterState<K>;
  selects: SelectFilter<K>[];
}) {
  const { params } = props;
  return props.selects.map(({ key, data, ...rest }) => {
    const s = { ...rest, data: typeof data === 'string' ? labelOptions(data) : data };
    return key === 'sort' ? (
      <FilterSelect key={key} {...s} value={params.sort} onChange={params.setSort} />
    ) : (
      <FilterSelect
        key={key}
        {...s}
        value={params.filters[key]}
        onChange={(v) => params.setFilter(key, v)}
      />
    );
  });
}
