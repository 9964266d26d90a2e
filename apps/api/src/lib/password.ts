import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes stored as `scrypt$N$r$p$salt$hash`, so the cost can rise later
 * without breaking old hashes. At most two hashes run at once: a login flood queues up
 * instead of starving every other request of CPU and memory.
 */
export const DEFAULT_COST = 2 ** 17;
const KEYLEN = 64;
const MAX_PARALLEL = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const scrypt = (pw: string, salt: Buffer, N: number, r: number, p: number) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const opts: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
        scryptCb(pw.normalize('NFKC'), salt, KEYLEN, opts, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost, 8, 1);
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
