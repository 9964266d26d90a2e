import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints as ep } from '@app/contract';
import { ok, route } from '../../lib/http/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createSearchGate, SEARCH_LIMITS, searchCap, withTimeLimit } from './search-gate.ts';
import { searchEverything } from './search.service.ts';

// Method, path, access (any signed-in user) and answer: contract src/endpoints/search.ts. Only
// the types whose list the user may open are searched (search.service.ts), a few at a time
// per user and per process, each within its time budget (search-gate.ts).
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const gate = createSearchGate({
    perUser: SEARCH_LIMITS.perUser,
    // The pool's size (DB_POOL_MAX); a test's handle may be a single client.
    total: searchCap((app.db.$client as { options?: { max?: number } }).options?.max ?? 20),
  });
  route(app, ep.search, async (req) => {
    const user = currentUser(req);
    const found = await gate.run(user.id, () =>
      withTimeLimit(app.db, SEARCH_LIMITS.timeoutMs, (tx) =>
        searchEverything(tx, user, req.query.q),
      ),
    );
    return ok(found);
  });
};
