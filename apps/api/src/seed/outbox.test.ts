import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { TEST_PASSWORD_COST } from '../../test/app.ts';
import { composeStored, listOutbox } from '../modules/outbox/outbox.service.ts';
import { AGENCY_FROM } from '../modules/documents/voucher-model.ts';
import { seedDemo } from './index.ts';

/** The demo's outbox holds a message in each state, each with its voucher PDF. */
let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  expect(await seedDemo(t.db, TEST_PASSWORD_COST, 'Asia/Kolkata')).toBe(true);
}, 120_000);
afterAll(() => t.drop());

describe('demo data for the outbox', () => {
  it('has sent, failed (with the reason) and queued voucher emails', async () => {
    const all = (await listOutbox(t.db, {})).data;
    expect(all.map((m) => m.state).sort()).toEqual(['failed', 'queued', 'queued', 'sent']);
    const failed = all.find((m) => m.state === 'failed')!;
    expect(failed.last_error).toMatch(/550 5\.1\.1 <.+@mail\.example>: Recipient address rejected/);
    expect(all.find((m) => m.state === 'sent')!.sent_at).not.toBeNull();
    for (const m of all) {
      expect(m.booking_id).not.toBeNull();
      expect(m.attachments[0]?.filename).toBe(`Voucher-${m.booking_id}.pdf`);
      const eml = (await composeStored(t.db, m.id, AGENCY_FROM)).toString();
      expect(eml).toContain('JVBERi0'); // the PDF, base64
    }
  });
});
