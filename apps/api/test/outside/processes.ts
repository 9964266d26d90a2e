import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitListening } from '../wait-healthy.ts';
import { API_DIR, buildOnce } from './built-server.ts';

/**
 * Several built API processes on one database, as separate machines behind
 * a load balancer run them (each its own PORT and DATA_DIR, nothing shared but PostgreSQL and
 * APP_SECRET), and the round-robin proxy that stands for the load balancer.
 */
export interface ApiProcess {
  index: number;
  port: number;
  child: ChildProcess;
  output: () => string;
  alive: () => boolean;
}

export async function startProcesses(
  n: number,
  o: { databaseUrl: string; smtpUrl: string },
): Promise<{ procs: ApiProcess[]; stop: () => Promise<void> }> {
  await buildOnce();
  const procs: ApiProcess[] = [];
  const dirs: string[] = [];
  const stop = async () => {
    await Promise.all(
      procs.map(async (p) => {
        if (!p.alive()) return;
        const exited = new Promise((r) => p.child.once('exit', r));
        p.child.kill('SIGTERM');
        const t = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }),
    );
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  };
  try {
    for (let index = 0; index < n; index++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `travel-proc-${index}-`));
      dirs.push(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: o.databaseUrl,
        APP_SECRET: 'processes-test-secret-shared-by-every-process',
        SEED_DEMO: 'false',
        PORT: '0', // the kernel's pick, read from the banner (waitListening)
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SMTP_URL: o.smtpUrl,
        OUTBOX_SENDER: 'on',
        WORKERS: '1',
      };
      // The response cache on, at its default size: a list must still show a write at once.
      delete env.KEPT_ANSWERS_MB;
      const child = spawn(process.execPath, [path.join(API_DIR, 'dist/server.js')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out: string[] = [];
      const keep = (b: Buffer) => {
        out.push(b.toString());
        if (out.length > 400) out.splice(0, out.length - 400);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      procs.push({
        index,
        port: 0, // set from the banner below
        child,
        output: () => out.join(''),
        alive: () => child.exitCode === null && child.signalCode === null,
      });
    }
    // All start at once: their migrations meet on the one database.
    const up = await Promise.all(procs.map((p) => waitListening(p.child, 60_000)));
    up.forEach((port, i) => (procs[i]!.port = port ?? 0));
    const down = procs.filter((_, i) => up[i] === null);
    if (down.length) {
      throw new Error(`processes did not start:\n${down.map((p) => p.output()).join('\n---\n')}`);
    }
    return { procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface Proxy {
  port: number;
  /** Which backend (its index) the next request goes to. */
  next: () => number;
  close: () => Promise<void>;
}

/** Set on every answer: which backend gave it, so a test knows where each request went. */
export const BACKEND_HEADER = 'x-test-backend';

/**
 * A round-robin HTTP proxy on 127.0.0.1: request k goes to backend k mod n, with no retry and
 * no health checks; a backend that cannot be reached is answered 502, as a plain balancer
 * would before it notices.
 */
export async function startProxy(ports: number[]): Promise<Proxy> {
  let counter = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = counter++ % ports.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [BACKEND_HEADER]: String(index),
        });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { [BACKEND_HEADER]: String(index) }).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    next: () => counter % ports.length,
    close: () =>
      new Promise<void>((r) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
