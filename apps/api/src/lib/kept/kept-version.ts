/**
 * Version reads shared by the requests that arrive together (kept-json.ts: ≥ 5,000 revalidations a
 * second, docs/decisions/028-version-reads-shared.md). A read may answer a request only if it
 * started after the request arrived: its snapshot then holds every write committed before the
 * request, which is what a kept answer promises (decision 021). So reads of one table set run one
 * at a time: a request arriving while one is under way waits for the next, which starts when that
 * one ends and answers every request that arrived meanwhile. Alone, a request reads at once, as
 * before; at 32 connections, one statement serves a whole round of them.
 */
export function sharedReads<K extends string, T>(read: (key: K) => Promise<T>) {
  interface Lane {
    running: boolean;
    /** The read that starts when the running one ends, shared by whoever arrived meanwhile. */
    next: { promise: Promise<T>; start: () => void } | null;
  }
  const lanes = new Map<K, Lane>();

  const run = (key: K, lane: Lane): Promise<T> => {
    lane.running = true;
    const p = read(key);
    const after = () => {
      const next = lane.next;
      lane.next = null;
      if (next) next.start();
      else {
        lane.running = false;
        lanes.delete(key);
      }
    };
    p.then(after, after);
    return p;
  };

  return (key: K): Promise<T> => {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: false, next: null };
      lanes.set(key, lane);
    }
    if (!lane.running) return run(key, lane);
    if (!lane.next) {
      const l = lane;
      let start!: () => void;
      const promise = new Promise<T>((resolve, reject) => {
        start = () => void run(key, l).then(resolve, reject);
      });
      lane.next = { promise, start };
    }
    return lane.next.promise;
  };
}
