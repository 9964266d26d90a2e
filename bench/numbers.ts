/**
 * Exports, reports and sorted lists (docs/decisions/019-exports-and-reports.md) in the bench:
 * sorted booking pages (sortScenarios in scenarios.ts, in readScenarios so they also run computed every
 * time), every report at 8
 * connections, and the export of every booking as CSV and XLSX with its rows per second and the
 * API's peak resident memory while it streams.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Scenario } from './scenarios.ts';

/** Each report as the page first asks it: the last twelve months, no agent or account chosen. */
const REPORTS: [string, string][] = [
  ['sales, cost, profit and commission by month', '/api/reports/sales'],
  ['receivables ageing', '/api/reports/receivables'],
  ['agent payables outstanding', '/api/reports/agent-payables'],
  ['top destinations by sale', '/api/reports/top-destinations?by=sale'],
  ['top agents by profit', '/api/reports/top-agents?by=profit'],
  ['cash in and out by account', '/api/reports/cash'],
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
export interface NumbersRun {
  headers: Record<string, string>;
  wanted: (name: string) => boolean;
  measure: (s: Scenario, opts?: { connections?: number }) => Promise<Measured>;
  /** Start a new peak of the API's resident memory, and read it (bytes). */
  resetPeak: () => void;
  /**
   * Stop the API and start a new process (signed in with the same session): its base URL.
   * Reports are measured on the first process; each export on a process of its own, so its
   * peak RSS is the export's, not the kept answers of whatever ran before it.
   */
  fresh: () => Promise<string>;
  peak: () => number;
  push: (r: Measured & { name: string; ok: boolean; target: string }) => void;
}

/** As a browser asks: compressed (the API answers an export with brotli quality 1). */
const ACCEPT = 'gzip, deflate, br';

/**
 * Download an export as a browser would (compressed), counting what arrives: bytes as sent,
 * rows from the CSV's lines once decompressed. node:http and zlib streams, not fetch: at
 * 254 MB, fetch's body stream (undici's parser feeding a Readable whose buffer it concatenated
 * again and again) burned 25 s of this process's CPU on some runs, and the figure was the
 * client's, not the API's.
 */
function download(run: NumbersRun, base: string, format: 'csv' | 'xlsx') {
  const started = performance.now();
  return new Promise<{ ok: boolean; bytes: number; lines: number; seconds: number }>(
    (resolve, reject) => {
      const url = `${base}/api/exports/bookings?format=${format}`;
      http
        .get(url, { headers: { ...run.headers, 'accept-encoding': ACCEPT } }, (res) => {
          let bytes = 0;
          let lines = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? res.pipe(zlib.createBrotliDecompress())
              : encoding === 'gzip'
                ? res.pipe(zlib.createGunzip())
                : res;
          body.on('data', (chunk: Buffer) => {
            if (format !== 'csv') return;
            for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
          });
          body.on('error', reject);
          body.on('end', () =>
            resolve({
              ok: res.statusCode === 200,
              bytes,
              lines,
              seconds: (performance.now() - started) / 1000,
            }),
          );
        })
        .on('error', reject);
    },
  );
}

export async function runNumbers(run: NumbersRun, bookings: number) {
  for (const [label, path] of REPORTS) {
    const name = `GET report: ${label} (8 connections)`;
    if (!run.wanted(name)) continue;
    process.stdout.write(`${name} ... `);
    const m = await run.measure(
      { name, method: 'GET', path, target: { p99: 200 } },
      { connections: 8 },
    );
    run.push({ name, ...m, ok: m.errors === 0 && m.p99 <= 200, target: 'p99 ≤ 200 ms' });
    console.log(`${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}`);
  }
  for (const format of ['csv', 'xlsx'] as const) {
    const name = `Export all ${bookings.toLocaleString('en-US')} bookings as ${format.toUpperCase()}`;
    if (!run.wanted(name)) continue;
    process.stdout.write(`${name} ... `);
    const base = await run.fresh();
    await new Promise((r) => setTimeout(r, 1000)); // start-up's garbage collected
    run.resetPeak();
    await new Promise((r) => setTimeout(r, 300)); // a few samples of the idle process
    const idle = run.peak() / 2 ** 20;
    run.resetPeak();
    const d = await download(run, base, format);
    const rows = format === 'csv' ? d.lines - 1 : bookings;
    const perSecond = rows / d.seconds;
    const rss = run.peak() / 2 ** 20;
    const complete = d.ok && rows === bookings;
    const fast = format === 'xlsx' || perSecond >= 50_000;
    run.push({
      name: `${name}: ${(d.bytes / 2 ** 20).toFixed(0)} MB sent (${ACCEPT}) in ${d.seconds.toFixed(1)} s, a fresh API's peak RSS ${rss.toFixed(0)} MB (${idle.toFixed(0)} MB idle before) (rows/s in the req/s column)`,
      rps: perSecond,
      p50: 0,
      p99: 0,
      errors: complete ? 0 : 1,
      ok: complete && fast && rss <= 300,
      target: `${format === 'csv' ? '≥ 50,000 rows/s, ' : ''}peak RSS ≤ 300 MB, every row`,
    });
    console.log(
      `${perSecond.toFixed(0)} rows/s, ${d.seconds.toFixed(1)} s, peak RSS ${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
    );
  }
}
