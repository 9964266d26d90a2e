import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { detailQuery, pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation, useIdMutation, useSaveMutation } from '../../../lib/mutations.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/enquiries.ts) this feature uses:
 * reads as queryOptions + hook, writes as mutation hooks. Every key starts with
 * 'enquiries'; a write refreshes the agents' (their recent enquiries) and the dashboard too.
 */

export const enquiriesQuery = pagedQuery(
  'GET /enquiries',
  PAGE_SIZES.enquiries,
  TOUR_FAIL.fetchEnquiries,
);

export const enquiryQuery = detailQuery('GET /enquiries/:id', TOUR_FAIL.fetchEnquiry);
export const useEnquiry = (id: number) => useQuery(enquiryQuery(id));

const CHANGES = [['enquiries'], ['agents'], ['dashboard']] as const;

const SAVE = {
  create: ['POST /enquiries', TOUR_FAIL.createEnquiry],
  update: ['PUT /enquiries/:id', TOUR_FAIL.updateEnquiry],
} as const;
/** Both kinds go to /enquiries; `enquiry_type: "agent"` selects the B2B rules. */
export const useSaveEnquiry = (id?: number) => useSaveMutation(SAVE, id, CHANGES);

export const useDeleteEnquiry = () =>
  useIdMutation('DELETE /enquiries/:id', TOUR_FAIL.deleteEnquiry, CHANGES);

export const useAddCommunication = (id: number) =>
  useBodyMutation('POST /enquiries/:id/communication', id, TOUR_FAIL.addCommunication, [
    ['enquiries'],
  ]);
