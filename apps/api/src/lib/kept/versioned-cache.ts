import { LRUCache } from 'lru-cache';

/**
 * Results of expensive reads, kept until the data they came from changes. The caller reads a
 * version first (a count the database moves in the same transaction as every write); an entry
 * is used only by requests that read the same version, and is computed after that read, so
 * nothing older than what the database showed the request is ever served. Concurrent requests
 * for the same missing entry and version share one computation; a failure is not kept.
 *
 * Settled entries live in lru-cache (decision 021): bounded by a count and optionally by a
 * weight (bytes), the least recently used dropped first, one heavier than the whole budget not
 * kept. Computations in flight are held beside it, since their weight is not known yet (and
 * lru-cache's own fetch() would share one computation between requests of different versions).
 */
export function versionedCache<T>(
  max: number,
  budget?: { weight: number; weigh: (value: T) => number },
) {
  interface Entry {
    version: bigint;
    value: T;
  }
  const settled = new LRUCache<string, Entry>({
    max,
    ...(budget
      ? {
          maxSize: budget.weight,
          sizeCalculation: (e: Entry) => Math.max(1, budget.weigh(e.value)),
        }
      : {}),
  });
  const inFlight = new Map<string, { version: bigint; value: Promise<T> }>();

  return (key: string, version: bigint, compute: () => Promise<T>): Promise<T> => {
    const hit = settled.get(key);
    if (hit?.version === version) return Promise.resolve(hit.value);
    const running = inFlight.get(key);
    if (running?.version === version) return running.value;
    const value = compute();
    inFlight.set(key, { version, value });
    const done = () => {
      if (inFlight.get(key)?.value === value) inFlight.delete(key);
    };
    value.then(
      (v) => {
        done();
        // Versions only grow: an older computation finishing late never replaces a newer one.
        const now = settled.peek(key);
        if (!now || now.version <= version) settled.set(key, { version, value: v });
      },
      // A failed computation is not kept: the next request tries again.
      done,
    );
    return value;
  };
}
