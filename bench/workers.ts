import { readFileSync } from 'node:fs';
import type autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

/**
 * Page 1 and payments with WORKERS=1 and WORKERS=2 (node:cluster, one port,
 * docs/decisions/025-several-processes.md), to show where one machine's limit lies: on 2 cores a
 * second worker shares them with PostgreSQL and with autocannon itself. Each pair runs on a fresh
 * API at the same load.
 */

const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const rssBytes = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0; // starting or gone
  }
};

/** A process and every process it forked (the API and, with WORKERS, its workers). */
export const processTree = (pid: number): number[] => [pid, ...children(pid).flatMap(processTree)];

/** Resident memory of the API: its process and, with WORKERS, every worker it forked. */
export function treeRssBytes(pid: number | undefined): number {
  if (!pid) return 0;
  return processTree(pid).reduce((sum, p) => sum + rssBytes(p), 0);
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface WorkersBench {
  wanted: (name: string) => boolean;
  measure: (s: Scenario, opts?: Partial<autocannon.Options>) => Promise<Measured>;
  /** Stop the running API and start it again with these variables; measure() then uses it. */
  restart: (env: Record<string, string>) => Promise<void>;
  /** The running API's process id (the primary with WORKERS). */
  pid: () => number | undefined;
  pageOne: Scenario;
  pay: Scenario;
  payments: Partial<autocannon.Options>;
  push: (r: Measured & { name: string; ok: boolean; target: string }) => void;
  /** run.ts's peak-RSS sampler: read, and set (its report's figure is kept as it was). */
  peak: () => number;
  setPeak: (bytes: number) => void;
}

export async function runWorkers(c: WorkersBench) {
  const rows = (w: number) => [
    `GET /bookings page 1, WORKERS=${w}`,
    `POST /bookings/{id}/payment, WORKERS=${w}`,
  ];
  if (![1, 2].some((w) => rows(w).some(c.wanted))) return;
  const reportPeak = c.peak();
  for (const workers of [1, 2]) {
    const [pageName, payName] = rows(workers) as [string, string];
    await c.restart({ WORKERS: String(workers) });
    // Health answers once one worker listens: wait for all of them, and a moment more.
    for (let i = 0; i < 600 && children(c.pid() ?? 0).length < (workers > 1 ? workers : 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    for (const [name, s, opts] of [
      [pageName, c.pageOne, {}],
      [payName, c.pay, c.payments],
    ] as const) {
      if (!c.wanted(name)) continue;
      process.stdout.write(`${name} ... `);
      c.setPeak(0);
      const m = await c.measure(s, opts);
      const mb = (c.peak() / 2 ** 20).toFixed(0);
      c.push({ name, ...m, ok: m.errors === 0, target: `reported; ${mb} MB peak, all processes` });
      console.log(
        `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, ${mb} MB`,
      );
    }
  }
  c.setPeak(reportPeak);
}
