import { SUPPLIER_MESSAGES, TOUR_OK } from '@app/contract/constants';
import { paths } from '../paths.ts';
import type { RecordFormSpec } from './spec.ts';

/** Agents, suppliers and enquiries: what their forms say and where they go (spec.ts). */
export const AGENT_FORM: RecordFormSpec = {
  noun: 'Agent',
  list: paths.agents,
  open: paths.agentDetail,
  created: TOUR_OK.agentCreated,
  updated: TOUR_OK.agentUpdated,
};
export const SUPPLIER_FORM: RecordFormSpec = {
  noun: 'Supplier',
  list: paths.suppliers,
  open: paths.supplierDetail,
  created: SUPPLIER_MESSAGES.created,
  updated: SUPPLIER_MESSAGES.updated,
};
export const AGENT_ENQUIRY_FORM: RecordFormSpec = {
  noun: 'Agent Enquiry',
  list: paths.enquiries,
  open: paths.enquiryDetail,
  created: TOUR_OK.agentEnquiryCreated,
  updated: TOUR_OK.agentEnquiryUpdated,
};
export const DIRECT_ENQUIRY_FORM: RecordFormSpec = {
  noun: 'Enquiry',
  list: paths.enquiries,
  open: paths.enquiryDetail,
  created: TOUR_OK.enquiryCreated,
  updated: TOUR_OK.enquiryUpdated,
};
