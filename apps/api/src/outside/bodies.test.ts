import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { rssMb, startBuiltServer } from '../../test/outside/built-server.ts';
import type { HealthFigures } from '../../test/outside/health-watch.ts';
import { watchHealth } from '../../test/outside/health-watch.ts';
import { HOSTILE_BODIES, openHalfSentBodies } from '../../test/outside/hostile-bodies.ts';
import { isEnvelopeError, rawRequest } from '../../test/outside/raw-http.ts';

/**
 * Outside attack suite: hostile JSON bodies over a real socket to the built server.
 * No body may produce a 5xx or stall the event loop; the health route, polled every ~10 ms
 * from its own sockets throughout, measures the stall. The target is 50 ms; on this
 * loaded 2-core machine (other test files run beside this one) the assertion is 250 ms and
 * the 50 ms target belongs to the benchmark.
 */

const HEALTH_MAX_MS = 250;
/**
 * While hundreds of connections arrive and are refused, single polls measured 150-330 ms on
 * the fixed code with the machine at load 5 (570 ms before the fix, when all 350 were held):
 * the server answers every poll, but this phase is held to a looser bound.
 */
const HALF_SENT_HEALTH_MAX_MS = 1_000;
const TIMES_EACH = 5;
const HALF_SENT = 350;
/**
 * Memory may stay this far above the baseline once the half-sent bodies are gone. Measured on
 * a fresh process (~125 MB): with bodies in flight bounded, +30-45 MB held and still there
 * after closing (freed memory is not handed back); unbounded, +180 MB held and kept.
 */
const RSS_SLACK_MB = 80;
const RSS_SETTLE_MS = 10_000;

let s: BuiltServer;
const figures = { bodies: 0, requests: 0, healthMaxMs: 0, healthPolls: 0 };
const rss = { baseline: 0, peak: 0, after: 0, settledMs: 0 };
const halfSent = { held: 0, statuses: {} as Record<string, number>, healthMaxMs: 0 };

beforeAll(async () => {
  s = await startBuiltServer();
}, 120_000);

afterAll(async () => {
  console.log(
    `outside bodies: ${figures.bodies} bodies x 2 routes x ${TIMES_EACH} = ${figures.requests} ` +
      `requests; health polls ${figures.healthPolls}, slowest ${figures.healthMaxMs} ms; ` +
      `${HALF_SENT} half-sent 1 MiB bodies: RSS ${rss.baseline.toFixed(0)} MB -> ` +
      `${rss.peak.toFixed(0)} MB held -> ${rss.after.toFixed(0)} MB ` +
      `${(rss.settledMs / 1000).toFixed(1)} s after closing; ${halfSent.held} held open, ` +
      `refusals ${JSON.stringify(halfSent.statuses)}, slowest health ${halfSent.healthMaxMs} ms`,
  );
  await s?.stop();
}, 30_000);

function note(h: HealthFigures) {
  figures.healthPolls += h.polls;
  figures.healthMaxMs = Math.max(figures.healthMaxMs, h.maxMs);
}

const TARGETS = [
  { route: 'POST /api/login', who: 'anonymous' as const },
  // A caller the route admits, so every body is read and parsed. Since agents have their own
  // key, staff without it are refused before the body is read, and the server's
  // close raced the client's write (EPIPE) without testing the body at all.
  { route: 'POST /api/agents', who: 'admin' as const },
];

describe('hostile bodies to the built server', () => {
  // First, on a fresh process: the bodies below leave garbage that would blur its baseline.
  it(`${HALF_SENT} half-sent 1 MiB bodies: health keeps answering, memory returns once they close`, async () => {
    await new Promise((r) => setTimeout(r, 1_000));
    rss.baseline = rssMb(s.pid);
    const health = watchHealth(s.port);
    await health.ready;
    const half = await Promise.race([
      openHalfSentBodies(s.port, HALF_SENT, '/api/login'),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the halves were not all taken within 20 s')), 20_000),
      ),
    ]);
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 250));
      rss.peak = Math.max(rss.peak, rssMb(s.pid));
    }
    halfSent.held = HALF_SENT - half.answered();
    halfSent.statuses = half.statuses();
    for (const socket of half.sockets) socket.destroy();
    const closed = performance.now();
    do {
      await new Promise((r) => setTimeout(r, 250));
      rss.after = rssMb(s.pid);
      rss.settledMs = performance.now() - closed;
    } while (rss.after > rss.baseline + RSS_SLACK_MB && rss.settledMs < RSS_SETTLE_MS);
    const h = await health.stop();
    halfSent.healthMaxMs = h.maxMs;
    expect(s.alive(), `the server process died:\n${s.output().slice(-2000)}`).toBe(true);
    expect(h.failures, 'health polls that got no 200').toEqual([]);
    expect(h.maxMs, `slowest health answer (${h.polls} polls)`).toBeLessThan(
      HALF_SENT_HEALTH_MAX_MS,
    );
    expect(
      rss.after,
      `RSS ${rss.baseline.toFixed(0)} MB before, ${rss.peak.toFixed(0)} MB with the halves held`,
    ).toBeLessThan(rss.baseline + RSS_SLACK_MB);
    // Still serving after it all.
    const res = await rawRequest(s.port, { method: 'GET', target: '/api/health' });
    expect(res.status).toBe(200);
  }, 60_000);

  it.each(HOSTILE_BODIES)(
    '$name: a 4xx in our envelope, never a 5xx, and health keeps answering',
    async ({ body }) => {
      const text = body();
      figures.bodies++;
      const health = watchHealth(s.port);
      await health.ready;
      const wrong: string[] = [];
      for (const { route, who } of TARGETS) {
        const [method, target] = route.split(' ') as [string, string];
        for (let i = 0; i < TIMES_EACH; i++) {
          figures.requests++;
          const res = await rawRequest(
            s.port,
            {
              method,
              target,
              headers: {
                'content-type': 'application/json',
                ...(who === 'anonymous' ? {} : { authorization: `Bearer ${s.tokens[who]}` }),
              },
              body: text,
            },
            15_000,
          ).catch((err: Error) => err);
          if (res instanceof Error) {
            wrong.push(`${route} as ${who}: ${res.message}`);
            continue;
          }
          const what = `${route} as ${who}: ${res.status} ${res.body.slice(0, 160)}`;
          if (res.status < 400 || res.status >= 500 || !isEnvelopeError(res)) wrong.push(what);
        }
      }
      const h = await health.stop();
      note(h);
      expect(s.alive(), `the server process died:\n${s.output().slice(-2000)}`).toBe(true);
      expect(wrong).toEqual([]);
      expect(h.failures, 'health polls that got no 200').toEqual([]);
      expect(h.maxMs, `slowest health answer (${h.polls} polls)`).toBeLessThan(HEALTH_MAX_MS);
    },
    60_000,
  );
});
