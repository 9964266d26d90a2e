import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { DayPlan, DayPlanInput } from '@app/contract';
import { dayPlanInput } from '@app/contract';
import { DAY_PLAN_DEFAULTS, DAY_PLAN_OK, labelOptions } from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { showSaveFailure, zodValidate } from '../../../lib/form.ts';
import { todayLocal } from '../../../lib/format.ts';
import { afterSave } from '../../../lib/after-save.tsx';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveDayPlan } from '../api/day-plans-api.ts';

const KEYS = [
  'plan_date',
  'service_time',
  'guest_name',
  'file_number',
  'hotel_name',
  'service_description',
  'driver_name',
  'driver_mobile',
  'vehicle_number',
  'amount',
  'remarks',
  'status',
] as const;
type Values = Record<(typeof KEYS)[number], string>;

export function DayPlanForm({ plan, date }: { plan?: DayPlan; date?: string | null }) {
  const navigate = useNavigate();
  const save = useSaveDayPlan(plan?.id);
  const initial = Object.fromEntries(KEYS.map((k) => [k, plan?.[k] ?? ''])) as Values;
  if (!plan)
    Object.assign(initial, {
      plan_date: date || todayLocal(),
      service_time: DAY_PLAN_DEFAULTS.service_time,
      status: DAY_PLAN_DEFAULTS.status,
    });
  const form = useForm<Values>({ initialValues: initial, validate: zodValidate(dayPlanInput) });
  const submit = form.onSubmit((values) =>
    save.mutate(values as DayPlanInput, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        afterSave(navigate, {
          message: plan ? DAY_PLAN_OK.updated : DAY_PLAN_OK.created,
          list: paths.dayPlans,
          id: r.data.id,
          open: paths.dayPlanEdit(r.data.id),
          to: `${paths.dayPlans}?date=${r.data.plan_date}`,
        });
      },
    }),
  );
  const field = (name: keyof Values) => ({ ...form.getInputProps(name), key: form.key(name) });
  return (
    <FormShell
      onSubmit={submit}
      submitLabel={plan ? 'Update Service' : 'Create Service'}
      busy={save.isPending}
      cancelTo={listHref(paths.dayPlans)}
    >
      <FormSection legend="Schedule">
        <TextInput label="Service Date" type="date" required {...field('plan_date')} />
        <TextInput label="Service Time" type="time" required {...field('service_time')} />
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={labelOptions('dayPlanStatus')}
          {...field('status')}
        />
      </FormSection>
      <FormSection legend="Guest Information">
        <TextInput label="Guest Name" required {...field('guest_name')} />
        <TextInput label="File Number" placeholder="e.g. TF-2026-00012" {...field('file_number')} />
        <TextInput label="Hotel" {...field('hotel_name')} />
      </FormSection>
      <FormSection legend="Service Details">
        <Textarea
          label="Service Description"
          required
          autosize
          minRows={2}
          {...field('service_description')}
        />
        <MoneyInput label="Amount" currency="USD" {...field('amount')} />
      </FormSection>
      <FormSection legend="Driver Details">
        <TextInput label="Driver Name" {...field('driver_name')} />
        <TextInput label="Driver Mobile" type="tel" {...field('driver_mobile')} />
        <TextInput label="Vehicle Number" {...field('vehicle_number')} />
      </FormSection>
      <FormSection legend="Additional Details">
        <Textarea label="Remarks" autosize minRows={2} {...field('remarks')} />
      </FormSection>
    </FormShell>
  );
}
