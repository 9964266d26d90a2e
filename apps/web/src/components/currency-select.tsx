import type { SelectProps } from '@mantine/core';
import { Select } from '@mantine/core';
import { useCurrencyOptions } from '../lib/options.ts';

/**
 * A document's currency: the active currencies (admins switch them on), and the document's own
 * even after it was switched off, so an edit keeps it. The booking form and the day plan's use it.
 */
export function CurrencySelect(props: Omit<SelectProps, 'data'> & { current: string }) {
  const { current, ...rest } = props;
  const currencies = useCurrencyOptions();
  const codes = [...new Set([current, ...(currencies.data?.data ?? []).map((c) => c.code)])];
  return <Select label="Currency" allowDeselect={false} data={codes} {...rest} />;
}
