import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bookingEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  MONEY_MAX,
  MONEY_MIN,
  transactionInput,
} from '@app/contract';
import { SEARCH_LIMITS } from '../../src/modules/search/search-gate.ts';
import type { TestContext } from '../app.ts';
import { createTestApp } from '../app.ts';
import { callEndpoint } from '../answers.ts';
import {
  createAccount,
  createAgent,
  createBranch,
  createCategory,
  createTransaction,
  createUser,
  tokenFor,
} from '../factories.ts';
import type { JsonSchema } from './arbitraries.ts';
import { HOSTILE, hostile, objectFor } from './arbitraries.ts';
import { ROUTE_KEYS } from '../route-access.ts';

/**
 * The fuzzer's set-up and its route sweep, shared by the files that split the routes between
 * them (src/fuzz-routes-*.test.ts; one file is one worker's work, so a sweep of every route in
 * one file kept one CI shard busy for seven minutes while the other idled). Requests derived
 * from each route's own schema, mixed with hostile values, at least 1,000 per route (FUZZ_RUNS
 * lowers it for a quick local run). Whatever arrives, the answer is never a 5xx and never
 * carries a stack trace or a source path.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const BATCH = 8;
/**
 * A route that holds a user to fewer requests at once gets batches of that many: the search
 * lets a user run two (SEARCH_LIMITS.perUser) and queues the rest for up to a second, so
 * batches of eight kept its sweep waiting in the gate for 30 of its file's 45 seconds and
 * answered most of its requests with 429 instead of running the search they asked for. The
 * gate's own refusals are proven by search-gate.test.ts and outside/search-flood.test.ts.
 */
const batchFor = (url: string) => (url === '/api/search' ? SEARCH_LIMITS.perUser : BATCH);

let t: TestContext;
let adminId = 0;
let ids: fc.Arbitrary<number>;

/** The app, an admin and a few real records of every kind, for the file that calls it. */
export function fuzzSetup() {
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await createUser(t.app, { role: 'admin' })).id;
    const token = await tokenFor(t.app, adminId);
    // A few real records of every kind so ids in paths and bodies often name something.
    const made: number[] = [adminId];
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    const agent = await createAgent(t.app);
    made.push(account.id, category.id, agent.id, (await createBranch(t.app)).id);
    made.push((await createUser(t.app, { role: 'staff' })).id);
    made.push((await createTransaction(t.app, account.id, category.id)).id);
    // Accounts at both edges of the money range with movements pending on them: an approval
    // fuzzed on these would take the balance past the range (422, never the database's 500).
    for (const [opening, type] of [
      [MONEY_MAX, 'income'],
      [MONEY_MIN, 'expense'],
    ] as const) {
      const edge = await createAccount(t.app, { opening_balance: opening });
      made.push(edge.id);
      made.push(
        (await createTransaction(t.app, edge.id, category.id, { type, amount: '1.00' })).id,
      );
    }
    type Create =
      | typeof bookingEndpoints.create
      | typeof enquiryEndpoints.create
      | typeof dayPlanEndpoints.create;
    /** The new record's id; `.ok` throws (with the answer) unless it was created. */
    const post = async (e: Create, payload: object) =>
      (await callEndpoint(t.app, e, { token, payload })).ok.data.id;
    const booking = await post(bookingEndpoints.create, {
      guest_name: 'Fuzz Guest',
      agent_id: agent.id,
      sale_amount: '5000',
      purchase_amount: '3000',
      accommodations: [
        { hotel_name: 'H', check_in_date: '2026-12-01', check_out_date: '2026-12-03' },
      ],
    });
    made.push(booking);
    made.push(
      await post(enquiryEndpoints.create, {
        customer_name: 'Fuzz',
        customer_mobile: '+91 98000 00001',
        customer_email: 'f@z.co',
      }),
    );
    made.push(
      await post(dayPlanEndpoints.create, {
        plan_date: '2026-12-01',
        guest_name: 'G',
        service_description: 'S',
      }),
    );
    ids = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...new Set(made)) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 999_999) },
    );
  }, 60_000);
  afterAll(() => t.close());
  return {
    get app() {
      return t.app;
    },
    get adminId() {
      return adminId;
    },
  };
}

const toSchema = (zodSchema: unknown): JsonSchema | null =>
  zodSchema instanceof z.ZodType
    ? (z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : null;

/** A hostile value as one path segment (a lone surrogate cannot be URI-encoded). */
const asSegment = (v: unknown) => {
  const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
};

const TRAVERSAL = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/app-secret',
  'transactions/../../app-secret',
  'transactions/%00.pdf',
  'transactions/x.pdf%00.html',
  '....//....//etc/passwd',
];

function pathArb(url: string) {
  const segment = fc.oneof(
    { weight: 5, arbitrary: ids.map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE).map(asSegment) },
  );
  const rest = fc.oneof(
    fc.constantFrom(...TRAVERSAL),
    fc.string({ maxLength: 30 }).map((s) => `transactions/${encodeURIComponent(s)}`),
  );
  return fc
    .tuple(segment, rest)
    .map(([id, r]) => url.replace(':id', id).replace('*', url.includes('*') ? r : ''));
}

const queryString = (o: Record<string, unknown>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) {
    q.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return q.toString();
};

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; value: string };

function bodyArb(schema: JsonSchema | null): fc.Arbitrary<Body> {
  const json = (schema ? objectFor(schema, ids) : hostile).map((value): Body => ({
    kind: 'json',
    value,
  }));
  const raw = fc
    .tuple(
      fc.constantFrom('application/json', 'text/plain', 'application/xml', 'multipart/form-data'),
      fc.oneof(fc.constantFrom('{', '{"a":', '[1,2', 'null', '""'), fc.string({ maxLength: 50 })),
    )
    .map(([type, value]): Body => ({ kind: 'raw', type, value }));
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: raw });
}

const LEAK = /node_modules|\/src\/|\.ts:\d+|\n\s+at |Error: .*\n/;

const routes = () => t.app.routeList.filter((r) => r.url.startsWith('/api'));

/** Every registered API route, as ROUTE_KEYS names them. */
export const registeredRoutes = () =>
  routes()
    .map((r) => `${r.method} ${r.url}`)
    .sort();

/**
 * Part `part` of `of` of the routes (every of-th, so each part has its share of DELETEs, which
 * go last), each sent RUNS requests.
 */
export function fuzzRoutes(part: number, of: number) {
  const keys = ROUTE_KEYS.filter((_, i) => i % of === part - 1);
  describe(`fuzzing routes (part ${part} of ${of}) with ${RUNS} requests each`, () => {
    it.each(keys)(
      '%s never answers 5xx',
      async (key) => {
        const route = routes().find((r) => `${r.method} ${r.url}` === key);
        expect(route, key).toBeDefined();
        const { method, url, schema } = route!;
        const s = (schema ?? {}) as { body?: unknown; querystring?: unknown };
        // The transaction form routes read multipart or JSON themselves, against this schema.
        const bodySchema =
          toSchema(s.body) ??
          (url.startsWith('/api/transactions') ? toSchema(transactionInput) : null);
        const querySchema = toSchema(s.querystring);
        const hasBody = method !== 'GET' && method !== 'DELETE';
        // A fresh session per route: logout or a password change ends only its own.
        const token = await tokenFor(t.app, adminId);
        const arb = fc.record({
          path: pathArb(url),
          query: querySchema ? objectFor(querySchema, ids) : fc.constant({}),
          body: hasBody ? bodyArb(bodySchema) : fc.constant(null),
          key: fc.option(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 })),
        });
        type Sample = typeof arb extends fc.Arbitrary<infer T> ? T : never;
        const send = async ({ path, query, body, key }: Sample) => {
          const qs = queryString(query);
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          if (key !== null) headers['idempotency-key'] = key;
          let payload: string | undefined;
          if (body?.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body.value) ?? 'null';
          } else if (body?.kind === 'raw') {
            headers['content-type'] = body.type;
            payload = body.value;
          }
          const res = await t.app.inject({
            method: method as 'GET',
            url: qs ? `${path}?${qs}` : path,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          if (res.statusCode >= 500 || LEAK.test(res.body)) {
            throw new Error(
              `${res.statusCode} ${method} ${path}?${qs} ${payload?.slice(0, 500)} → ${res.body.slice(0, 500)}`,
            );
          }
        };
        // Requests go in concurrent batches: the database works while Node builds the next.
        const size = batchFor(url);
        await fc.assert(
          fc.asyncProperty(fc.array(arb, { minLength: size, maxLength: size }), async (batch) => {
            await Promise.all(batch.map(send));
          }),
          { numRuns: Math.ceil(RUNS / size), endOnFailure: true },
        );
      },
      600_000,
    );
  });
}
