import { sql } from 'drizzle-orm';
import { transactionEndpoints as ep } from '@app/contract';
import { callEndpoint } from '../../../test/answers.ts';
import { createAccount, createCategory, signIn } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { multipart, PDF, PNG } from '../../../test/multipart.ts';

/**
 * An attachment is kept in the same transaction as the record that names it
 * (transaction-changes.service.ts keepUpload): whatever fails before the commit, no stored
 * file is left that no transaction names, and a replaced one goes with the edit's commit.
 */
/**
 * A staff member who keeps transactions, the fields of one, and a transaction that fails only
 * at its commit (description 'fail at commit'), made once for the file.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  const { token } = await signIn(t.app, {
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions', 'delete_transactions'],
  });
  const account = await createAccount(t.app);
  const category = await createCategory(t.app);
  const fields: Record<string, unknown> = {
    type: 'expense',
    transaction_date: '2026-11-20',
    account_id: account.id,
    category_id: category.id,
    amount: '1500.00',
    description: 'Hotel deposit',
  };
  // A failure PostgreSQL raises only at COMMIT, after every statement of the request ran.
  await t.db.execute(sql`
    create function fail_at_commit() returns trigger language plpgsql as $$
    begin
      if new.description = 'fail at commit' then raise exception 'failed at commit'; end if;
      return null;
    end $$`);
  await t.db.execute(sql`
    create constraint trigger fail_at_commit after insert or update on transactions
    deferrable initially deferred for each row execute function fail_at_commit()`);
  const storedPaths = async () =>
    (
      await t.db.execute<{ path: string }>(sql`select path from stored_files order by path`)
    ).rows.map((r) => r.path);
  return { token, fields, storedPaths };
});
const png = { name: 'receipt.png', type: 'image/png', data: PNG };
const pdf = { name: 'invoice.pdf', type: 'application/pdf', data: PDF };

describe('attachments and their transaction commit together', () => {
  it('a create whose commit fails keeps no file (with an Idempotency-Key: one commit for both)', async ({
    app: t,
    desk: { token, fields, storedPaths },
  }) => {
    const before = await storedPaths();
    const form = multipart({ ...fields, description: 'fail at commit' }, png);
    const res = await callEndpoint(t.app, ep.create, {
      token,
      payload: form.payload,
      headers: { ...form.headers, 'idempotency-key': 'commit-fails-1' },
    });
    expect(res.status).toBe(500);
    expect(await storedPaths()).toEqual(before);
    // Without the key too.
    const plain = multipart({ ...fields, description: 'fail at commit' }, png);
    expect((await callEndpoint(t.app, ep.create, { token, ...plain })).status).toBe(500);
    expect(await storedPaths()).toEqual(before);
  });

  it('an edit whose commit fails keeps the old file and adds none', async ({
    app: t,
    desk: { token, fields, storedPaths },
  }) => {
    const created = await callEndpoint(t.app, ep.create, { token, ...multipart(fields, png) });
    expect(created.status).toBe(201);
    const id = created.ok.data.id;
    const first = created.ok.data.attachment!;
    const before = await storedPaths();
    expect(before).toContain(first);
    const edit = multipart({ ...fields, description: 'fail at commit' }, pdf);
    const res = await callEndpoint(t.app, ep.update, { params: { id }, token, ...edit });
    expect(res.status).toBe(500);
    expect(await storedPaths()).toEqual(before);
    const now = await callEndpoint(t.app, ep.get, { params: { id }, token });
    expect(now.ok.data.attachment).toBe(first);
  });

  it('an edit that replaces or removes the file, and a delete, leave only named files', async ({
    app: t,
    desk: { token, fields, storedPaths },
  }) => {
    const created = await callEndpoint(t.app, ep.create, { token, ...multipart(fields, png) });
    const id = created.ok.data.id;
    const replaced = await callEndpoint(t.app, ep.update, {
      params: { id },
      token,
      ...multipart(fields, pdf),
    });
    expect(replaced.status).toBe(200);
    const named = async () =>
      (
        await t.db.execute<{ path: string }>(
          sql`select attachment_path as path from transactions where attachment_path is not null order by 1`,
        )
      ).rows.map((r) => r.path);
    expect(await storedPaths()).toEqual(await named());
    const removed = await callEndpoint(t.app, ep.update, {
      params: { id },
      token,
      ...multipart({ ...fields, remove_attachment: 'true' }),
    });
    expect(removed.ok.data.attachment).toBeNull();
    expect(await storedPaths()).toEqual(await named());
    const other = await callEndpoint(t.app, ep.create, { token, ...multipart(fields, png) });
    expect(
      (await callEndpoint(t.app, ep.remove, { params: { id: other.ok.data.id }, token })).status,
    ).toBe(200);
    expect(await storedPaths()).toEqual(await named());
  });
});
