import { Select } from '@mantine/core';
import { useSupplierOptions } from '../../../lib/options.ts';

/**
 * A list's supplier filter, searchable by name: "All Suppliers" first ('' in the URL). A
 * supplier named in the URL that is no longer active is still shown by its id's name once the
 * list has named it (`known`).
 */
export function SupplierFilter(props: {
  value: string;
  onChange: (value: string) => void;
  known?: { id: number; name: string } | undefined;
}) {
  const options = useSupplierOptions();
  const listed = (options.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const extra =
    props.known && !listed.some((o) => o.value === String(props.known!.id))
      ? [{ value: String(props.known.id), label: props.known.name }]
      : [];
  return (
    <Select
      label="Supplier"
      w={260}
      searchable
      value={props.value || 'all'}
      onChange={(v) => props.onChange(v === 'all' || !v ? '' : v)}
      data={[{ value: 'all', label: 'All Suppliers' }, ...extra, ...listed]}
      allowDeselect={false}
    />
  );
}
