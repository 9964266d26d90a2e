import { Worker } from 'node:worker_threads';

export interface HealthFigures {
  polls: number;
  /** Slowest answer, ms: how long the event loop was kept from answering. */
  maxMs: number;
  p99Ms: number;
  /** Polls that got no 200 (status, or the error text). */
  failures: string[];
}

/**
 * The poller runs in a worker thread with its own event loop: the attack's own work in the
 * test's thread (writing hundreds of megabytes, building bodies) must not be counted as the
 * server's latency. Plain JavaScript, because a worker does not go through vitest's transform.
 */
const POLLER = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { port, intervalMs } = workerData;
let running = true;
const latencies = [];
const failures = [];
parentPort.on('message', () => { running = false; });
function poll() {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    let raw = '';
    let finished = false;
    const done = (failure) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      latencies.push(performance.now() - started);
      if (failure) failures.push(failure);
      resolve();
    };
    const timer = setTimeout(() => done('no answer within 5 s'), 5000);
    socket.on('connect', () =>
      socket.write('GET /api/health HTTP/1.1\\r\\nhost: 127.0.0.1\\r\\nconnection: close\\r\\n\\r\\n'));
    socket.on('data', (d) => {
      raw += d.toString('latin1');
      if (raw.includes('\\r\\n\\r\\n') && raw.includes('"success"')) {
        done(raw.startsWith('HTTP/1.1 200') ? null : raw.slice(0, 40));
      }
    });
    socket.on('error', (e) => done(e.message));
    socket.on('close', () => done(raw ? (raw.startsWith('HTTP/1.1 200') ? null : raw.slice(0, 40)) : 'closed without an answer'));
  });
}
(async () => {
  await poll();
  parentPort.postMessage({ ready: true });
  while (running) {
    await poll();
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  parentPort.postMessage({ latencies, failures });
})();
`;

/**
 * Polls GET /api/health about every 10 ms, one at a time on a fresh socket, while an attack
 * runs: a blocked event loop shows as a slow answer.
 */
export function watchHealth(port: number, intervalMs = 10) {
  const worker = new Worker(POLLER, { eval: true, workerData: { port, intervalMs } });
  let onReady: () => void = () => {};
  const ready = new Promise<void>((r) => (onReady = r));
  const result = new Promise<{ latencies: number[]; failures: string[] }>((resolve, reject) => {
    worker.on('message', (m: { ready?: true; latencies?: number[]; failures?: string[] }) => {
      if (m.ready) onReady();
      else resolve({ latencies: m.latencies ?? [], failures: m.failures ?? [] });
    });
    worker.once('error', reject);
  });
  return {
    /** Resolves once the first poll is answered: start the attack after it. */
    ready,
    async stop(): Promise<HealthFigures> {
      worker.postMessage('stop');
      const { latencies, failures } = await result;
      await worker.terminate();
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        polls: sorted.length,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
        failures: [...new Set(failures)],
      };
    },
  };
}
