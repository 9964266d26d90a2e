import { okEnvelope } from '../common/envelope.ts';
import { searchQuery, searchResultSchema } from '../search.ts';
import { endpoint } from './define.ts';

/**
 * Search everything: every signed-in user may ask, and finds only the types whose
 * list they may open; a user who may list nothing gets no groups.
 */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/search',
    summary: 'Search the records the caller may list',
    access: 'signed-in',
    query: searchQuery,
    response: { 200: okEnvelope(searchResultSchema) },
  }),
};
