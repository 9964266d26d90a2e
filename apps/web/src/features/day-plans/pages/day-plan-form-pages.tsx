import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDayPlan } from '../api/day-plans-api.ts';
import { DayPlanForm } from '../components/day-plan-form.tsx';

export function DayPlanCreatePage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Add Service"
        subtitle="A transfer, tour or any service on the day's plan"
      />
      <DayPlanForm date={params.get('date')} />
    </>
  );
}

export function DayPlanEditPage() {
  const q = useDayPlan(Number(useParams().id));
  return (
    <>
      <PageHeader title="Edit Service" subtitle={q.data?.data.guest_name} />
      {q.isPending ? (
        <PageLoader />
      ) : q.data ? (
        <>
          <DayPlanForm plan={q.data.data} />
          <HistoryPanel recordType="day_plan" id={q.data.data.id} />
        </>
      ) : (
        <NotFoundState
          title="Day plan not found"
          backTo={paths.dayPlans}
          backLabel="Back to Day Plans"
        />
      )}
    </>
  );
}
