import autocannon from 'autocannon';

/**
 * A browser or TanStack Query revalidating a list nothing has changed under
 * (docs/decisions/021-kept-answers-revalidated.md). It sends the ETag it holds (If-None-Match) and
 * gets 304 with no body: the session check and one small statement (the version of the tables the
 * list reads), no answer built or sent.
 */
export interface RevalidateRun {
  base: string;
  headers: Record<string, string>;
  wanted: (name: string) => boolean;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  push: (r: {
    name: string;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    ok: boolean;
    target: string;
  }) => void;
}

const SCENARIOS = [
  {
    name: 'GET /bookings page 1 revalidated (If-None-Match → 304)',
    path: '/api/bookings',
    target: { p99: 50, rps: 5000 },
  },
];

export async function runRevalidate(run: RevalidateRun) {
  for (const s of SCENARIOS) {
    if (!run.wanted(s.name)) continue;
    process.stdout.write(`${s.name} ... `);
    const url = `${run.base}${s.path}`;
    const first = await fetch(url, { headers: run.headers });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    if (!first.ok || !etag) throw new Error(`${s.path}: ${first.status}, ETag ${etag}`);
    const headers = { ...run.headers, 'if-none-match': etag };
    const check = await fetch(url, { headers });
    if (check.status !== 304) throw new Error(`${s.path} with its ETag: ${check.status}`);
    // Measured after a warm-up at the same concurrency, as run.ts measures every read.
    const timing = {
      duration: run.seconds,
      warmup: { connections: run.connections, duration: run.warmupSeconds },
    };
    const r = await autocannon({ url, connections: run.connections, headers, ...timing });
    // Every answer must be the 304: a 200 would mean the list was built after all.
    const not304 = r['1xx'] + r['2xx'] + r['4xx'] + r['5xx'];
    const m = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + not304,
    };
    run.push({
      name: s.name,
      ...m,
      ok: m.errors === 0 && m.p99 <= s.target.p99 && m.rps >= s.target.rps,
      target: `p99 ≤ ${s.target.p99} ms, ≥ ${s.target.rps} req/s, every answer 304`,
    });
    console.log(
      `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, not 304 or failed ${m.errors}`,
    );
  }
}
