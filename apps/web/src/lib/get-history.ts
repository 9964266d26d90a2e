import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, AuditEvent, AuditRecordType } from '@app/contract';
import { call } from './api-client.ts';

/** The records whose detail page shows a History panel (issue 16). */
export type HistoryRecordType = Extract<
  AuditRecordType,
  'booking' | 'transaction' | 'account' | 'agent' | 'enquiry' | 'staff' | 'day_plan'
>;

/**
 * Each record's API path and its feature's query key: the history sits under the feature's key
 * (`['bookings', 'history', id]`), so the mutations that already refresh a booking refresh its
 * history too, without any feature knowing about the panel.
 */
const BASE: Record<HistoryRecordType, string> = {
  booking: 'bookings',
  transaction: 'transactions',
  account: 'accounts',
  agent: 'agents',
  enquiry: 'enquiries',
  staff: 'staff',
  day_plan: 'day-plans',
};

/** `GET /api/<records>/:id/history`: the record's events, newest first. */
export const historyQuery = (recordType: HistoryRecordType, id: number) =>
  queryOptions({
    queryKey: [BASE[recordType], 'history', id],
    queryFn: () =>
      call<ApiSuccess<AuditEvent[]>>(`/${BASE[recordType]}/${id}/history`, {
        fallback: 'Failed to fetch history',
      }),
  });

export const useHistory = (recordType: HistoryRecordType, id: number) =>
  useQuery(historyQuery(recordType, id));
