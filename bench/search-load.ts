import autocannon from 'autocannon';
import type pg from 'pg';
import { hashToken, newToken } from '../apps/api/src/lib/sessions/tokens.ts';
import { SEARCH_LIMITS } from '../apps/api/src/modules/search/search-gate.ts';

/**
 * Search under load (decision 032): cold digit searches, a different five digits on every
 * request as people type mobiles and numbers, at 8 connections; and health while one user
 * floods search with 40 connections of five zeros (a fragment every bench mobile shares). The
 * flood's extra searches are answered 429 at once; health must not feel them.
 */
export interface SearchLoadRun {
  base: string;
  headers: Record<string, string>;
  /** One user per connection of the cold row (searchUsers). */
  users: string[];
  wanted: (name: string) => boolean;
  seconds: number;
  warmupSeconds: number;
  push: (r: {
    name: string;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    /** Refused by a designed limit (429/503 with Retry-After), not errors. */
    refused?: number;
    ok: boolean;
    target: string;
  }) => void;
}

/**
 * Signed-in admins for the search rows, one a connection: a user has two searches at once
 * (decision 032), so eight connections are eight people searching, not one person's flood.
 * They hold a session only (no password hash), as the voucher users do.
 */
export async function searchUsers(client: pg.Client, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `search-bench-${i}@bench.example`;
    let id = (await client.query<{ id: number }>(`select id from users where email = $1`, [email]))
      .rows[0]?.id;
    id ??= (
      await client.query<{ id: number }>(
        `insert into users (name, email, password_hash, role, is_active)
         values ($1, $2, 'no-password', 'admin', true) returning id`,
        [`Search Bench ${i}`, email],
      )
    ).rows[0]!.id;
    const token = newToken();
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '2 hours')`,
      [id, hashToken(token)],
    );
    tokens.push(token);
  }
  return tokens;
}

/**
 * `options` as `connections` people, each one connection signed in as its own user of
 * `tokens` (autocannon's context is reset every request, so it cannot name a connection's
 * user): one run each, side by side. Throughput is their sum; p50 and p99 the slowest
 * person's, errors every non-2xx.
 *
 * Each person asks at most SEARCH_LIMITS.perSecond searches a second: the search box asks once
 * a pause in typing, and the gate lets a person's searches wait for a place at that rate. A
 * connection firing back to back (some fifty a second) is one person's flood, which the gate
 * answers 429 after its 1 s wait by design; unpaced, those designed refusals were the rows'
 * p99 (about 1 s) whatever the search cost. The flood has its own row (health under it).
 */
export async function asUsers(
  tokens: string[],
  connections: number,
  options: autocannon.Options,
  headers: Record<string, string>,
) {
  const warmup = (options as unknown as { warmup?: { duration: number } }).warmup;
  const runs = await Promise.all(
    Array.from({ length: connections }, (_, k) =>
      autocannon({
        ...options,
        connections: 1,
        connectionRate: SEARCH_LIMITS.perSecond,
        headers: { ...headers, authorization: `Bearer ${tokens[k % tokens.length]}` },
        ...(warmup ? { warmup: { connections: 1, duration: warmup.duration } } : {}),
      }),
    ),
  );
  // The search gate's answers (429 past a user's places, 503 past the process's, each with
  // Retry-After, decision 032) are refusals by design, counted apart from errors: eight people
  // at once against the process's five places may see a few when the machine is busy.
  const refused = runs.reduce((sum, r) => sum + gateAnswers(r), 0);
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0) - refused,
    refused,
  };
}

/** Answers 429 or 503: the search gate's refusals. */
const gateAnswers = (r: autocannon.Result) => {
  const stats = (r as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return (stats?.['429']?.count ?? 0) + (stats?.['503']?.count ?? 0);
};

const COLD = 'GET /search cold digits, a different five each request (8 connections)';
const FLOOD = 'GET /health at 200/s while one user floods search (40 connections of q=00000)';

const figures = (r: autocannon.Result) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
});

export async function runSearchLoad(run: SearchLoadRun) {
  if (run.wanted(COLD)) {
    process.stdout.write(`${COLD} ... `);
    let i = 0;
    const m = await asUsers(
      run.users,
      8,
      {
        url: `${run.base}/api/search`,
        duration: run.seconds,
        // Measured after a warm-up, as run.ts measures every read (autocannon's types lack it).
        ...({ warmup: { duration: run.warmupSeconds } } as object),
        // Five digits, never the same twice in a run: no kept answer or warm page can help.
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/search?q=${10000 + ((i++ * 7919) % 90000)}`,
            }),
          },
        ],
      },
      run.headers,
    );
    run.push({ name: COLD, ...m, ok: m.errors === 0 && m.p99 <= 200, target: 'p99 ≤ 200 ms' });
    console.log(
      `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, refused ${m.refused}`,
    );
  }
  if (run.wanted(FLOOD)) {
    process.stdout.write(`${FLOOD} ... `);
    const flood = autocannon({
      url: `${run.base}/api/search?q=00000`,
      connections: 40,
      headers: run.headers,
      duration: run.warmupSeconds + run.seconds,
    });
    await new Promise((r) => setTimeout(r, run.warmupSeconds * 1000));
    const h = await autocannon({
      url: `${run.base}/api/health`,
      connections: 4,
      overallRate: 200,
      duration: run.seconds,
    });
    const f = await flood;
    const m = { ...figures(h), errors: h.errors + h.non2xx + h.timeouts };
    // The flood's answers: its own searches (2xx) and the extra ones refused (429, 4xx).
    const floodServed = f['2xx'];
    const floodRefused = f['4xx'];
    const unexpected = f['5xx'] + f.errors + f.timeouts;
    run.push({
      name: `${FLOOD}; flood: ${floodServed} answered, ${floodRefused} refused (429), ${unexpected} other`,
      ...m,
      ok: m.errors === 0 && m.p99 <= 100 && unexpected === 0,
      target: 'p99 ≤ 100 ms, flood never 5xx',
    });
    console.log(
      `health p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}; flood ${floodServed} answered, ${floodRefused} refused, ${unexpected} other`,
    );
  }
}
