import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayPlanInput } from '@app/contract';
import { DAY_PLAN_FAIL } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/day-plans.ts) this feature uses: reads
 * as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with 'day-plans'.
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

export const dayPlanQuery = (id: number) =>
  queryOptions({
    queryKey: ['day-plans', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /day-plans/:id', { params: { id }, fallback: DAY_PLAN_FAIL.fetchOne }),
  });
export const useDayPlan = (id: number) => useQuery(dayPlanQuery(id));

const CHANGES = [['day-plans'], ['dashboard']] as const;

/** Create (no id) or update a service; resolves to the envelope so forms can show field errors. */
export const useSaveDayPlan = (id?: number) =>
  useEnvelopeMutation(
    (body: DayPlanInput) =>
      id
        ? callEndpoint('PUT /day-plans/:id', {
            params: { id },
            body,
            fallback: DAY_PLAN_FAIL.update,
          })
        : callEndpoint('POST /day-plans', { body, fallback: DAY_PLAN_FAIL.create }),
    CHANGES,
  );

export const useDeleteDayPlan = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /day-plans/:id', { params: { id }, fallback: DAY_PLAN_FAIL.delete }),
    CHANGES,
  );
