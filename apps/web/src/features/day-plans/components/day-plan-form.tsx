import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DayPlan, DayPlanInput } from '@app/contract';
import { DAY_PLAN_DEFAULTS, DAY_PLAN_OK, DEFAULT_DAY_PLAN_CURRENCY } from '@app/contract/constants';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import { agencyToday } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveDayPlan } from '../api/day-plans-api.ts';
import { ClashWarning, useClashCheck } from '../../drivers/components/clash-warning.tsx';
import { DriverPicker } from '../../drivers/components/driver-picker.tsx';
import { LabelSelect } from '../../../components/label-select.tsx';
import { TextArea } from '../../../components/text-area.tsx';

const KEYS = [
  'plan_date',
  'service_time',
  'guest_name',
  'file_number',
  'hotel_name',
  'service_description',
  'driver_id',
  'driver_name',
  'driver_mobile',
  'vehicle_number',
  'amount',
  'currency',
  'remarks',
  'status',
] as const;
type Values = Record<(typeof KEYS)[number], string>;

export function DayPlanForm({ plan, date }: { plan?: DayPlan; date?: string | null }) {
  const save = useSaveDayPlan(plan?.id);
  const initial = Object.fromEntries(KEYS.map((k) => [k, String(plan?.[k] ?? '')])) as Values;
  if (!plan)
    Object.assign(initial, {
      plan_date: date || agencyToday(),
      service_time: DAY_PLAN_DEFAULTS.service_time,
      status: DAY_PLAN_DEFAULTS.status,
      currency: DEFAULT_DAY_PLAN_CURRENCY,
    });
  const form = useForm<Values>({
    initialValues: initial,
    validate: contractValidate((s) => s.dayPlanInput),
  });
  const { shell, field } = useSaveForm(form, save, {
    list: paths.dayPlans,
    message: plan ? DAY_PLAN_OK.updated : DAY_PLAN_OK.created,
    open: paths.dayPlanEdit,
    to: (d) => `${paths.dayPlans}?date=${d.plan_date}`,
    body: (values) => values as DayPlanInput,
  });
  const v = form.getValues();
  // The driver's other services within the hour, shown before saving.
  const clashes = useClashCheck(
    (v.driver_id || v.driver_name.trim()) && v.status !== 'cancelled'
      ? {
          driver_id: v.driver_id || null,
          driver_name: v.driver_name || null,
          exclude_id: plan?.id ?? null,
          services: [{ plan_date: v.plan_date, service_time: v.service_time }],
        }
      : null,
  );
  return (
    <FormShell {...shell} submitLabel={plan ? 'Update Service' : 'Create Service'}>
      <FormSection legend="Schedule">
        <TextInput label="Service Date" type="date" required {...field('plan_date')} />
        <TextInput label="Service Time" type="time" required {...field('service_time')} />
        <LabelSelect kind="dayPlanStatus" label="Status" required {...field('status')} />
      </FormSection>
      <FormSection legend="Guest Information">
        <TextInput label="Guest Name" required {...field('guest_name')} />
        <TextInput label="File Number" placeholder="e.g. TF-2026-00012" {...field('file_number')} />
        <TextInput label="Hotel" {...field('hotel_name')} />
      </FormSection>
      <FormSection legend="Service Details">
        <TextArea
          label="Service Description"
          required
          minRows={2}
          {...field('service_description')}
        />
        <MoneyInput label="Amount" currency={v.currency} {...field('amount')} />
        <CurrencySelect current={v.currency} {...field('currency')} />
      </FormSection>
      <FormSection legend="Driver Details">
        <DriverPicker
          value={{ driver_id: v.driver_id, driver_name: v.driver_name }}
          kept={
            plan?.driver_id
              ? {
                  id: plan.driver_id,
                  name: plan.driver_name ?? '',
                  mobile: plan.driver_mobile,
                  vehicle_number: plan.vehicle_number,
                }
              : null
          }
          onChange={(c, details) => form.setValues({ ...c, ...details })}
          error={form.errors.driver_name ?? form.errors.driver_id}
          data-path="driver_name"
        />
        <TextInput label="Driver Mobile" type="tel" {...field('driver_mobile')} />
        <TextInput label="Vehicle Number" {...field('vehicle_number')} />
      </FormSection>
      <ClashWarning results={clashes} driver={v.driver_name} />
      <FormSection legend="Additional Details">
        <TextArea label="Remarks" minRows={2} {...field('remarks')} />
      </FormSection>
    </FormShell>
  );
}
