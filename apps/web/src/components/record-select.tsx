import type { SelectProps } from '@mantine/core';
import { Select } from '@mantine/core';

interface StoredRecord {
  id: number;
  name: string;
}

/** An options query's answer as the selects read it (`useAgentOptions()` and the like). */
interface OptionsQuery<R> {
  data?: { data: readonly R[] };
  isPending: boolean;
}

/** 'Gulf Travels (GT01)': a record that has a code, named with it. */
export const nameAndCode = (r: { name: string; code: string }) => `${r.name} (${r.code})`;

/**
 * A searchable choice of one stored record from an options query: the record's id is the value,
 * `optionLabel` its words (its name unless said otherwise). `none` is what an unchosen, clearable
 * choice reads as ('Unassigned'); `showLoading` puts 'Loading...' there while the list loads.
 */
export function RecordSelect<R extends StoredRecord>({
  query,
  optionLabel = (r) => r.name,
  none,
  showLoading,
  placeholder = none,
  ...props
}: {
  query: OptionsQuery<R>;
  optionLabel?: (r: R) => string;
  none?: string;
  showLoading?: boolean;
} & Omit<SelectProps, 'data'>) {
  return (
    <Select
      searchable
      clearable={none !== undefined}
      placeholder={showLoading && query.isPending ? 'Loading...' : placeholder}
      data={(query.data?.data ?? []).map((r) => ({ value: String(r.id), label: optionLabel(r) }))}
      {...props}
    />
  );
}
