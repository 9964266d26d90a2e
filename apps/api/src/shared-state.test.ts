import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app.ts';
import {
  authEndpoints,
  bookingEndpoints,
  transactionEndpoints,
  voucherEndpoints,
} from '@app/contract';
import { createTestApp, request } from '../test/app.ts';
import { callEndpoint } from '../test/answers.ts';
import {
  createAccount,
  createCategory,
  createUser,
  signIn,
  tourismStaff,
  transactionValues,
} from '../test/factories.ts';

/**
 * Two apps on one database, each with its own pool and DATA_DIR, behave as
 * one: what one process counts, keeps or signs, the other sees. (test/app.ts sameDatabaseAs)
 */
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const login = (on: TestContext, email: string, password: string, ip = '10.21.0.1') =>
  callEndpoint(on.app, authEndpoints.login, {
    payload: { email, password },
    remoteAddress: ip,
  });

describe('two API processes on one database', () => {
  it('count a login failure made on one on the other', async () => {
    const u = await createUser(a.app);
    const statuses: number[] = [];
    // Five wrong guesses, alternating processes: each used to give an attacker 5 of its own.
    for (let i = 0; i < 5; i++) {
      statuses.push((await login(i % 2 ? b : a, u.email, `Wrong-guess-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const on of [a, b]) {
      const refused = await login(on, u.email, u.password);
      expect(refused.status).toBe(429);
      expect(refused.failure.message).toMatch(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      );
    }
    // A burst split over both processes is admitted 5 times in all, not 5 on each.
    const v = await createUser(a.app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(i % 2 ? b : a, v.email, `Burst-${i}`, '10.21.0.2'),
      ),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(25);
  });

  it('download a file uploaded through one from the other, with its headers and access rules', async () => {
    const clerk = await signIn(a.app, {
      role: 'staff',
      permissions: ['view_transactions', 'create_transactions', 'delete_transactions'],
    });
    const account = await createAccount(a.app);
    const category = await createCategory(a.app);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const created = await callEndpoint(a.app, transactionEndpoints.create, {
      token: clerk.token,
      ...multipart(transactionValues(account.id, category.id), 'invoice.pdf', pdf),
    });
    expect(created.status).toBe(201);
    const url = `/api/storage/${created.ok.data.attachment}`;

    const file = await b.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${clerk.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    const outsider = (await signIn(b.app, { role: 'staff' })).token;
    expect((await request(b.app, { method: 'GET', url, token: outsider })).status).toBe(403);
    expect((await request(b.app, { method: 'GET', url })).status).toBe(401);

    // Deleted through the other process: gone for both.
    const del = await callEndpoint(b.app, transactionEndpoints.remove, {
      params: { id: created.ok.data.id },
      token: clerk.token,
    });
    expect(del.status).toBe(200);
    for (const on of [a, b]) {
      const gone = await request(on.app, { method: 'GET', url, token: clerk.token });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('open a preview link made on one on the other', async () => {
    expect(b.app.secret.equals(a.app.secret)).toBe(true);
    const { token } = await signIn(a.app, tourismStaff());
    const booking = await callEndpoint(a.app, bookingEndpoints.create, {
      token,
      payload: {
        guest_name: 'Anita Desai',
        destination: 'Goa',
        travel_start_date: '2026-12-10',
        travel_end_date: '2026-12-12',
        sale_amount: '5000',
        purchase_amount: '4000',
        status: 'confirmed',
      },
    });
    expect(booking.status).toBe(201);
    const id = booking.ok.data.id;
    const link = await callEndpoint(a.app, voucherEndpoints.previewToken, {
      params: { id },
      token,
    });
    const page = await b.app.inject({ method: 'GET', url: link.ok.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(booking.ok.data.file_number);
  });
});

/** A multipart body as the browser's FormData would send it, with one file. */
function multipart(fields: Record<string, string | number>, filename: string, data: Buffer) {
  const boundary = `----shared${Date.now()}`;
  const part = (head: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: ${head}`);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    part(`form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    part(`form-data; name="attachment"; filename="${filename}"\r\n`),
    Buffer.from('Content-Type: application/pdf\r\n\r\n'),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
