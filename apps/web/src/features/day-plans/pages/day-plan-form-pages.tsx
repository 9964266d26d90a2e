import { dateRule } from '@app/contract/constants';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { ParamsNotice, RecordNotFound } from '../../../components/states.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { parseListParams } from '../../../lib/list-params.ts';
import { paths } from '../../../lib/paths.ts';
import { useDayPlan } from '../api/day-plans-api.ts';
import { DayPlanForm } from '../components/day-plan-form.tsx';

/** `?date=` (the list's day) starts the form on that day; a junk date is refused, not used. */
const CREATE_RULES = { date: dateRule('date') };

export function DayPlanCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { filters, ignored, clean } = parseListParams(params, CREATE_RULES);
  return (
    <>
      <PageHeader
        title="Add Service"
        subtitle="A transfer, tour or any service on the day's plan"
      />
      <ParamsNotice
        ignored={ignored}
        instead="The service date starts at today instead."
        onClose={() => void navigate({ search: clean }, { replace: true })}
      />
      <DayPlanForm date={filters.date || null} />
    </>
  );
}

export const DayPlanEditPage = recordEditPage(useDayPlan, {
  title: 'Edit Service',
  notFound: (
    <RecordNotFound
      title="Day plan not found"
      list={paths.dayPlans}
      backLabel="Back to Day Plans"
    />
  ),
  subtitle: (r) => r.guest_name,
  form: (r) => (
    <>
      <DayPlanForm plan={r} />
      <HistoryPanel recordType="day_plan" id={r.id} currency={r.currency} />
    </>
  ),
});
