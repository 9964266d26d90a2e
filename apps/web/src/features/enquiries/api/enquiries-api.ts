import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, CommunicationInput, Enquiry, Paged } from '@app/contract';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { apiCall, call } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

export type EnquiryFilters = Record<'search' | 'status' | 'priority' | 'source', string>;

export const useEnquiries = (page: number, f: EnquiryFilters, sort = '') =>
  useQuery({
    queryKey: ['enquiries', 'list', page, f, sort],
    queryFn: () =>
      call<Paged<Enquiry>>('/enquiries', {
        query: { page, perPage: PAGE_SIZES.enquiries, ...f, sort },
        fallback: TOUR_FAIL.fetchEnquiries,
      }),
    placeholderData: keepPreviousData,
  });

export const useEnquiry = (id: number) =>
  useQuery({
    queryKey: ['enquiries', 'detail', id],
    queryFn: () =>
      call<ApiSuccess<Enquiry>>(`/enquiries/${id}`, { fallback: TOUR_FAIL.fetchEnquiry }),
  });

/** Both kinds go to /enquiries; `enquiry_type: "agent"` selects the B2B rules. */
export const useSaveEnquiry = (id?: number) =>
  useEnvelopeMutation(
    (body: Record<string, unknown>) =>
      id
        ? apiCall<ApiSuccess<Enquiry>>(`/enquiries/${id}`, {
            method: 'PUT',
            body,
            fallback: TOUR_FAIL.updateEnquiry,
          })
        : apiCall<ApiSuccess<Enquiry>>('/enquiries', {
            method: 'POST',
            body,
            fallback: TOUR_FAIL.createEnquiry,
          }),
    [['enquiries'], ['agents'], ['dashboard']],
  );

export const useDeleteEnquiry = () =>
  useEnvelopeMutation(
    (id: number) =>
      apiCall<{ success: true; message: string }>(`/enquiries/${id}`, {
        method: 'DELETE',
        fallback: TOUR_FAIL.deleteEnquiry,
      }),
    [['enquiries'], ['agents'], ['dashboard']],
  );

export const useAddCommunication = (id: number) =>
  useEnvelopeMutation(
    (body: CommunicationInput) =>
      apiCall<ApiSuccess<Enquiry>>(`/enquiries/${id}/communication`, {
        method: 'POST',
        body,
        fallback: TOUR_FAIL.addCommunication,
      }),
    [['enquiries', 'detail', String(id)], ['enquiries']],
  );
