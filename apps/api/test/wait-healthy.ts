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

const BANNER = /running at https?:\/\/localhost:(\d+)/;

/** The port the app's start-up banner names in `output`, or null before it is printed. */
export function bannerPort(output: string): number | null {
  const m = BANNER.exec(output);
  return m ? Number(m[1]) : null;
}

/**
 * Started with PORT=0 (stdout piped), the app listens on a port the kernel picks and names it
 * in its banner: that port, once /api/health answers there. Null when the child exits first
 * or the time runs out. A port picked beforehand (`freePort`) and freed again can be taken by
 * another process before the app binds it: CI saw EADDRINUSE with shards side by side.
 */
export async function waitListening(
  child: ChildProcess,
  timeoutMs: number,
): Promise<number | null> {
  if (!child.stdout) throw new Error('waitListening needs the child’s stdout piped');
  const started = Date.now();
  const port = await new Promise<number | null>((resolve) => {
    let seen = '';
    const done = (p: number | null) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      resolve(p);
    };
    const onData = (b: Buffer) => {
      seen = (seen + b.toString()).slice(-4096);
      const p = bannerPort(seen);
      if (p !== null) done(p);
    };
    const onExit = () => done(null);
    const timer = setTimeout(() => done(null), timeoutMs);
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) done(null);
  });
  if (port === null) return null;
  const left = Math.max(1000, timeoutMs - (Date.now() - started));
  return (await waitHealthy(`http://127.0.0.1:${port}`, child, left)) ? port : null;
}
