/** Agents and enquiries: fallback, success and server texts. */
export const TOUR_FAIL = {
  fetchAgents: 'Failed to fetch agents',
  fetchAgent: 'Failed to fetch agent',
  createAgent: 'Failed to create agent',
  updateAgent: 'Failed to update agent',
  deleteAgent: 'Failed to delete agent',
  fetchAgentsList: 'Failed to fetch agents list',
  fetchEnquiries: 'Failed to fetch enquiries',
  fetchEnquiry: 'Failed to fetch enquiry',
  createEnquiry: 'Failed to create enquiry',
  updateEnquiry: 'Failed to update enquiry',
  deleteEnquiry: 'Failed to delete enquiry',
  addCommunication: 'Failed to add communication',
} as const;

export const TOUR_OK = {
  agentCreated: 'Agent created successfully!',
  agentUpdated: 'Agent updated successfully!',
  agentDeleted: 'Agent deleted successfully!',
  enquiryCreated: 'Enquiry created successfully!',
  enquiryUpdated: 'Enquiry updated successfully!',
  enquiryDeleted: 'Enquiry deleted successfully!',
  communicationAdded: 'Communication added successfully!',
  agentEnquiryCreated: 'Agent Enquiry created successfully!',
  agentEnquiryUpdated: 'Agent Enquiry updated successfully!',
} as const;

export const TOUR_SERVER = {
  agentNotFound: 'Agent not found',
  enquiryNotFound: 'Enquiry not found',
  agentCodeTaken: 'The code has already been taken.',
  agentInvalid: 'The selected agent is invalid.',
  assigneeInvalid: 'The selected assigned to is invalid.',
  agentInUse:
    'This agent has enquiries or bookings and cannot be deleted. Set the agent inactive instead.',
} as const;
