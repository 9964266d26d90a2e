import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Algorithm, Options, Version } from '@node-rs/argon2';
import { PasswordQueue } from './password-queue.ts';

/**
 * Argon2id PHC strings (`$argon2id$v=19$m=...,t=...,p=...$salt$hash`) at OWASP's setting:
 * 19 MiB, 2 passes, 1 lane: ~10 ms a hash here when idle, ~70 ms under load. `cost` is the
 * memory in KiB; tests lower it.
 * Hashes of the old `scrypt$N$r$p$salt$hash` form still verify, and needsRehash() says to
 * replace them (and any hash at other settings) on the next successful login.
 */
export const DEFAULT_COST = 19_456;
const TIME_COST = 2;
const PARALLELISM = 1;
// Algorithm.Argon2id and Version.V0x13: const enums, which isolated modules cannot import.
const ARGON2ID = 2 as Algorithm;
const VERSION_0X13 = 1 as Version;

/** Every hash of the process goes through here: two at once, a short bounded wait. */
export const passwordQueue = new PasswordQueue();

const options = (memoryCost: number): Options => ({
  algorithm: ARGON2ID,
  memoryCost,
  timeCost: TIME_COST,
  parallelism: PARALLELISM,
});

// The same characters typed on different keyboards can differ in code points.
const normal = (password: string) => password.normalize('NFKC');

/**
 * `client` (the request's address) puts the work under the queue's per-client share, and
 * may be refused with 429; without it the work waits its turn (the app's own hashes).
 */
export function hashPassword(password: string, cost = DEFAULT_COST, client?: string) {
  return passwordQueue.run(() => hash(normal(password), options(cost)), client);
}

export async function verifyPassword(
  password: string,
  stored: string,
  client?: string,
): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    return passwordQueue.run(() => verify(stored, normal(password)).catch(() => false), client);
  }
  if (stored.startsWith('scrypt$')) {
    return passwordQueue.run(() => oneScryptAtATime(() => verifyScrypt(password, stored)), client);
  }
  return false;
}

/** True when the stored hash is not Argon2id at today's settings: replace it on login. */
export function needsRehash(stored: string, cost = DEFAULT_COST): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const o = parseOptions(stored);
    return (
      o.memoryCost !== cost ||
      o.timeCost !== TIME_COST ||
      o.parallelism !== PARALLELISM ||
      o.version !== VERSION_0X13
    );
  } catch {
    return true;
  }
}

// An old scrypt hash at N=2^17 needs 128 MiB to check: one at a time, never two.
let scryptTail: Promise<unknown> = Promise.resolve();
function oneScryptAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const run = scryptTail.then(fn);
  scryptTail = run.catch(() => undefined);
  return run;
}

function verifyScrypt(password: string, stored: string) {
  const [, n, r, p, salt, expectedB64] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (!salt || !expectedB64 || !(N > 1 && R > 0 && P > 0)) return Promise.resolve(false);
  const expected = Buffer.from(expectedB64, 'base64');
  return new Promise<boolean>((resolve) => {
    const opts = { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 };
    scryptCb(normal(password), Buffer.from(salt, 'base64'), expected.length, opts, (err, key) =>
      resolve(!err && key.length === expected.length && timingSafeEqual(key, expected)),
    );
  });
}
