import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TAX_CODES, TAX_MESSAGES } from '@app/contract/constants';
import { FormModal } from '../../../components/form-modal.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { showSaveFailure } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TaxRate, TaxRateBody } from '../api/tax-api.ts';
import { useSaveTaxRate } from '../api/tax-api.ts';

type Values = Record<
  | 'code'
  | 'rate'
  | 'rate_above'
  | 'threshold'
  | 'rate_no_pan'
  | 'rate_above_no_pan'
  | 'sac'
  | 'effective_from'
  | 'effective_to'
  | 'notes',
  string
>;

const CODES = Object.entries(TAX_CODES).map(([value, c]) => ({
  value,
  label: `${c.kind.toUpperCase()} · ${c.label}`,
}));

const valuesOf = (r: TaxRate | null): Values => ({
  code: r?.code ?? '',
  rate: r?.rate ?? '',
  rate_above: r?.rate_above ?? '',
  threshold: r?.threshold ?? '',
  rate_no_pan: r?.rate_no_pan ?? '',
  rate_above_no_pan: r?.rate_above_no_pan ?? '',
  sac: r?.sac ?? '',
  effective_from: r?.effective_from ?? '',
  effective_to: r?.effective_to ?? '',
  notes: r?.notes ?? '',
});

/**
 * Add a dated rule, or change one (most often: give it the day it ends, before the next rule
 * starts). The server checks it (overlaps, a rate used by a document) and its 422 shows under
 * the field at fault.
 */
export function TaxRateModal(props: {
  rate: TaxRate | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveTaxRate();
  const form = useForm<Values>({ initialValues: valuesOf(props.rate) });
  const field = (name: keyof Values) => form.getInputProps(name);
  const onSubmit = form.onSubmit((v) =>
    save.mutate(
      { id: props.rate?.id ?? null, body: v as TaxRateBody },
      {
        onSuccess: (r) => {
          if (!r.success) return showSaveFailure(r, form.setErrors);
          notifySuccess(r.message ?? TAX_MESSAGES.saved);
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={
        props.rate ? `Change ${props.rate.code} from ${props.rate.effective_from}` : 'Add tax rule'
      }
      onSubmit={onSubmit}
      action={{
        label: props.rate ? 'Save rule' : 'Add rule',
        busy: save.isPending,
        busyLabel: 'Saving...',
      }}
    >
      <Select
        label="Rule"
        required
        searchable
        allowDeselect={false}
        data={CODES}
        disabled={props.rate !== null}
        {...field('code')}
      />
      <TextInput label="Rate (%)" required inputMode="decimal" {...field('rate')} />
      <TextInput label="Rate above threshold (%)" inputMode="decimal" {...field('rate_above')} />
      <TextInput label="Threshold (₹ a buyer a year)" inputMode="decimal" {...field('threshold')} />
      <TextInput label="Rate without PAN (%)" inputMode="decimal" {...field('rate_no_pan')} />
      <TextInput
        label="Rate above threshold without PAN (%)"
        inputMode="decimal"
        {...field('rate_above_no_pan')}
      />
      <TextInput label="SAC" inputMode="numeric" {...field('sac')} />
      <TextInput label="Effective from" type="date" required {...field('effective_from')} />
      <TextInput
        label="Effective to"
        type="date"
        description="Empty while the rule is in force"
        {...field('effective_to')}
      />
      <TextArea label="Notes" minRows={2} {...field('notes')} />
    </FormModal>
  );
}
