import { transactionEndpoints as ep } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/answers.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  signIn,
} from '../../../test/factories.ts';
import { transactionRows, toTransaction } from './transactions.service.ts';

/**
 * The list's pages are written by PostgreSQL (transaction-json.ts): every field of every kind
 * of transaction must read exactly as toTransaction gives it for the detail and the export
 * (cache off).
 */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp({ keptAnswersMb: 0 });
  admin = await signIn(t.app, { role: 'admin', name: 'Admin "Quoted" Anil' });
  const account = await createAccount(t.app, { name: 'Cash ✓ «ünïcode»' });
  accountId = account.id;
  const category = await createCategory(t.app, { name: 'Fuel \\ Tolls' });
  const editor = await createUser(t.app, { role: 'staff', name: 'Editor Esha' });
  const make = (o: Record<string, unknown>) => createTransaction(t.app, account.id, category.id, o);
  // Pending, bare: no reference, notes or attachment.
  await make({ amount: '0.01', description: 'Bare', transaction_date: '2026-03-01' });
  // Pending, edited by someone else, with an attachment and odd text.
  const edited = await make({
    type: 'income',
    amount: '999999999.99',
    description: 'Line 1\nLine 2\t"tab" </script>',
    reference: 'REF-1',
    notes: 'Kept',
    transaction_date: '2026-03-02',
  });
  await t.db.execute(sql`update transactions set updated_by = ${editor.id},
    editor_ids = array[${editor.id}]::int[], attachment_path = 'uploads/x.pdf',
    attachment_name = 'receipt.pdf',
    created_at = date_trunc('second', now()) + interval '0.123456 seconds'
    where id = ${edited.id}`);
  // Approved, then reversed: links both ways, approval fields set.
  const approved = await make({
    amount: '250.00',
    reference: 'INV-77',
    transaction_date: '2026-03-03',
  });
  const ok = await callEndpoint(t.app, ep.approve, {
    params: { id: approved.id },
    payload: { updated_at: approved.updated_at, notes: 'Checked' },
    token: admin.token,
  });
  expect(ok.status).toBe(200);
  const reversed = await callEndpoint(t.app, ep.reverse, {
    params: { id: approved.id },
    payload: { reason: 'Entered twice' },
    token: admin.token,
  });
  expect(reversed.status).toBe(201);
});
afterAll(() => t.close());

const expected = async (f: Parameters<typeof transactionRows>[1]) =>
  (await transactionRows(t.db, f)).map(
    (r) => JSON.parse(JSON.stringify(toTransaction(r))) as unknown,
  );

/** The list as sent (not the schema's parse, which would drop an extra field). */
const sent = async (query: string) => {
  const res = await t.app.inject({
    url: `/api/transactions?${query}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: unknown[]; total: number; per_page: number; current_page: number }>();
};

describe('the transactions list written by PostgreSQL', () => {
  it('gives every field of every kind of transaction as toTransaction does, in the list order', async () => {
    const page = await sent(`account_id=${accountId}`);
    const want = await expected({ account_id: accountId });
    expect(want).toHaveLength(4); // bare, edited, approved, its reversal
    expect(page.data).toEqual(want);
    expect(page).toMatchObject({ total: 4, current_page: 1 });
    // Every kind is there: an edit, an attachment, an approval, a reversal linked both ways.
    expect(JSON.stringify(page.data)).toContain('"attachment":"uploads/x.pdf"');
    expect(JSON.stringify(page.data)).toContain('"reversed_by_transaction":{"id"');
    // The schema's own check passes too (callEndpoint parses the answer).
    const res = await callEndpoint(t.app, ep.list, {
      query: { account_id: String(accountId) },
      token: admin.token,
    });
    expect(res.ok.data.map((x) => x.id)).toEqual(page.data.map((x) => (x as { id: number }).id));
  });

  it('keeps a sort, a filter and a page as the rows they replace', async () => {
    const sorted = await sent(`account_id=${accountId}&sort=-amount&per_page=2&page=2`);
    expect(sorted.data).toEqual(
      (await expected({ account_id: accountId, sort: '-amount' })).slice(2, 4),
    );
    const pending = await sent(`account_id=${accountId}&status=pending`);
    expect(pending.data).toEqual(await expected({ account_id: accountId, status: 'pending' }));
    expect(pending.total).toBe(2);
  });

  it('answers an empty page as an empty list', async () => {
    const none = await sent(`account_id=${accountId}&search=no-such-text`);
    expect(none).toMatchObject({ data: [], total: 0, current_page: 1 });
  });
});
