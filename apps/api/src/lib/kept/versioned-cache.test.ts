import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache.ts';

describe('versionedCache', () => {
  it('answers from memory while the version holds, and recomputes when it moves', async () => {
    const cache = versionedCache<number>(10);
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    expect(await cache('k', 1n, compute)).toBe(1);
    expect(await cache('k', 1n, compute)).toBe(1);
    expect(await cache('k', 2n, compute)).toBe(2);
    // A request that read an older version never gets the newer entry, nor the reverse.
    expect(await cache('k', 1n, compute)).toBe(3);
    expect(await cache('other', 1n, compute)).toBe(4);
  });

  it('shares one computation among concurrent requests for the same entry', async () => {
    const cache = versionedCache<string>(10);
    let runs = 0;
    const slow = () => new Promise<string>((r) => setTimeout(() => r(`run ${++runs}`), 20));
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache('k', 7n, slow)));
    expect(answers).toEqual(Array(8).fill('run 1'));
  });

  it('does not keep a failure', async () => {
    const cache = versionedCache<string>(10);
    await expect(cache('k', 1n, () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache('k', 1n, () => Promise.resolve('ok'))).toBe('ok');
  });

  it('never lets an older computation that ends late replace a newer answer', async () => {
    const cache = versionedCache<string>(10);
    let finishOld!: (v: string) => void;
    const old = cache('k', 1n, () => new Promise<string>((r) => (finishOld = r)));
    expect(await cache('k', 2n, () => Promise.resolve('new'))).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await cache('k', 2n, () => Promise.resolve('recomputed'))).toBe('new');
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = versionedCache<string>(2);
    let runs = 0;
    const compute = () => Promise.resolve(`run ${++runs}`);
    await cache('a', 1n, compute); // run 1
    await cache('b', 1n, compute); // run 2
    await cache('a', 1n, compute); // hit: a is now the most recent
    await cache('c', 1n, compute); // run 3, drops b
    expect(await cache('a', 1n, compute)).toBe('run 1');
    expect(await cache('b', 1n, compute)).toBe('run 4');
  });
});

describe('versionedCache with a weight budget', () => {
  it('drops the least recently used entries once their weight passes the budget', async () => {
    const cache = versionedCache<string>(100, { weight: 10, weigh: (s) => s.length });
    let runs = 0;
    const of = (s: string) => () => (runs++, Promise.resolve(s));
    await cache('a', 1n, of('aaaa')); // 4
    await cache('b', 1n, of('bbbb')); // 8
    await cache('a', 1n, of('xxxx')); // hit: a is now the most recent
    await cache('c', 1n, of('cccc')); // 12 > 10: b goes
    expect(runs).toBe(3);
    expect(await cache('a', 1n, of('new a'))).toBe('aaaa');
    expect(await cache('c', 1n, of('new c'))).toBe('cccc');
    expect(await cache('b', 1n, of('new b'))).toBe('new b');
    // An entry heavier than the whole budget is answered but not kept.
    expect(await cache('big', 1n, of('x'.repeat(11)))).toBe('x'.repeat(11));
    expect(await cache('c', 1n, of('new c'))).toBe('cccc');
    expect(await cache('big', 1n, of('again'))).toBe('again');
  });

  it('forgets the weight of a replaced entry', async () => {
    const cache = versionedCache<string>(100, { weight: 10, weigh: (s) => s.length });
    for (let v = 0; v < 50; v++) await cache('k', BigInt(v), () => Promise.resolve('12345678'));
    await cache('other', 1n, () => Promise.resolve('xx'));
    // 8 + 2 fits: had the 49 replaced versions been counted, 'k' would have been dropped.
    let recomputed = false;
    await cache('k', 49n, () => ((recomputed = true), Promise.resolve('')));
    expect(recomputed).toBe(false);
  });
});
