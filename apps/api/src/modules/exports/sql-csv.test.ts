import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEndpoints } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createAgent, signIn } from '../../../test/factories.ts';
import { csvBody } from './csv.ts';
import { EXPORTS } from './export-lists.ts';

/**
 * The bookings CSV is written by PostgreSQL (sql-csv.ts); every other list, and the XLSX, by the
 * server's cells.ts. The two must write the same bytes: here the database's file is compared
 * with the server's formatting of the very records the list answers, on files made awkward in
 * every way a cell can be (formula leads, commas, quotes, line breaks, tabs, semicolons, empty
 * and missing values, non-Latin text, a fractional second near midnight in the agency's time
 * zone).
 */
let t: TestContext;
let token: string;
const TZ = 'Asia/Kolkata';
const bookingsExport = EXPORTS.find((e) => e.list === 'bookings')!;
/** The bookings list's records as it answers them, parsed by its schema. */
const listed = async (query: Record<string, string | number>) => {
  const list = await callEndpoint(t.app, bookingEndpoints.list, { query, token });
  expect(list.status).toBe(200);
  return list.ok.data;
};

const AWKWARD: [string, Record<string, string | null>][] = [
  ['=HYPERLINK("http://evil.example","x")', { guest_address: 'Flat 2, "Sea View"\r\nMarina' }],
  ['+91 98200', { special_notes: '-2+3', internal_notes: '@SUM(A1)' }],
  ['Ravi, "Jr"', { package_name: '\tTabbed', destination: '\rReturn' }],
  ['राम कुमार', { children_ages: '', guest_email: null, special_notes: 'line\nbreak' }],
  // A `;` or tab before a formula lead: where a spreadsheet splits there, `=2+2` leads a cell.
  ['x;=2+2', { package_name: 'a\t=1', destination: 'Goa; Bali' }],
  ['Plain', { internal_notes: "'already quoted", guest_address: '"' }],
];

beforeAll(async () => {
  t = await createTestApp({ appTimezone: TZ });
  token = (await signIn(t.app, { role: 'admin' })).token;
  const agent = await createAgent(t.app, { name: 'Agent, "Quoted"', commission_rate: '12.5' });
  for (const [i, [guest, fields]] of AWKWARD.entries()) {
    const res = await callEndpoint(t.app, bookingEndpoints.create, {
      token,
      payload: {
        guest_name: `Guest ${i}`,
        sale_amount: ['1500.00', '0.10', '99999.99', '12.34', '7.00', '1.00'][i],
        purchase_amount: '50.00',
        ...(i % 2 ? {} : { agent_id: agent.id }),
      },
    });
    expect(res.status).toBe(201);
    const id = res.ok.data.id;
    // Straight into the row: the form refuses some of these, old data may hold them.
    await t.db.execute(sql`update bookings set guest_name = ${guest} where id = ${id}`);
    for (const [column, value] of Object.entries(fields))
      await t.db.execute(
        sql`update bookings set ${sql.identifier(column)} = ${value} where id = ${id}`,
      );
  }
  await t.db.execute(
    sql`update bookings set created_at = '2026-11-23 18:29:59.999+00' where guest_name = 'Plain'`,
  );
});
afterAll(() => t.close());

describe('the bookings CSV written by the database', () => {
  it("is byte for byte the server's own formatting of the list's records", async () => {
    const records = await listed({ per_page: 100 });
    expect(records).toHaveLength(AWKWARD.length);
    let expected = '';
    for await (const chunk of csvBody(bookingsExport.columns, records, TZ)) expected += chunk;

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/exports/bookings?format=csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(expected);
    // What the comparison covers: each awkward kind really is in the file.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(res.body).toContain('"Flat 2, ""Sea View""\r\nMarina"');
    expect(res.body).toContain(",'-2+3,'@SUM(A1),");
    expect(res.body).toContain("'\tTabbed");
    expect(res.body).toContain('"\'\rReturn"');
    expect(res.body).toContain('राम कुमार');
    expect(res.body).toContain('2026-11-23 23:59:59');
    expect(res.body).toContain('"Agent, ""Quoted"""');
    expect(res.body).toContain(',"x;=2+2",');
    expect(res.body).toContain(',"a\t=1",');
    expect(res.body).toContain(',"Goa; Bali",');
  });

  it('follows the sort, as the rows do', async () => {
    const url = '/api/exports/bookings?format=csv&sort=-sale_amount';
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const records = await listed({ per_page: 100, sort: '-sale_amount' });
    let expected = '';
    for await (const chunk of csvBody(bookingsExport.columns, records, TZ)) expected += chunk;
    expect(res.body).toBe(expected);
  });

  it('writes a filter into the COPY as quoted literals: quotes, backslashes and $1 are searched as typed', async () => {
    // COPY takes no parameters (stream-rows.ts inlineParams): each search must find exactly
    // what the list finds, and none may break or change the statement.
    for (const search of ["o'brien", 'back\\slash', '$1', "'; select 1; --", 'ravi, "jr"']) {
      const q = `search=${encodeURIComponent(search)}&status=draft&date_from=2020-01-01`;
      const records = await listed({
        per_page: 100,
        ...Object.fromEntries(new URLSearchParams(q)),
      });
      let expected = '';
      for await (const chunk of csvBody(bookingsExport.columns, records, TZ)) expected += chunk;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/exports/bookings?format=csv&${q}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, search).toBe(200);
      expect(res.body, search).toBe(expected);
    }
    // One that matches: the guest 'Ravi, "Jr"' (search text is lower case).
    const hit = await t.app.inject({
      method: 'GET',
      url: `/api/exports/bookings?format=csv&search=${encodeURIComponent('ravi, "jr"')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(hit.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
