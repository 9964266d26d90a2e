import { PAGE_SIZES, TOUR_FAIL } from '@app/contract/constants';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/agents.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'agents', so a
 * write refreshes them all.
 */

// An agent marked as a vendor is also a supplier, with the agent's name and contact.
const agents = pagedRecordHooks('/agents', [['agents'], ['suppliers']]);
export const agentsQuery = agents.list(PAGE_SIZES.agents, TOUR_FAIL.fetchAgents);
export const useAgent = agents.one(TOUR_FAIL.fetchAgent);
export const useSaveAgent = agents.save(TOUR_FAIL.createAgent, TOUR_FAIL.updateAgent);
export const useDeleteAgent = agents.remove(TOUR_FAIL.deleteAgent);
