import type { Access } from '@app/contract';
import { catalogue } from '@app/contract';

/**
 * Who may call each route: the catalogue's rule, which the route is registered with
 * (lib/http/route.ts). The tests walk it (authorization.test.ts calls every route as every
 * kind of caller); what they expect of particular callers is written there by hand, so a rule
 * changed by mistake in the catalogue is caught, not copied.
 * 'signed-link': public to the access layer, but the route demands its own signed token.
 */
export const ACCESS: Record<string, Access | 'public' | 'signed-link'> = Object.fromEntries(
  catalogue.map((e) => [
    `${e.method} /api${e.path}`,
    'credential' in e && e.credential === 'query-token' ? 'signed-link' : e.access,
  ]),
);

/** Every route as 'METHOD /url', deletes last (so the records others aim at live longest). */
export const ROUTE_KEYS = Object.keys(ACCESS).sort(
  (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
);
