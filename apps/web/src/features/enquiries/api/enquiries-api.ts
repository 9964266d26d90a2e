import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { useBodyMutation } from '../../../lib/mutations.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/enquiries.ts) this feature uses:
 * reads as queryOptions + hook, writes as mutation hooks. Every key starts with
 * 'enquiries'; a write refreshes the agents' (their recent enquiries) and the dashboard too.
 */

const enquiries = pagedRecordHooks('/enquiries', [['enquiries'], ['agents'], ['dashboard']]);
export const enquiriesQuery = enquiries.list(PAGE_SIZES.enquiries, TOUR_FAIL.fetchEnquiries);
export const useEnquiry = enquiries.one(TOUR_FAIL.fetchEnquiry);
/** Both kinds go to /enquiries; `enquiry_type: "agent"` selects the B2B rules. */
export const useSaveEnquiry = enquiries.save(TOUR_FAIL.createEnquiry, TOUR_FAIL.updateEnquiry);
export const useDeleteEnquiry = enquiries.remove(TOUR_FAIL.deleteEnquiry);

export const useAddCommunication = (id: number) =>
  useBodyMutation('POST /enquiries/:id/communication', id, TOUR_FAIL.addCommunication, [
    ['enquiries'],
  ]);
