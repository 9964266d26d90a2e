import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentPage } from '../../../test/answers.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createAgent, signIn, tourismStaff } from '../../../test/factories.ts';
import { agentRows, toAgent } from './agents.service.ts';

/**
 * The list's pages are written by PostgreSQL (agent-json.ts): every field of every kind of
 * agent must read exactly as toAgent gives it for the detail and the export (cache
 * off).
 */
let t: TestContext;
let token: string;
const tag = `AgJson${Date.now() % 100000}`;

beforeAll(async () => {
  t = await createTestApp({ keptAnswersMb: 0 });
  ({ token } = await signIn(t.app, tourismStaff()));
  await createAgent(t.app, { name: `${tag} Bare` });
  const full = await createAgent(t.app, {
    name: `${tag} Full «ünï» "Q" \\ </script>`,
    company_name: 'Line 1\nLine 2\t"tab"',
    secondary_mobile: '+91 98200 00001',
    secondary_email: 'second@mail.example',
    address: '12 ✓ Street',
    city: 'Mumbai',
    state: 'MH',
    pincode: '400001',
    gst_number: '27AAAAA0000A1Z2',
    pan_number: 'AAAAA0000A',
    commission_rate: '99.99',
    vendor_email: 'vendor@mail.example',
    notes: 'Notes',
  });
  await createAgent(t.app, {
    name: `${tag} Inactive`,
    is_vendor: false,
    status: 'inactive',
    commission_rate: '0',
  });
  // Microseconds in the creation time: the JSON keeps milliseconds, as Date does.
  await t.db.execute(
    sql`update agents set created_at = date_trunc('second', now()) + interval '0.123456 seconds' where id = ${full.id}`,
  );
});
afterAll(() => t.close());

const expected = async (f: Parameters<typeof agentRows>[1]) =>
  (await agentRows(t.db, f)).map((r) => JSON.parse(JSON.stringify(toAgent(r))) as unknown);

const sent = (query: string) => sentPage(t.app, token, `/api/agents?${query}`);

describe('the agents list written by PostgreSQL', () => {
  it('gives every field of every kind of agent as toAgent does, in the list order', async () => {
    const page = await sent(`search=${tag}`);
    const want = await expected({ search: tag });
    expect(want).toHaveLength(3);
    expect(page.data).toEqual(want);
    expect(JSON.stringify(page.data)).toBe(JSON.stringify(want));
    expect(page).toMatchObject({ total: 3, current_page: 1 });
  });

  it('keeps a sort, a filter and a page as the rows they replace', async () => {
    const sorted = await sent(`search=${tag}&sort=-commission_rate&per_page=2&page=2`);
    expect(sorted.data).toEqual(
      (await expected({ search: tag, sort: '-commission_rate' })).slice(2, 3),
    );
    const inactive = await sent(`search=${tag}&status=inactive`);
    expect(inactive).toMatchObject({ total: 1 });
    expect(inactive.data).toEqual(await expected({ search: tag, status: 'inactive' }));
    const none = await sent(`search=${tag}-nothing`);
    expect(none).toMatchObject({ data: [], total: 0 });
  });
});
