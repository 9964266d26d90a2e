import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditRecordType } from '@app/contract';
import type { EndpointKey } from './endpoint-call.ts';
import { fetchEndpoint } from './endpoint-call.ts';

/** The records whose detail page shows a History panel. */
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

/** Each record's history endpoint in the catalogue (contract src/endpoints/audit.ts). */
const ENDPOINT = {
  booking: 'GET /bookings/:id/history',
  transaction: 'GET /transactions/:id/history',
  account: 'GET /accounts/:id/history',
  agent: 'GET /agents/:id/history',
  enquiry: 'GET /enquiries/:id/history',
  staff: 'GET /staff/:id/history',
  day_plan: 'GET /day-plans/:id/history',
} as const satisfies Record<HistoryRecordType, EndpointKey>;

/** `GET /api/<records>/:id/history`: the record's events, newest first. */
export const historyQuery = (recordType: HistoryRecordType, id: number) =>
  queryOptions({
    queryKey: [BASE[recordType], 'history', id],
    queryFn: () =>
      fetchEndpoint(ENDPOINT[recordType], { params: { id }, fallback: 'Failed to fetch history' }),
  });

export const useHistory = (recordType: HistoryRecordType, id: number) =>
  useQuery(historyQuery(recordType, id));
