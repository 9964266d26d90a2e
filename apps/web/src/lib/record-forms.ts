import { DRIVER_OK } from '@app/contract/constants';
import { FIN_OK, OK, STAFF_OK, TOUR_OK } from '@app/contract/constants';
import { paths } from './paths.ts';

/**
 * What a create-and-edit record form says and where it goes: the noun on its button ("Create
 * Agent", "Update Agent"), its list, the page the toast's "Open" link goes to, and the spec's
 * two success messages. Side by side, so one form's choices read against the others'.
 */
export interface RecordFormSpec {
  noun: string;
  list: string;
  open: (id: number) => string;
  created: string;
  updated: string;
}

export const RECORD_FORMS = {
  account: {
    noun: 'Account',
    list: paths.accounts,
    open: paths.accountStatement,
    created: FIN_OK.accountCreated,
    updated: FIN_OK.accountUpdated,
  },
  agent: {
    noun: 'Agent',
    list: paths.agents,
    open: paths.agentDetail,
    created: TOUR_OK.agentCreated,
    updated: TOUR_OK.agentUpdated,
  },
  agentEnquiry: {
    noun: 'Agent Enquiry',
    list: paths.enquiries,
    open: paths.enquiryDetail,
    created: TOUR_OK.agentEnquiryCreated,
    updated: TOUR_OK.agentEnquiryUpdated,
  },
  branch: {
    noun: 'Branch',
    list: paths.branches,
    open: paths.branchEdit,
    created: OK.branchCreated,
    updated: OK.branchUpdated,
  },
  category: {
    noun: 'Category',
    list: paths.categories,
    open: paths.categoryEdit,
    created: FIN_OK.categoryCreated,
    updated: FIN_OK.categoryUpdated,
  },
  directEnquiry: {
    noun: 'Enquiry',
    list: paths.enquiries,
    open: paths.enquiryDetail,
    created: TOUR_OK.enquiryCreated,
    updated: TOUR_OK.enquiryUpdated,
  },
  driver: {
    noun: 'Driver',
    list: paths.drivers,
    open: paths.driverEdit,
    created: DRIVER_OK.created,
    updated: DRIVER_OK.updated,
  },
  staff: {
    noun: 'Staff',
    list: paths.staff,
    open: paths.staffDetail,
    created: STAFF_OK.created,
    updated: STAFF_OK.updated,
  },
} satisfies Record<string, RecordFormSpec>;
