import { bookingEndpoints } from '@app/contract';
import { desc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/answers.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createAgent, createUser, signIn, tourismStaff } from '../../../test/factories.ts';
import { bookings } from '../../db/schema/index.ts';
import { selectBookings, toBooking } from './booking-shape.ts';

/**
 * The list's pages are written by PostgreSQL (booking-shape.ts bookingJson): every field must
 * read exactly as toBooking gives it for the detail and the export (cache off).
 */
let t: TestContext;
let token: string;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ keptAnswersMb: 0 });
  ({ token } = await signIn(t.app, tourismStaff()));
  const agent = await createAgent(t.app, { commission_rate: '12.50' });
  const ops = await createUser(t.app, tourismStaff({ name: 'Ops "Quoted" Omar' }));
  const sales = await createUser(t.app, tourismStaff({ name: 'Sales \\ Salma' }));
  const files = [
    { guest_name: 'Bare File', sale_amount: '0.01', purchase_amount: '0.00' },
    {
      guest_name: 'Full File ✓ «ünïcode»',
      guest_email: 'full@mail.example',
      guest_mobile: '+91 98000 00001',
      guest_address: 'Line 1\nLine 2\t"tab"',
      sale_amount: '999999999.99',
      purchase_amount: '123456789.01',
      travel_start_date: '2026-12-01',
      travel_end_date: '2026-12-09',
      destination: 'Dubai',
      package_name: 'Gold',
      ops_person_id: ops.id,
      sales_person_id: sales.id,
      agent_id: agent.id,
      special_notes: 'Window seat </script>',
    },
    {
      guest_name: 'Agent Only',
      sale_amount: '5000.50',
      purchase_amount: '4000.25',
      agent_id: agent.id,
    },
  ];
  for (const f of files) {
    const res = await callEndpoint(t.app, bookingEndpoints.create, { token, payload: f });
    ids.push(res.ok.data.id);
  }
  // Microseconds in the creation time: the JSON keeps milliseconds, as Date does.
  await t.db.execute(
    sql`update bookings set created_at = date_trunc('second', now()) + interval '1 hour 0.123456 seconds' where id = ${ids[1]!}`,
  );
});
afterAll(() => t.close());

const expected = async () =>
  (
    await selectBookings(t.db)
      .where(inArray(bookings.id, ids))
      .orderBy(desc(bookings.created_at), desc(bookings.id))
  ).map((r) => JSON.parse(JSON.stringify(toBooking(r))) as unknown);

describe('the bookings list written by PostgreSQL', () => {
  it('gives every field of every file as toBooking does, in the default order', async () => {
    const res = await callEndpoint(t.app, bookingEndpoints.list, { token });
    expect(res.status).toBe(200);
    // Compared as sent (not the schema's parse, which would drop an extra field).
    const sent = (
      await t.app.inject({ url: '/api/bookings', headers: { authorization: `Bearer ${token}` } })
    ).json<{ data: unknown[] }>();
    expect(sent.data).toEqual(await expected());
    // The second file was made newest by its microseconds.
    expect(res.ok.data.map((b) => b.id)).toEqual([ids[1], ids[2], ids[0]]);
    const full = res.ok.data.find((b) => b.id === ids[1])!;
    expect(full.sale_amount).toBe('999999999.99');
    expect(full.agent?.id).toBeGreaterThan(0);
    expect(full.ops_person?.name).toBe('Ops "Quoted" Omar');
    expect(full.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.123Z$/);
  });

  it('gives the same fields on a sorted page, in the sort order', async () => {
    const res = await callEndpoint(t.app, bookingEndpoints.list, {
      token,
      query: { sort: 'sale_amount' },
    });
    expect(res.ok.data.map((b) => b.guest_name)).toEqual([
      'Bare File',
      'Agent Only',
      'Full File ✓ «ünïcode»',
    ]);
    const byId = new Map((await expected()).map((b) => [(b as { id: number }).id, b]));
    const sent = (
      await t.app.inject({
        url: '/api/bookings?sort=sale_amount',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ data: { id: number }[] }>();
    expect(sent.data).toEqual(sent.data.map((b) => byId.get(b.id)));
  });

  it('gives the same fields on a searched page and an empty one, with the envelope', async () => {
    const res = await callEndpoint(t.app, bookingEndpoints.list, {
      token,
      query: { search: 'agent only' },
    });
    expect(res.ok.data.map((b) => b.id)).toEqual([ids[2]]);
    expect(res.ok.total).toBe(1);
    const none = await callEndpoint(t.app, bookingEndpoints.list, { token, query: { page: 9 } });
    expect(none.ok).toMatchObject({ data: [], current_page: 9, total: 3, success: true });
  });
});
