/**
 * Results of expensive reads, kept until the data they came from changes. The caller reads a
 * version first (a counter the database moves in the same transaction as every write); an
 * entry is used only by requests that read the same version, and is computed after that read,
 * so nothing older than what the database showed the request is ever served. Concurrent
 * requests for the same missing entry share one computation. Per process, bounded (oldest
 * used entry dropped first).
 */
export function versionedCache<T>(max: number) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return (key: string, version: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    entries.delete(key); // re-inserted below: Map order is the use order
    if (hit?.version === version) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    entries.set(key, { version, value });
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
