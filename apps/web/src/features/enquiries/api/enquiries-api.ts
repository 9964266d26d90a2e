import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunicationInput } from '@app/contract';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/enquiries.ts) this feature uses:
 * reads as queryOptions + hook, writes as useEnvelopeMutation. Every key starts with
 * 'enquiries'; a write refreshes the agents' (their recent enquiries) and the dashboard too.
 */

export type EnquiryFilters = Record<'search' | 'status' | 'priority' | 'source', string>;

export const enquiriesQuery = (page: number, f: EnquiryFilters, sort = '') =>
  queryOptions({
    queryKey: ['enquiries', 'list', page, f, sort],
    queryFn: () =>
      fetchEndpoint('GET /enquiries', {
        query: { page, per_page: PAGE_SIZES.enquiries, ...f, sort },
        fallback: TOUR_FAIL.fetchEnquiries,
      }),
    placeholderData: keepPreviousData,
  });

export const enquiryQuery = (id: number) =>
  queryOptions({
    queryKey: ['enquiries', 'detail', id],
    queryFn: () =>
      fetchEndpoint('GET /enquiries/:id', { params: { id }, fallback: TOUR_FAIL.fetchEnquiry }),
  });
export const useEnquiry = (id: number) => useQuery(enquiryQuery(id));

const CHANGES = [['enquiries'], ['agents'], ['dashboard']] as const;

/** Both kinds go to /enquiries; `enquiry_type: "agent"` selects the B2B rules. */
export const useSaveEnquiry = (id?: number) =>
  useEnvelopeMutation(
    (body: Record<string, unknown>) =>
      id
        ? callEndpoint('PUT /enquiries/:id', {
            params: { id },
            body,
            fallback: TOUR_FAIL.updateEnquiry,
          })
        : callEndpoint('POST /enquiries', { body, fallback: TOUR_FAIL.createEnquiry }),
    CHANGES,
  );

export const useDeleteEnquiry = () =>
  useEnvelopeMutation(
    (id: number) =>
      callEndpoint('DELETE /enquiries/:id', { params: { id }, fallback: TOUR_FAIL.deleteEnquiry }),
    CHANGES,
  );

export const useAddCommunication = (id: number) =>
  useEnvelopeMutation(
    (body: CommunicationInput) =>
      callEndpoint('POST /enquiries/:id/communication', {
        params: { id },
        body,
        fallback: TOUR_FAIL.addCommunication,
      }),
    [['enquiries']],
  );
