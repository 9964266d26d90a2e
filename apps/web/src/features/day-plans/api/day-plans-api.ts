import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, DayPlan, DayPlanInput } from '@app/contract';
import { DAY_PLAN_FAIL } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export const useDayPlans = (f: { date: string; status: string; search: string; sort: string }) =>
  useQuery({
    queryKey: ['day-plans', 'list', f],
    queryFn: () =>
      call<ApiSuccess<DayPlan[]> & { date: string }>('/day-plans', {
        query: f,
        fallback: DAY_PLAN_FAIL.fetchAll,
      }),
    placeholderData: keepPreviousData,
  });

export const useDayPlan = (id: number) =>
  useQuery({
    queryKey: ['day-plans', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<DayPlan>>(`/day-plans/${id}`, { fallback: DAY_PLAN_FAIL.fetchOne }),
  });

export const useSaveDayPlan = (id?: number) =>
  useEnvelopeMutation(
    (body: DayPlanInput) =>
      id
        ? apiCall<ApiSuccess<DayPlan>>(`/day-plans/${id}`, {
            method: 'PUT',
            body,
            fallback: DAY_PLAN_FAIL.update,
          })
        : apiCall<ApiSuccess<DayPlan>>('/day-plans', {
            method: 'POST',
            body,
            fallback: DAY_PLAN_FAIL.create,
          }),
    [['day-plans'], ['dashboard']],
  );

export const useDeleteDayPlan = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/day-plans/${id}`, {
        method: 'DELETE',
        fallback: DAY_PLAN_FAIL.delete,
      }),
    [['day-plans'], ['dashboard']],
  );
