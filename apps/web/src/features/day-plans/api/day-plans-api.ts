import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DAY_PLAN_FAIL } from '@app/contract/constants';
import { fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

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

export const dayPlanQuery = detailQuery('GET /day-plans/:id', DAY_PLAN_FAIL.fetchOne);
export const useDayPlan = (id: number) => useQuery(dayPlanQuery(id));

const CHANGES = [['day-plans'], ['dashboard']] as const;

const SAVE = {
  create: ['POST /day-plans', DAY_PLAN_FAIL.create],
  update: ['PUT /day-plans/:id', DAY_PLAN_FAIL.update],
} as const;
/** Create (no id) or update a service; resolves to the envelope so forms can show field errors. */
export const useSaveDayPlan = (id?: number) => useSaveMutation(SAVE, id, CHANGES);

export const useDeleteDayPlan = () =>
  useIdMutation('DELETE /day-plans/:id', DAY_PLAN_FAIL.delete, CHANGES);
