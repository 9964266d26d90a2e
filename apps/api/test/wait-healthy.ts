import type { ChildProcess } from 'node:child_process';

/**
 * Wait until the app at `base` answers GET /api/health with 200. False when `child` exits
 * first or the time runs out. Used wherever a test or script starts the built server.
 */
export async function waitHealthy(
  base: string,
  child: ChildProcess,
  timeoutMs: number,
  intervalMs = 100,
): Promise<boolean> {
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => (exited = true));
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    if (exited) return false;
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}
