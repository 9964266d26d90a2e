import { describe, expect, it } from 'vitest';
import { sharedReads } from './kept-version.ts';

/** A read whose answers the test hands out one at a time. */
function manualRead() {
  const pending: { key: string; resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => pending.push({ key, resolve, reject }));
  return { read, pending };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('sharedReads', () => {
  it('answers a request only from a read that started after it arrived', async () => {
    const { read, pending } = manualRead();
    const version = sharedReads(read);
    const first = version('bookings');
    expect(pending).toHaveLength(1); // alone: read at once
    // Three arrive while the first read is under way: it may predate a write they must see.
    const later = [version('bookings'), version('bookings'), version('bookings')];
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await tick();
    // One new read for the three, started after they all arrived.
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    await tick();
    expect(pending).toHaveLength(2);
    // The lane is idle again: the next request reads at once.
    const again = version('bookings');
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    expect(await again).toBe(3);
  });

  it('keeps table sets apart, and a failed read fails only its own requests', async () => {
    const { read, pending } = manualRead();
    const version = sharedReads(read);
    const a = version('bookings');
    const b = version('transactions');
    expect(pending.map((p) => p.key)).toEqual(['bookings', 'transactions']);
    const a2 = version('bookings');
    pending[0]!.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(7);
    pending[1]!.resolve(9);
    expect(await a2).toBe(7);
    expect(await b).toBe(9);
  });
});
