import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApiSuccess,
  ClashCheckInput,
  ClashCheckResult,
  Driver,
  DriverInput,
  DutySheet,
  QueuedMail,
} from '@app/contract';
import { apiCall, call } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/**
 * Issue 18 part 3, the web's side of the drivers API (server: apps/api/src/modules/drivers).
 * Not wired into pages yet: the drivers list, the day-plan form's driver picker and clash
 * warning, and the duty sheet page use these hooks.
 */
const FAIL = {
  list: 'Failed to fetch drivers',
  one: 'Failed to fetch driver',
  save: 'Failed to save driver',
  delete: 'Failed to delete driver',
  clash: 'Failed to check for clashes',
  sheet: 'Failed to fetch the duty sheet',
  email: 'Failed to email the duty sheet',
} as const;

/** Every driver by name; `active: 'true'` for a picker. */
export const useDrivers = (f: { search?: string; active?: '' | 'true' | 'false' } = {}) =>
  useQuery({
    queryKey: ['drivers', 'list', f],
    queryFn: () => call<ApiSuccess<Driver[]>>('/drivers', { query: f, fallback: FAIL.list }),
  });

export const useDriver = (id: number) =>
  useQuery({
    queryKey: ['drivers', 'detail', id],
    queryFn: () => call<ApiSuccess<Driver>>(`/drivers/${id}`, { fallback: FAIL.one }),
  });

const CHANGES = [['drivers'], ['day-plans']] as const;

export const useSaveDriver = (id?: number) =>
  useEnvelopeMutation(
    (body: DriverInput) =>
      apiCall<ApiSuccess<Driver>>(id ? `/drivers/${id}` : '/drivers', {
        method: id ? 'PUT' : 'POST',
        body,
        fallback: FAIL.save,
      }),
    CHANGES,
  );

export const useDeleteDriver = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/drivers/${id}`, {
        method: 'DELETE',
        fallback: FAIL.delete,
      }),
    CHANGES,
  );

/** The form's warning before saving: one answer per proposed service, in the order sent. */
export const checkClashes = (body: ClashCheckInput) =>
  apiCall<ApiSuccess<ClashCheckResult[]>>('/day-plans/clash-check', {
    method: 'POST',
    body,
    fallback: FAIL.clash,
  });

/** One driver's day: the printable page lays out `data.document`, as the PDF does. */
export const useDutySheet = (id: number, date: string) =>
  useQuery({
    queryKey: ['drivers', 'duty-sheet', id, date],
    queryFn: () =>
      call<ApiSuccess<DutySheet>>(`/drivers/${id}/duty-sheet`, {
        query: { date },
        fallback: FAIL.sheet,
      }),
    // Another day keeps this one on screen until it arrives (the date input keeps focus).
    placeholderData: keepPreviousData,
  });

export const downloadDutySheet = (id: number, date: string) =>
  downloadFile(
    `/drivers/${id}/duty-sheet/pdf?date=${encodeURIComponent(date)}`,
    `Duty-Sheet-${id}-${date}.pdf`,
  );

/** "Send to driver": to the driver's own email unless another is given; queued (issue 21). */
export const useEmailDutySheet = (id: number) =>
  useEnvelopeMutation(
    (body: { date: string; email?: string | null }) =>
      apiCall<ApiSuccess<QueuedMail>>(`/drivers/${id}/duty-sheet/email`, {
        method: 'POST',
        body,
        fallback: FAIL.email,
      }),
    [['drivers']],
  );
