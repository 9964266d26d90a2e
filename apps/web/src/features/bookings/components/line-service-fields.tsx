import { Text, TextInput } from '@mantine/core';
import type { ServiceState, SupplierOption } from '@app/contract';
import { isUnconfirmed } from '@app/contract/constants';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { formatMoney, moneyMark } from '../../../lib/format.ts';
import type { BookingFormApi, Line } from './booking-form-values.ts';
import { fieldProps, formCurrency } from './booking-form-values.ts';

/** What the form needs of a saved line's service: its supplier, cost and where it stands. */
export interface SavedService {
  id: number;
  supplier: { id: number; code: string; name: string } | null;
  cost: string | null;
  cost_currency: string | null;
  service_state: ServiceState;
}

/** The note under a line whose supplier and cost the form may not change. */
export const fixedNote = (state: ServiceState) =>
  state === 'cancelled'
    ? 'Cancelled with the supplier: its supplier and cost stay as they were.'
    : 'Confirmed by the supplier: mark it changed on the booking page to change its cost.';

/**
 * A line's supplier (a searchable choice of the active suppliers, clearable) and its net cost in
 * that supplier's currency. A line the supplier has confirmed, or that is cancelled,
 * shows both read-only: the server refuses a change until it is marked changed.
 */
export function LineServiceFields(props: {
  form: BookingFormApi;
  path: string;
  line: Line;
  saved: SavedService | undefined;
  suppliers: { data?: { data: readonly SupplierOption[] }; isPending: boolean };
}) {
  const { form, path, line, saved } = props;
  const field = (name: string) => fieldProps(form, `${path}.${name}`);
  if (saved && !isUnconfirmed(saved.service_state)) {
    const supplier = field('supplier_id');
    const cost = field('cost');
    return (
      <>
        <TextInput
          label="Supplier"
          {...supplier}
          readOnly
          value={saved.supplier ? nameAndCode(saved.supplier) : '—'}
        />
        <TextInput
          label="Cost"
          {...cost}
          readOnly
          value={saved.cost === null ? '—' : formatMoney(saved.cost, saved.cost_currency ?? 'INR')}
        />
      </>
    );
  }
  const options = props.suppliers.data?.data ?? [];
  // A line's own supplier stays choosable though it has since been set inactive.
  const own =
    saved?.supplier && !options.some((s) => s.id === saved.supplier!.id)
      ? [{ ...saved.supplier, kind: 'other' as const, currency: saved.cost_currency ?? '' }]
      : [];
  const chosen = [...options, ...own].find((s) => String(s.id) === line.supplier_id);
  const currency = chosen?.currency || formCurrency(form.getValues());
  return (
    <>
      <RecordSelect
        label="Supplier"
        query={{ ...props.suppliers, data: { data: [...options, ...own] } }}
        optionLabel={nameAndCode}
        none="No supplier"
        {...field('supplier_id')}
      />
      <MoneyInput
        // A new currency reformats what is shown.
        key={currency}
        label="Cost"
        currency={currency}
        // The hint under the input, so the line's inputs stay in a row.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          chosen
            ? `Net, in the supplier's currency (${chosen.currency})`
            : 'Choose a supplier first'
        }
        rightSection={
          moneyMark(currency) === currency ? undefined : (
            <Text size="xs" c="dimmed">
              {currency}
            </Text>
          )
        }
        rightSectionWidth={42}
        {...field('cost')}
      />
    </>
  );
}
