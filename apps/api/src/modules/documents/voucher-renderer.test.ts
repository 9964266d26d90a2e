import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/http/app-error.ts';
import { AGENCY } from './voucher-model.ts';
import type { VoucherDoc } from './voucher-model.ts';
import { createVoucherRenderer, RENDER_MESSAGES } from './voucher-renderer.ts';
import type { VoucherRenderer } from './voucher-renderer.ts';

const voucher = (rows: number): VoucherDoc => ({
  title: 'Service Voucher',
  fileNumber: 'TF-2026-00001',
  agency: AGENCY,
  facts: [['Guest', 'Priya Raman']],
  tables: [
    {
      heading: 'Accommodation',
      columns: [{ label: 'Hotel' }, { label: 'Confirmation' }],
      rows: Array.from({ length: rows }, (_, i) => [`Hotel ${i} with a long name`, `CNF-${i}`]),
    },
  ],
  notes: null,
  footer: 'Please present this voucher.',
});

const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};

let renderer: VoucherRenderer | undefined;
afterEach(() => renderer?.close());

describe('the voucher renderer', () => {
  it('makes the PDF in a worker thread', async () => {
    renderer = createVoucherRenderer();
    const pdf = await renderer.render(1, voucher(3));
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('stops a render past its time budget: 503 with Retry-After', async () => {
    renderer = createVoucherRenderer({ timeoutMs: 50 });
    const e = await failure(renderer.render(1, voucher(150)));
    expect(e.status).toBe(503);
    expect(e.message).toBe(RENDER_MESSAGES.timeout);
    expect(Number(e.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('turns work away when the queue is full: 503 busy, and the queued ones still finish', async () => {
    renderer = createVoucherRenderer({ maxThreads: 1, maxQueue: 1, perUser: 10 });
    const r = renderer;
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((u) => r.render(u, voucher(20))));
    const done = results.filter((x) => x.status === 'fulfilled');
    const refused = results.flatMap((x) => (x.status === 'rejected' ? [x.reason as AppError] : []));
    expect(done.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const e of refused) {
      expect(e.status).toBe(503);
      expect(e.message).toBe(RENDER_MESSAGES.busy);
    }
  });

  it('lets one user have only so many renders in progress: 429, then free again', async () => {
    renderer = createVoucherRenderer({ perUser: 1 });
    const first = renderer.render(7, voucher(20));
    const e = await failure(renderer.render(7, voucher(1)));
    expect(e.status).toBe(429);
    expect(e.headers?.['retry-after']).toBeDefined();
    // Someone else is not held up by user 7.
    await expect(renderer.render(8, voucher(1))).resolves.toBeInstanceOf(Buffer);
    await first;
    await expect(renderer.render(7, voucher(1))).resolves.toBeInstanceOf(Buffer);
  });
});
