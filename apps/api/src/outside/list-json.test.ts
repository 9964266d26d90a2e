import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Booking } from '@app/contract';
import { bookingSchema } from '@app/contract';
import { countsAsSale } from '@app/contract/constants';
import type { App } from '../app.ts';
import type { BuiltServer } from '../../test/outside/built-server.ts';
import { startBuiltServer } from '../../test/outside/built-server.ts';
import type { KeptAnswer } from '../../test/outside/keep-alive.ts';
import { jsonOfAnswer, keepAliveClient } from '../../test/outside/keep-alive.ts';
import { agentValues, createUser } from '../../test/factories.ts';

/**
 * Decision 029: the bookings list's pages are JSON written by PostgreSQL and sent as they are.
 * From outside, over kept-alive sockets to the built server: every kind of page (first, sorted,
 * searched, deep) is valid JSON whose every booking equals its detail (written by toBooking in
 * the API), with text that JSON has to escape, plain and compressed, many at once.
 */

const MARK = 'Zqxw';
/** Text JSON must escape or carry exactly: quotes, backslashes, controls, emoji, U+2028/9, RTL. */
const NASTY = [
  `${MARK} "quoted" and 'single' \\ back\\slash \\u0041 \\n not a newline`,
  `${MARK} line one\nline two\r\n\tindented\u0001\u001f\u007f end`,
  `${MARK} 👨‍👩‍👧‍👦 🏝️ 🇦🇪 — “curly” ‘marks’ … €`,
  `${MARK} a\u2028b\u2029c </script><!-- {"json": [1]} -->`,
  `${MARK} مرحبا بالعالم \u202Eevil\u202C שלום עולם \u200F`,
];
const LONG_NOTES = (NASTY.join('\n').repeat(40) + '🙂'.repeat(2500)).slice(0, 5000);

let s: BuiltServer;
const created: { id: number; sent: Record<string, unknown> }[] = [];

beforeAll(async () => {
  s = await startBuiltServer();
  const app = { db: s.db } as unknown as App;
  const ops = await createUser(app, { role: 'staff', name: `Ops "${NASTY[4]!}"` });
  const sales = await createUser(app, { role: 'staff', name: NASTY[1]! });
  const client = keepAliveClient(s.port, 2);
  const agent = jsonOfAnswer(
    await client.send({
      method: 'POST',
      path: '/api/agents',
      token: s.tokens.admin,
      body: agentValues({ name: `Agent ${NASTY[0]!}`.slice(0, 150) }),
    }),
  );
  expect(agent.success, JSON.stringify(agent)).toBe(true);
  for (let i = 0; i < 30; i++) {
    const text = NASTY[i % NASTY.length]!;
    const sent = {
      guest_name: i === 7 ? 'ü'.repeat(150) : `${text.slice(0, 140)} ${i}`,
      guest_address: `${text}\n${'Road '.repeat(80)}`.slice(0, 500),
      children_ages: text.slice(0, 100),
      package_name: text.slice(0, 150),
      destination: text.slice(0, 150),
      special_notes: i % 3 === 0 ? LONG_NOTES : text,
      internal_notes: i % 4 === 0 ? LONG_NOTES : `${text}\t${i}`,
      sale_amount: i === 3 ? '999999999999.99' : `${1000 + i * 37}.${String(i).padStart(2, '0')}`,
      purchase_amount: `${500 + i}.05`,
      travel_start_date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      agent_id: i % 2 ? agent.data.id : null,
      agent_commission_rate: i % 2 ? '12.50' : null,
      ops_person_id: i % 3 ? ops.id : null,
      sales_person_id: i % 5 ? sales.id : null,
      // Drafts and sales both: the walks filter on each (a draft owes nothing yet).
      status: i % 4 ? 'confirmed' : 'draft',
    };
    const res = await client.send({
      method: 'POST',
      path: '/api/bookings',
      token: s.tokens.admin,
      body: sent,
    });
    expect(res.status, res.text).toBe(201);
    created.push({ id: jsonOfAnswer(res).data.id, sent });
  }
  client.close();
}, 180_000);

afterAll(async () => {
  await s?.stop();
}, 30_000);

const PAGES = [
  '/api/bookings',
  '/api/bookings?sort=-guest_name&per_page=25',
  '/api/bookings?sort=sale_amount&per_page=10&page=2',
  `/api/bookings?search=${encodeURIComponent(MARK.toLowerCase())}&per_page=50`,
  `/api/bookings?search=${encodeURIComponent('👨‍👩‍👧‍👦')}`,
  '/api/bookings?per_page=4&page=7',
  '/api/bookings?sort=-created_at&per_page=3&page=9',
];
const LIST_FIELDS = Object.keys(bookingSchema.shape).sort();
const ENCODINGS = ['identity', 'br', 'gzip'] as const;

describe('the bookings list written by PostgreSQL (built server, kept-alive sockets)', () => {
  it('each detail holds what was sent (trimmed), text JSON must escape included', async () => {
    const client = keepAliveClient(s.port, 4);
    const details = await Promise.all(
      created.map((c) => client.send({ path: `/api/bookings/${c.id}`, token: s.tokens.admin })),
    );
    client.close();
    details.forEach((d, i) => {
      const { sent } = created[i]!;
      const got = jsonOfAnswer(d).data;
      for (const f of ['guest_name', 'guest_address', 'package_name', 'special_notes'] as const) {
        expect(got[f], f).toBe((sent[f] as string).trim());
      }
      expect(got.sale_amount).toBe(sent.sale_amount);
    });
  });

  it('every page kind is valid JSON, identical plain, br and gzip, and every booking equals its detail', async () => {
    const client = keepAliveClient(s.port, 6);
    const details = new Map<number, Record<string, unknown>>();
    const detailOf = async (id: number) => {
      if (!details.has(id)) {
        const d = await client.send({ path: `/api/bookings/${id}`, token: s.tokens.admin });
        expect(d.status, d.text).toBe(200);
        details.set(id, jsonOfAnswer(d).data);
      }
      return details.get(id)!;
    };
    let compared = 0;
    for (const page of PAGES) {
      // Many at once, each encoding, on shared sockets: computed, kept and compressed answers.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          client.send({
            path: page,
            token: s.tokens.admin,
            headers: { 'accept-encoding': ENCODINGS[i % ENCODINGS.length]! },
          }),
        ),
      );
      const plain = answers[0]!;
      expect(plain.status, `${page}: ${plain.text.slice(0, 300)}`).toBe(200);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      answers.forEach((a, i) => {
        const enc = ENCODINGS[i % ENCODINGS.length]!;
        expect(a.status).toBe(200);
        expect(a.headers['content-encoding'] ?? 'identity', `${page} ${enc}`).toBe(enc);
        expect(a.text, `${page} ${enc}`).toBe(plain.text);
      });
      const body = jsonOfAnswer(plain);
      expect(body.success).toBe(true);
      expect(body.data.length, page).toBeGreaterThan(0);
      for (const item of body.data as Record<string, unknown>[]) {
        const detail = await detailOf(item.id as number);
        expect(Object.keys(item).length).toBeGreaterThan(40);
        for (const [key, value] of Object.entries(item)) {
          expect(value, `${page}: booking ${String(item.id)} field ${key}`).toEqual(detail[key]);
        }
        // Exactly the list's fields: none missing, none the schema does not declare.
        expect(Object.keys(item).sort(), page).toEqual(LIST_FIELDS);
        compared++;
      }
    }
    client.close();
    expect(compared).toBeGreaterThan(60);
  });

  it('walking every page of each order and filter gives each matching booking once, in its order', async () => {
    const client = keepAliveClient(s.port, 4);
    const get = async (path: string) => {
      const a: KeptAnswer = await client.send({ path, token: s.tokens.admin });
      expect(a.status, `${path}: ${a.text.slice(0, 200)}`).toBe(200);
      return jsonOfAnswer(a);
    };
    const all = (await get('/api/bookings?per_page=100')).data as Booking[];
    expect(all.length).toBe(created.length + 1);
    const byNumber = (f: keyof Booking, dir: 1 | -1) => (a: Booking, b: Booking) =>
      dir * (Number(a[f]) - Number(b[f]) || a.id - b.id);
    const newestFirst = (a: Booking, b: Booking) =>
      b.created_at.localeCompare(a.created_at) || b.id - a.id;
    const walks: [string, (b: Booking) => boolean, (a: Booking, b: Booking) => number][] = [
      ['', () => true, newestFirst],
      ['sort=sale_amount', () => true, byNumber('sale_amount', 1)],
      ['sort=-balance_due', () => true, byNumber('balance_due', -1)],
      ['sort=created_at', () => true, (a, b) => -newestFirst(a, b)],
      ['status=draft', (b) => b.status === 'draft', newestFirst],
      [
        'balance=due',
        // Owed on a sale: drafts and cancelled files are not sales.
        (b) => Number(b.balance_due) > 0 && countsAsSale(b.status),
        newestFirst,
      ],
      ['date_from=2026-05-01', (b) => (b.travel_start_date ?? '') >= '2026-05-01', newestFirst],
      [
        `search=${MARK.toLowerCase()}`,
        // What search_text holds (schema/bookings.ts).
        (b) =>
          [b.file_number, b.guest_name, b.guest_mobile, b.guest_email, b.destination]
            .join(' ')
            .toLowerCase()
            .includes(MARK.toLowerCase()),
        newestFirst,
      ],
    ];
    for (const [query, keep, order] of walks) {
      const want = all.filter(keep).sort(order);
      expect(want.length, query).toBeGreaterThan(3);
      const seen: Booking[] = [];
      for (let page = 1; page <= 10; page++) {
        const body = await get(`/api/bookings?${query}&per_page=7&page=${page}`);
        expect(body.total, query).toBe(want.length);
        if (body.data.length === 0) break;
        seen.push(...(body.data as Booking[]));
      }
      expect(seen, query).toEqual(want);
    }
    client.close();
  });

  it('after an edit of a booking and of its agent, every encoding of the page shows the new values', async () => {
    const client = keepAliveClient(s.port, 3);
    const page = '/api/bookings?per_page=50';
    const read = (enc: string) =>
      client.send({ path: page, token: s.tokens.admin, headers: { 'accept-encoding': enc } });
    // Kept (and compressed) once in every encoding before the edits.
    for (const enc of ENCODINGS) expect((await read(enc)).status).toBe(200);
    const target = created[1]!;
    const edited = { ...target.sent, guest_name: `${MARK} edited "again" \u2028 ✓` };
    const put = await client.send({
      method: 'PUT',
      path: `/api/bookings/${target.id}`,
      token: s.tokens.admin,
      body: edited,
    });
    expect(put.status, put.text).toBe(200);
    const agentId = jsonOfAnswer(put).data.agent_id as number;
    const renamed = agentValues({ name: `Renamed \\ "agent" ${NASTY[4]!}`.slice(0, 150) });
    const agentPut = await client.send({
      method: 'PUT',
      path: `/api/agents/${agentId}`,
      token: s.tokens.admin,
      body: renamed,
    });
    expect(agentPut.status, agentPut.text).toBe(200);
    for (const enc of ENCODINGS) {
      const items = jsonOfAnswer(await read(enc)).data as Booking[];
      const item = items.find((b) => b.id === target.id)!;
      expect(item.guest_name, enc).toBe(edited.guest_name);
      expect(item.agent?.name, enc).toBe(renamed.name.trim());
    }
    client.close();
  });

  it('times at the edge of a millisecond, a day and a year equal the detail (to_char against toISOString)', async () => {
    const edges = [
      '2026-12-31 23:59:59.999999+00',
      '2026-03-01 00:00:00.000500+00',
      '2024-02-29 12:00:00.9995+05:30',
      '1999-12-31 23:59:59.123456-08',
    ];
    for (const [i, at] of edges.entries()) {
      await s.db.execute(
        sql`update bookings set created_at = ${at}::timestamptz where id = ${created[10 + i]!.id}`,
      );
    }
    const client = keepAliveClient(s.port, 2);
    const ids = new Set(edges.map((_, i) => created[10 + i]!.id));
    // A page size no earlier test asked for: computed now, not kept from before the update.
    const list = await client.send({ path: '/api/bookings?per_page=97', token: s.tokens.admin });
    const items = (jsonOfAnswer(list).data as Booking[]).filter((b) => ids.has(b.id));
    expect(items).toHaveLength(edges.length);
    for (const item of items) {
      const d = await client.send({ path: `/api/bookings/${item.id}`, token: s.tokens.admin });
      expect(item.created_at, String(item.id)).toBe(jsonOfAnswer(d).data.created_at);
    }
    client.close();
  });

  it('deep pages (past the first thousand, walked another way) equal the details too', async () => {
    // A thousand copies of a booking with the hardest text, older than the rest, in SQL:
    // through the API this would take minutes.
    const source = created[2]!.id;
    await s.db.execute(sql`
      do $$ declare cols text; begin
        select string_agg(quote_ident(column_name), ',') into cols from information_schema.columns
         where table_name = 'bookings' and is_generated = 'NEVER'
           and column_name not in ('id', 'file_number', 'created_at', 'updated_at');
        execute format(
          'insert into bookings (file_number, created_at, %s) select ''FILL-'' || g, '
          || 'now() - make_interval(secs => g * 1.234567), %s '
          || 'from bookings cross join generate_series(1, 1000) g where id = ${sql.raw(String(source))}',
          cols, cols);
      end $$`);
    const client = keepAliveClient(s.port, 4);
    let compared = 0;
    for (const page of [
      '/api/bookings?per_page=10&page=101',
      '/api/bookings?per_page=25&page=41',
      '/api/bookings?per_page=100&page=11',
      '/api/bookings?sort=-sale_amount&per_page=10&page=102',
    ]) {
      const list = await client.send({ path: page, token: s.tokens.admin });
      expect(list.status, list.text.slice(0, 200)).toBe(200);
      const items = jsonOfAnswer(list).data as Record<string, unknown>[];
      expect(items.length, page).toBeGreaterThan(0);
      for (const item of items) {
        const d = await client.send({
          path: `/api/bookings/${String(item.id)}`,
          token: s.tokens.admin,
        });
        const detail = jsonOfAnswer(d).data;
        for (const [key, value] of Object.entries(item)) {
          expect(value, `${page}: booking ${String(item.id)} field ${key}`).toEqual(detail[key]);
        }
        compared++;
      }
    }
    client.close();
    // 10 + 25 + 31 (the last 31 of 1,031) + 10.
    expect(compared).toBe(76);
  });
});
