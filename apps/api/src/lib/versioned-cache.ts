/**
 * Results of expensive reads, kept until the data they came from changes. The caller reads a
 * version first (a counter the database moves in the same transaction as every write); an
 * entry is used only by requests that read the same version, and is computed after that read,
 * so nothing older than what the database showed the request is ever served. Concurrent
 * requests for the same missing entry share one computation. Per process, bounded by a count
 * and optionally by a weight (bytes): the least recently used entries are dropped first.
 */
export function versionedCache<T>(
  max: number,
  budget?: { weight: number; weigh: (value: T) => number },
) {
  interface Entry {
    version: string;
    value: Promise<T>;
    weight: number;
  }
  const entries = new Map<string, Entry>();
  let weight = 0;
  const drop = (key: string) => {
    weight -= entries.get(key)?.weight ?? 0;
    entries.delete(key);
  };
  const trim = () => {
    while (entries.size > max || (budget && weight > budget.weight && entries.size > 0)) {
      drop(entries.keys().next().value!);
    }
  };
  return (key: string, version: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit?.version === version) {
      entries.delete(key); // re-inserted: Map order is the use order
      entries.set(key, hit);
      return hit.value;
    }
    drop(key);
    const entry: Entry = { version, value: compute(), weight: 0 };
    entries.set(key, entry);
    trim();
    entry.value.then(
      (v) => {
        if (entries.get(key) !== entry || !budget) return;
        entry.weight = budget.weigh(v);
        weight += entry.weight;
        // One answer heavier than the whole budget is not kept at the others' expense.
        if (entry.weight > budget.weight) drop(key);
        trim();
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) drop(key);
      },
    );
    return entry.value;
  };
}
