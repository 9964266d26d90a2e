import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DAY_PLAN_FAIL } from '@app/contract/constants';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { recordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/day-plans.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'day-plans'.
 */

export interface DayPlanListParams {
  date: string;
  status: string;
  search: string;
  sort: string;
}

export const dayPlansQuery = (f: DayPlanListParams) =>
  queryOptions({
    queryKey: ['day-plans', 'list', f],
    queryFn: () => fetchEndpoint('GET /day-plans', { query: f, fallback: DAY_PLAN_FAIL.fetchAll }),
    placeholderData: keepPreviousData,
  });
export const useDayPlans = (f: DayPlanListParams) => useQuery(dayPlansQuery(f));

const dayPlans = recordHooks('/day-plans', [['day-plans'], ['dashboard']]);
export const useDayPlan = dayPlans.one(DAY_PLAN_FAIL.fetchOne);
/** Create (no id) or update a service; resolves to the envelope so forms can show field errors. */
export const useSaveDayPlan = dayPlans.save(DAY_PLAN_FAIL.create, DAY_PLAN_FAIL.update);
export const useDeleteDayPlan = dayPlans.remove(DAY_PLAN_FAIL.delete);
