import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { signToken } from '../lib/sessions/signed-token.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import type { RawResponse } from '../../test/outside/raw-http.ts';
import { rawRequest } from '../../test/outside/raw-http.ts';

/**
 * From outside, over a real socket to the built server: sending a document takes the right to
 * read it. A staff member holding only the send keys (email_vouchers, edit_day_plans) is
 * refused every email and every "send again" of a voucher, a receipt or a duty sheet, as the
 * downloads are refused to them, and is told no address. And a preview link lives five
 * minutes from its issue, whatever expiry it was signed with.
 */
let s: BuiltServer;
let sender: string;
const DAY = '2027-05-06';
const ids = { booking: 0, payment: 0, driver: 0 };
const messages: Record<'voucher' | 'receipt' | 'duty_sheet', number> = {
  voucher: 0,
  receipt: 0,
  duty_sheet: 0,
};

const send = (method: string, target: string, token: string, body?: unknown) =>
  rawRequest(s.port, {
    method,
    target,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
/** As admin, expecting `status`: the answer's data. */
async function asAdmin(method: string, target: string, body: unknown, status: number) {
  const res = await send(method, target, s.tokens.admin, body);
  expect(res.status, `${method} ${target}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json.data;
}
const outboxRows = async () =>
  Number(
    (await s.db.execute<{ n: string }>(sql`select count(*) as n from outbox_messages`)).rows[0]!.n,
  );

beforeAll(async () => {
  s = await startBuiltServer();
  ids.booking = (
    await asAdmin(
      'POST',
      '/api/bookings',
      {
        guest_name: 'Outside Guest',
        guest_email: 'outside.guest@mail.example',
        sale_amount: '1000.00',
        purchase_amount: '800.00',
      },
      201,
    )
  ).id;
  ids.payment = (
    await asAdmin(
      'POST',
      `/api/bookings/${ids.booking}/payment`,
      { payment_date: '2026-06-10', amount: '100.00', payment_method: 'cash' },
      201,
    )
  ).payments[0].id;
  ids.driver = (
    await asAdmin(
      'POST',
      '/api/drivers',
      { name: 'Outside Driver', email: 'outside.driver@fleet.example' },
      201,
    )
  ).id;
  await asAdmin(
    'POST',
    '/api/day-plans',
    {
      plan_date: DAY,
      guest_name: 'Outside Guest',
      service_description: 'Airport pickup',
      driver_id: ids.driver,
    },
    201,
  );
  messages.voucher = (await asAdmin('POST', `/api/vouchers/${ids.booking}/email`, {}, 202)).id;
  messages.receipt = (await asAdmin('POST', `/api/receipts/${ids.payment}/email`, {}, 202)).id;
  messages.duty_sheet = (
    await asAdmin('POST', `/api/drivers/${ids.driver}/duty-sheet/email`, { date: DAY }, 202)
  ).id;
  const app = { db: s.db } as unknown as App;
  const u = await createUser(app, {
    role: 'staff',
    permissions: ['email_vouchers', 'edit_day_plans'],
  });
  sender = await tokenFor(app, u.id);
}, 180_000);

afterAll(async () => {
  await s?.stop();
}, 30_000);

describe('sending a document takes the right to read it (built server, real socket)', () => {
  it('refuses the send keys alone: the downloads, every email and every send again are 403', async () => {
    for (const target of [
      `/api/vouchers/${ids.booking}/pdf`,
      `/api/receipts/${ids.payment}/pdf`,
      `/api/drivers/${ids.driver}/duty-sheet/pdf?date=${DAY}`,
    ])
      expect((await send('GET', target, sender)).status, target).toBe(403);

    const before = await outboxRows();
    const refusals: [string, RawResponse][] = [];
    const post = async (target: string, body: unknown) =>
      refusals.push([target, await send('POST', target, sender, body)]);
    await post(`/api/vouchers/${ids.booking}/email`, { email: 'someone@else.example' });
    await post(`/api/vouchers/${ids.booking}/email`, {});
    await post(`/api/receipts/${ids.payment}/email`, { email: 'someone@else.example' });
    await post(`/api/drivers/${ids.driver}/duty-sheet/email`, {
      date: DAY,
      email: 'someone@else.example',
    });
    for (const id of Object.values(messages)) await post(`/api/outbox/${id}/send-again`, undefined);
    for (const [target, res] of refusals) {
      expect(res.status, `${target}: ${res.body.slice(0, 200)}`).toBe(403);
      // No address (the guest's, the driver's) in the refusal.
      expect(res.body, target).not.toMatch(/@/);
    }
    expect(await outboxRows()).toBe(before);
    expect(s.output()).not.toMatch(/"level":(50|60)/);
  });
});

describe('preview links live five minutes from their issue (built server, real socket)', () => {
  it('refuses a genuine token signed with a day-long expiry once five minutes have passed', async () => {
    const link = await asAdmin('POST', `/api/vouchers/${ids.booking}/preview-token`, {}, 200);
    const { sid } = JSON.parse(
      Buffer.from(String(link.token).split('.')[0]!, 'base64url').toString(),
    ) as { sid: number };
    // The server's own secret (built-server.ts): what an attacker with it could sign.
    const secret = Buffer.from('outside-tests-secret-signing-preview-links', 'utf8');
    const now = Math.floor(Date.now() / 1000);
    const open = (iat: number) => {
      const token = signToken(secret, {
        purpose: 'voucher-preview',
        id: ids.booking,
        sid,
        iat,
        exp: now + 24 * 60 * 60,
      });
      return rawRequest(s.port, {
        method: 'GET',
        target: `/api/vouchers/${ids.booking}/preview?token=${token}`,
      });
    };
    expect((await rawRequest(s.port, { method: 'GET', target: link.url })).status).toBe(200);
    expect((await open(now - 240)).status).toBe(200);
    const late = await open(now - 301);
    expect(late.status).toBe(401);
    expect(late.body).not.toContain('Outside Guest');
  });
});
