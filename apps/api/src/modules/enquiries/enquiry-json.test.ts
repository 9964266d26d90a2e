import { enquiryEndpoints as ep } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, sentPage } from '../../../test/answers.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createAgent, createUser, signIn, tourismStaff } from '../../../test/factories.ts';
import { enquiryRows, toEnquiry } from './enquiries.service.ts';

/**
 * The list's pages are written by PostgreSQL (enquiry-json.ts): every field of every kind of
 * enquiry must read exactly as toEnquiry gives it for the detail and the export (cache
 * off).
 */
let t: TestContext;
let token: string;
const tag = `Json${Date.now() % 100000}`;

beforeAll(async () => {
  t = await createTestApp({ keptAnswersMb: 0 });
  ({ token } = await signIn(t.app, tourismStaff()));
  const agent = await createAgent(t.app, { commission_rate: '12.50', name: 'Agent «ünï» "Q"' });
  const assignee = await createUser(t.app, tourismStaff({ name: 'Assigned \\ Asha' }));
  const bodies = [
    {
      customer_name: `${tag} Bare`,
      customer_email: 'bare@mail.example',
      customer_mobile: '+91 98000 00000',
    },
    {
      customer_name: `${tag} Full ✓`,
      customer_email: 'full@mail.example',
      customer_mobile: '+91 98000 00001',
      destination: 'Dubai </script>',
      travel_start_date: '2026-12-01',
      travel_end_date: '2026-12-09',
      estimated_budget: '999999999.99',
      follow_up_date: '2026-11-30',
      assigned_to: assignee.id,
      initial_message: 'Line 1\nLine 2\t"tab"',
    },
    {
      enquiry_type: 'agent',
      agent_id: agent.id,
      customer_name: `${tag} Agent`,
      expected_sale_amount: '333.35',
    },
  ];
  const ids: number[] = [];
  for (const payload of bodies) {
    const res = await callEndpoint(t.app, ep.create, { token, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.ok.data.id);
  }
  // Microseconds in the creation time: the JSON keeps milliseconds, as Date does.
  await t.db.execute(
    sql`update enquiries set created_at = date_trunc('second', now()) + interval '1 hour 0.123456 seconds' where id = ${ids[1]!}`,
  );
});
afterAll(() => t.close());

const expected = async (f: Parameters<typeof enquiryRows>[1]) =>
  (await enquiryRows(t.db, f)).map((r) => JSON.parse(JSON.stringify(toEnquiry(r))) as unknown);

const sent = (query: string) => sentPage(t.app, token, `/api/enquiries?${query}`);

describe('the enquiries list written by PostgreSQL', () => {
  it('gives every field of every kind of enquiry as toEnquiry does, in the list order', async () => {
    const page = await sent(`search=${tag}`);
    const want = await expected({ search: tag });
    expect(want).toHaveLength(3);
    expect(page.data).toEqual(want);
    expect(page).toMatchObject({ total: 3, current_page: 1 });
    // The microseconds made the full one newest; the agent and the assignee are filled in.
    const text = JSON.stringify(page.data);
    expect(text).toContain('"assigned_user":{"id"');
    expect(text).toContain('"primary_email"');
    expect(page.data[0]!.id).toBe((want[0] as { id: number }).id);
    const res = await callEndpoint(t.app, ep.list, { query: { search: tag }, token });
    expect(res.ok.data.map((e) => e.id)).toEqual(page.data.map((e) => e.id));
  });

  it('keeps a sort, a filter and a page as the rows they replace', async () => {
    const sorted = await sent(`search=${tag}&sort=customer_name&per_page=2&page=2`);
    expect(sorted.data).toEqual(
      (await expected({ search: tag, sort: 'customer_name' })).slice(2, 3),
    );
    const none = await sent(`search=${tag}-nothing`);
    expect(none).toMatchObject({ data: [], total: 0 });
  });
});
