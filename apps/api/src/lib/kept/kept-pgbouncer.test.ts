import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { createDb } from '../../db/client.ts';
import { freePort } from '../../db/embedded.ts';
import { agentEndpoints } from '@app/contract';
import { TEST_PASSWORD_COST } from '../../../test/app.ts';
import { callEndpoint, urlOf } from '../../../test/answers.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { createAgent, signIn } from '../../../test/factories.ts';

/*
 * The write counts behind a pooler in transaction mode (Debian's PgBouncer): the pooler hands
 * one server connection to many clients in turn and refuses start-up options, so nothing of
 * the counts may hang on a connection (migration 0027). The app runs through its own
 * PgBouncer on a free loopback port, in front of this file's test database.
 */
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));

// Skipped only where no pgbouncer binary is installed (Debian: apt-get install pgbouncer;
// .ci/run installs it): there is nothing to run the app through.
describe.skipIf(!PGBOUNCER)('kept answers through PgBouncer in transaction mode', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let bouncer: ChildProcess;
  let bouncerErrors = '';
  let url: string;
  let app: App;
  let appPool: pg.Pool;
  let token: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    const server = new URL(test.pool.options.connectionString!);
    dir = await mkdtemp(path.join(os.tmpdir(), 'travel-pgbouncer-'));
    // PgBouncer will not run as root: it drops to nobody, who must write its log here.
    const root = process.getuid?.() === 0;
    if (root) await chmod(dir, 0o777);
    const port = await freePort();
    const user = decodeURIComponent(server.username);
    // The embedded server's URL names its socket folder and port as parameters; it also
    // listens on 127.0.0.1, which nobody (PgBouncer's user here) can reach.
    const socket = server.searchParams.get('host')?.startsWith('/');
    const serverHost = socket ? '127.0.0.1' : server.hostname;
    const serverPort = server.searchParams.get('port') ?? (server.port || '5432');
    await writeFile(path.join(dir, 'users.txt'), `"${user}" ""\n`);
    await writeFile(
      path.join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `app = host=${serverHost} port=${serverPort} dbname=${server.pathname.slice(1)} ` +
          `user=${user} password=${decodeURIComponent(server.password)}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        // Fewer server connections than the app's pool: they are shared between clients.
        'default_pool_size = 2',
        'max_client_conn = 50',
        `logfile = ${path.join(dir, 'pgbouncer.log')}`,
        `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      ].join('\n'),
    );
    bouncer = spawn(PGBOUNCER!, [...(root ? ['-u', 'nobody'] : []), 'pgbouncer.ini'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    bouncer.stderr!.on('data', (d: Buffer) => (bouncerErrors += d.toString()));
    url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/app`;
    await waitForBouncer(url, dir, () => bouncerErrors);

    const { db, pool } = createDb(url, 6, () => {}, { namedStatements: false });
    appPool = pool;
    app = await buildApp({ db, dataDir: dir, passwordCost: TEST_PASSWORD_COST });
    await app.ready();
    token = (await signIn(app, { role: 'admin' })).token;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await appPool?.end();
    if (bouncer && bouncer.exitCode === null) {
      const exited = new Promise((r) => bouncer.once('exit', r));
      bouncer.kill('SIGTERM');
      await exited;
    }
    await test?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a start-up option (what the per-connection slots of 0018 needed)', async () => {
    const c = new pg.Client({ connectionString: url, options: '-c app.data_slot=1' });
    await expect(c.connect()).rejects.toThrow(/unsupported startup parameter/i);
    await c.end().catch(() => {});
  });

  it('shares its two server connections between the app’s six pooled clients', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => appPool.connect()));
    try {
      const pids = await Promise.all(
        clients.map(
          async (c) => (await c.query<{ p: number }>('select pg_backend_pid() p')).rows[0]!.p,
        ),
      );
      expect(new Set(pids).size).toBeLessThanOrEqual(2);
    } finally {
      clients.forEach((c) => c.release());
    }
  });

  it('shows a write made through one pooled connection in the next kept read', async () => {
    const pooled = { token, query: { search: 'pooled' } };
    const agents = urlOf(agentEndpoints.list, {}, pooled.query);
    const first = await callEndpoint(app, agentEndpoints.list, pooled);
    expect(first.status).toBe(200);
    expect(first.ok.data).toEqual([]);
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: agents,
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // Through the app's own write path, then straight through another client of the pooler.
    await createAgent(app, { name: 'Pooled Tours' });
    const after = await callEndpoint(app, agentEndpoints.list, {
      ...pooled,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.ok.data.map((a) => a.name)).toEqual(['Pooled Tours']);

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(
        `update agents set name = 'Pooled Tours Renamed' where name = 'Pooled Tours'`,
      );
    } finally {
      await other.end();
    }
    const renamed = await callEndpoint(app, agentEndpoints.list, pooled);
    expect(renamed.ok.data.map((a) => a.name)).toEqual(['Pooled Tours Renamed']);
    expect(renamed.headers.etag).not.toBe(after.headers.etag);
  });

  it('lets crossed writers through the pooler both commit: no count row is shared', async () => {
    const ids = await Promise.all(
      ['Crossed A', 'Crossed B'].map(async (name) => (await createAgent(app, { name })).id),
    );
    const [a, b] = [
      new pg.Client({ connectionString: url }),
      new pg.Client({ connectionString: url }),
    ];
    await Promise.all([a.connect(), b.connect()]);
    try {
      let open!: () => void;
      const both = new Promise<void>((r) => (open = r));
      let started = 0;
      const gate = () => (++started === 2 && open(), both);
      const run = async (c: pg.Client, first: string, second: string) => {
        await c.query('begin');
        await c.query(first);
        await gate();
        await c.query(second);
        await c.query('commit');
        return 'committed';
      };
      const agent = (id: number) => `update agents set notes = 'crossed' where id = ${id}`;
      // No row changes, but the statement trigger counts it all the same.
      const users = `update users set updated_at = updated_at where false`;
      expect(
        await Promise.all([run(a, agent(ids[0]!), users), run(b, users, agent(ids[1]!))]),
      ).toEqual(['committed', 'committed']);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

/** Connect until the pooler answers (it starts in well under a second), or say why not. */
async function waitForBouncer(url: string, dir: string, errors: () => string) {
  for (let i = 0; i < 100; i++) {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.query('select 1');
      await c.end();
      return;
    } catch {
      await c.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const log = await readFile(path.join(dir, 'pgbouncer.log'), 'utf8').catch(() => '(no log)');
  throw new Error(`PgBouncer did not start:\n${errors()}\n${log}`);
}
