/**
 * `npm run bench:cpu [-- --connections 1,32] [--seconds 10] [--url postgres://...]`: where a
 * payment's CPU goes. Starts the built API on the bench database, sends payments for a few
 * seconds at each number of connections, and reads the CPU time the API and PostgreSQL's
 * processes used in that window from /proc (user and system), divided by the payments made.
 * Throughput on a loaded machine varies by a fifth from run to run; CPU a payment varies less,
 * so a change that saves work shows here first (decision 060). Env such as DB_POOL_MAX or
 * WORKERS passes through to the API. `--settle`: each payment pays a direct file's whole balance
 * (each file once), the payment that stops it owing (decision 065); else a paisa on an open file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitListening } from '../apps/api/test/wait-healthy.ts';
import { arg, benchDatabase, benchHeaders, flag, spawnApi } from './db.ts';
import { pickIds } from './scenarios.ts';
import { processTree } from './workers.ts';

const seconds = Number(arg('seconds', '10'));
const levels = arg('connections', '1,32')!.split(',').map(Number);
const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)

/** User and system CPU of a process, in ms; 0 once it is gone. */
function cpuMs(pid: number) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(f[11]) * TICK_MS, system: Number(f[12]) * TICK_MS };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** Every process whose name is postgres: the embedded server and its backends. */
const postgresPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);

const total = (pids: number[]) =>
  pids.map(cpuMs).reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }), {
    user: 0,
    system: 0,
  });

const db = await benchDatabase(arg('url') ?? process.env.BENCH_DATABASE_URL);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const ids = await pickIds(client);
const settle = flag('settle')
  ? (
      await client.query<{ id: number; balance: string }>(
        `select id, balance_due::text balance from bookings where owing and agent_id is null order by id desc limit 20000`,
      )
    ).rows
  : null;
const api = spawnApi(db.url);
try {
  const port = await waitListening(api, 60_000);
  if (port === null) throw new Error('The API did not start');
  const base = `http://127.0.0.1:${port}`;
  const headers = await benchHeaders(base);
  let next = 0;
  const payment = (i: number) => {
    const file = settle
      ? settle[i % settle.length]!
      : { id: ids.openBookings[i % ids.openBookings.length]!, balance: '0.01' };
    return {
      path: `/api/bookings/${file.id}/payment`,
      body: JSON.stringify({
        payment_date: ids.today,
        amount: file.balance,
        payment_method: 'cash',
      }),
    };
  };
  const pay = (connections: number, duration: number) =>
    autocannon({
      url: base,
      connections,
      duration,
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'POST',
            ...payment(next++),
          }),
        },
      ],
    });
  console.log(
    '| connections | payments/s | p50 ms | p99 ms | API CPU ms (user + system) | PostgreSQL CPU ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const connections of levels) {
    await pay(connections, 2); // warm-up: code compiled, each pooled connection's statements prepared
    const apiPids = processTree(api.pid!);
    const [a0, p0] = [total(apiPids), total(postgresPids())];
    const r = await pay(connections, seconds);
    const [a1, p1] = [total(apiPids), total(postgresPids())];
    const n = r.requests.total || 1;
    const per = (ms: number) => (ms / n).toFixed(1);
    console.log(
      `| ${connections} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${per(a1.user - a0.user)} + ${per(a1.system - a0.system)} | ${per(p1.user + p1.system - p0.user - p0.system)} | ${r.errors + r.non2xx} |`,
    );
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await client.end();
  await db.stop();
}
