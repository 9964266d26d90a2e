import net from 'node:net';

/** JSON bodies no form sends, each under the 1 MB body limit so the parser has to read it. */
export interface HostileBody {
  name: string;
  body: () => string;
}

const DEEP = 6_000;
const nestedArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const nestedObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

export const HOSTILE_BODIES: HostileBody[] = [
  { name: 'arrays nested 6,000 deep', body: () => nestedArrays(DEEP) },
  { name: 'objects nested 6,000 deep', body: () => nestedObjects(DEEP) },
  {
    name: 'arrays and objects alternating 6,000 deep',
    body: () => '[{"a":'.repeat(DEEP / 2) + '1' + '}]'.repeat(DEEP / 2),
  },
  { name: 'a megabyte of [', body: () => '['.repeat(1_000_000) },
  { name: 'a megabyte of {"a":', body: () => '{"a":'.repeat(200_000) },
  {
    name: 'a login body with a 6,000-deep extra field',
    body: () => `{"email":"a@b.test","password":"Secret@12345","x":${nestedArrays(DEEP)}}`,
  },
  {
    name: 'a login body whose email is nested 6,000 deep',
    body: () => `{"email":${nestedObjects(DEEP)},"password":"Secret@12345"}`,
  },
  {
    name: '100,000 keys in one object',
    body: () => `{${Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`,
  },
  {
    name: 'a login body with 100,000 extra keys',
    body: () =>
      `{"email":"a@b.test","password":"Secret@12345",${Array.from(
        { length: 100_000 },
        (_, i) => `"${i.toString(36)}":0`,
      ).join(',')}}`,
  },
  { name: 'a 100,000-element array', body: () => `[${Array(100_000).fill('0').join(',')}]` },
  {
    name: 'a 100,000-element array of empty objects',
    body: () => `[${Array(100_000).fill('{}').join(',')}]`,
  },
  {
    name: 'a 900 KB email',
    body: () => JSON.stringify({ email: `${'a'.repeat(900_000)}@b.test`, password: 'x' }),
  },
  {
    name: 'a 900 KB password',
    body: () => JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(900_000) }),
  },
  {
    name: 'a 900 KB string of escaped NULs',
    body: () => `{"email":"${'\\u0000'.repeat(150_000)}","password":"x"}`,
  },
  { name: 'a 1 MB number', body: () => '9'.repeat(1_000_000) },
  { name: 'a megabyte of whitespace then {}', body: () => `${' '.repeat(1_000_000)}{}` },
  {
    name: 'prototype-poisoning keys',
    body: () => '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
  },
];

export interface HalfSent {
  sockets: net.Socket[];
  /** Sockets the server answered (a refusal such as 429) or closed before we stopped. */
  answered: () => number;
  /** The first status line of each kind the server sent on them, with counts. */
  statuses: () => Record<string, number>;
}

/**
 * Sockets that announce a 1 MiB body, send half of it and stop: the server holds what came
 * until they close, unless it refuses them. Resolves once every half is written or refused.
 */
const BATCH = 16;

export async function openHalfSentBodies(
  port: number,
  count: number,
  target: string,
): Promise<HalfSent> {
  const half = Buffer.alloc(512 * 1024, 'a');
  const sockets: net.Socket[] = [];
  const statuses: Record<string, number> = {};
  const answered = new Set<net.Socket>();
  const openOne = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      sockets.push(socket);
      let first = true;
      socket.on('data', (d: Buffer) => {
        answered.add(socket);
        if (!first) return;
        first = false;
        const line = d.toString('latin1').split('\r\n')[0] ?? '';
        statuses[line] = (statuses[line] ?? 0) + 1;
      });
      // Refused and closed by the server while we wrote: that socket is done, not held.
      socket.on('error', () => {
        answered.add(socket);
        resolve();
      });
      socket.on('close', () => {
        answered.add(socket);
        resolve();
      });
      socket.once('connect', () => {
        socket.write(
          `POST ${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
            `content-type: application/json\r\ncontent-length: ${1024 * 1024}\r\n\r\n`,
        );
        socket.write(half, () => resolve());
      });
    });
  // A few at a time, as a slow client does: a burst of connections is another attack.
  for (let i = 0; i < count; i += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, openOne));
  }
  return { sockets, answered: () => answered.size, statuses: () => ({ ...statuses }) };
}
