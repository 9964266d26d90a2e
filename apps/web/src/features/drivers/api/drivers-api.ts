import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClashCheckInput, DriverInput } from '@app/contract';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { downloadFile } from '../../../lib/download.ts';
import { recordQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation, useEnvelopeMutation } from '../../../lib/mutations.ts';
import { recordHooks } from '../../../lib/record-hooks.ts';

/**
 * The web's side of the drivers API (server: apps/api/src/modules/drivers).
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

export interface DriverListParams {
  search?: string;
  active?: '' | 'true' | 'false';
}

/** Every driver by name; `active: 'true'` for a picker. */
export const driversQuery = (f: DriverListParams = {}) =>
  queryOptions({
    queryKey: ['drivers', 'list', f],
    queryFn: () => fetchEndpoint('GET /drivers', { query: f, fallback: FAIL.list }),
  });
export const useDrivers = (f: DriverListParams = {}) => useQuery(driversQuery(f));

const CHANGES = [['drivers'], ['day-plans']] as const;

const drivers = recordHooks('/drivers', CHANGES);
export const useDriver = drivers.one(FAIL.one);
export const useDeleteDriver = drivers.remove(FAIL.delete);

/**
 * Create (no id) or update a driver; resolves to the envelope so forms can show field errors.
 * A plain call (not drivers.save) because the list's toggle names its driver per click.
 */
export const saveDriver = (body: DriverInput, id?: number) =>
  id
    ? callEndpoint('PUT /drivers/:id', { params: { id }, body, fallback: FAIL.save })
    : callEndpoint('POST /drivers', { body, fallback: FAIL.save });
export const useSaveDriver = (id?: number) =>
  useEnvelopeMutation((body: DriverInput) => saveDriver(body, id), CHANGES);

/** The form's warning before saving: one answer per proposed service, in the order sent. */
export const checkClashes = (body: ClashCheckInput) =>
  callEndpoint('POST /day-plans/clash-check', { body, fallback: FAIL.clash });

/** One driver's day: the printable page lays out `data.document`, as the PDF does. */
const dutySheet = recordQuery('GET /drivers/:id/duty-sheet', FAIL.sheet, 'duty-sheet');
export const useDutySheet = (id: number, date: string) => useQuery(dutySheet(id, { date }));

export const downloadDutySheet = (id: number, date: string) =>
  downloadFile(
    'GET /drivers/:id/duty-sheet/pdf',
    { params: { id }, query: new URLSearchParams({ date }) },
    `Duty-Sheet-${id}-${date}.pdf`,
  );

/** "Send to driver": to the driver's own email unless another is given; queued. */
export const useEmailDutySheet = (id: number) =>
  useBodyMutation('POST /drivers/:id/duty-sheet/email', id, FAIL.email, [['drivers']]);
