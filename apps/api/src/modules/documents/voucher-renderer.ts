import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError, TooManyRequests } from '../../lib/http/app-error.ts';
import type { PdfTask } from './pdf-task.ts';

export interface RendererOptions {
  /** Worker threads at most (default: 2, or 1 on a single core). */
  maxThreads?: number;
  /** Renders waiting for a thread; beyond it a request is turned away (503). */
  maxQueue?: number;
  /** Budget of one render, waiting included; past it the render is stopped (503). */
  timeoutMs?: number;
  /** Renders one user may have in progress at once; beyond it 429. */
  perUser?: number;
}

export const RENDER_LIMITS = { maxQueue: 16, timeoutMs: 10_000, perUser: 2 } as const;

export const RENDER_MESSAGES = {
  perUser: (n: number) =>
    `You can make ${n === 2 ? 'two vouchers' : `${n} vouchers`} at a time. Please wait for one to finish.`,
  busy: 'The server is busy making vouchers. Please try again in a moment.',
  timeout: 'The voucher took too long to make. Please try again in a moment.',
};

/**
 * The worker sits beside this file. Running from TypeScript source (tests, `npm run dev`), the
 * thread needs tsx to load it: worker threads get neither vitest's transform nor a parent's
 * loader. The bundle (build.mjs) has the compiled worker next to dist/server.js.
 */
function workerFile() {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(
    new URL(fromSource ? './voucher-pdf-worker.ts' : './voucher-pdf-worker.js', import.meta.url),
  );
  const tsx = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: fromSource ? ['--import', tsx()] : [] };
}

/**
 * Voucher PDFs are made in a small pool of worker threads, so laying out a long file never
 * holds up other requests. The pool starts with the first render and its threads leave when
 * idle; each user may have a few renders in progress, and each render has a time budget.
 */
export function createVoucherRenderer(opts: RendererOptions = {}) {
  const perUser = opts.perUser ?? RENDER_LIMITS.perUser;
  const timeoutMs = opts.timeoutMs ?? RENDER_LIMITS.timeoutMs;
  const maxQueue = opts.maxQueue ?? RENDER_LIMITS.maxQueue;
  const busy = () => new AppError(503, RENDER_MESSAGES.busy, undefined, { 'retry-after': '5' });
  const inProgress = new Map<number, number>();
  let pool: Piscina<PdfTask, Uint8Array> | null = null;

  const start = () =>
    new Piscina<PdfTask, Uint8Array>({
      ...workerFile(),
      minThreads: 0,
      maxThreads: opts.maxThreads ?? Math.max(1, Math.min(2, os.availableParallelism())),
      maxQueue,
      idleTimeout: 30_000,
      // Below the server's own thread: requests keep their CPU while vouchers are made.
      niceIncrement: 10,
      // A capped booking (150 lines) needs ~20 MB of heap, one from before the cap (600) ~50 MB.
      // A small young generation keeps each thread's memory near what it uses (~45 MB).
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 },
      closeTimeout: timeoutMs,
    });

  return {
    /** The PDF of a voucher (or a receipt), made in a worker thread on behalf of a user. */
    async render(userId: number, voucher: PdfTask): Promise<Buffer> {
      const mine = inProgress.get(userId) ?? 0;
      if (mine >= perUser) throw new TooManyRequests(RENDER_MESSAGES.perUser(perUser), 2);
      inProgress.set(userId, mine + 1);
      try {
        pool ??= start();
        // Checked here as well: piscina does not bound the queue of tasks that carry a signal.
        if (pool.queueSize >= maxQueue) throw busy();
        const bytes = await pool.run(voucher, { signal: AbortSignal.timeout(timeoutMs) });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (e) {
        if (e instanceof Error && e.name === 'AbortError') {
          throw new AppError(503, RENDER_MESSAGES.timeout, undefined, { 'retry-after': '10' });
        }
        if (e instanceof Error && e.message === 'Task queue is at limit') throw busy();
        throw e;
      } finally {
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      }
    },
    /** Let renders in progress finish, then stop the threads (the app's onClose). */
    async close() {
      const p = pool;
      pool = null;
      await p?.close();
    },
  };
}

export type VoucherRenderer = ReturnType<typeof createVoucherRenderer>;
