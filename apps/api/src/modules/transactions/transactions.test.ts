import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffEndpoints, transactionEndpoints as ep } from '@app/contract';
import { trials } from '../../../test/stress.ts';
import { getAccount } from '../accounts/accounts.service.ts';
import { userHasTransactions } from './transactions.service.ts';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { requestFile } from '../../../test/answers-files.ts';
import { multipart, PDF, PNG } from '../../../test/multipart.ts';
import type { createUser } from '../../../test/factories.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  login,
  signIn,
  staffValues,
  transactionValues,
} from '../../../test/factories.ts';

let t: TestContext;
let clerk: { user: Awaited<ReturnType<typeof createUser>>; token: string };
let manager: { user: Awaited<ReturnType<typeof createUser>>; token: string };
let admin: string;
let account: Awaited<ReturnType<typeof createAccount>>;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await signIn(t.app, {
    role: 'staff',
    permissions: ['view_transactions', 'create_transactions', 'delete_transactions'],
  });
  manager = await signIn(t.app, {
    role: 'manager',
    permissions: ['view_transactions', 'approve_transactions'],
  });
  admin = (await signIn(t.app, { role: 'admin' })).token;
  account = await createAccount(t.app, { opening_balance: '1000.00' });
  category = await createCategory(t.app);
});
afterAll(() => t.close());

const create = (payload: object, token = clerk.token) =>
  callEndpoint(t.app, ep.create, { payload, token });
/** An edit as JSON with PUT (the form's POST is `postForm` with an id). */
const put = (id: number, token: string, payload: object) =>
  callEndpoint(t.app, ep.updatePut, { params: { id }, payload, token });
const remove = (id: number, token: string) =>
  callEndpoint(t.app, ep.remove, { params: { id }, token });
/** Approve or reject the version the caller saw, as the approval screens do. */
const decide = (
  action: 'approve' | 'reject',
  tx: { id: number; updated_at?: string },
  token: string,
  body: object = {},
) =>
  callEndpoint(t.app, ep[action], {
    params: { id: tx.id },
    payload: { updated_at: tx.updated_at, ...body },
    token,
  });
/** A stored attachment: a file, requested raw by its path as the link has it. */
const storage = (path: string, token?: string) =>
  requestFile(t.app, { url: `/api/storage/${path}`, token });
const balance = async (id: number) => (await getAccount(t.db, id)).current_balance;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** Create (no id) or edit (POST to its id) from a multipart form, as the browser sends it. */
const postForm = (
  fields: Record<string, unknown>,
  file?: Parameters<typeof multipart>[1],
  id?: number,
  token = clerk.token,
) =>
  id === undefined
    ? callEndpoint(t.app, ep.create, { token, ...multipart(fields, file) })
    : callEndpoint(t.app, ep.update, { params: { id }, token, ...multipart(fields, file) });

describe('creating transactions', () => {
  it('creates a pending transaction from a multipart form with a PDF attachment', async () => {
    const res = await postForm(
      {
        ...transactionValues(account.id, category.id),
        reference: 'INV-77',
        notes: 'Paid by card',
      },
      { name: 'invoice.pdf', type: 'application/pdf', data: PDF },
    );
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Transaction created successfully');
    expect(res.ok.data).toMatchObject({
      status: 'pending',
      amount: '100.00',
      type: 'expense',
      reference: 'INV-77',
      attachment_name: 'invoice.pdf',
      user: { id: clerk.user.id },
      account: { id: account.id },
      category: { id: category.id },
      approved_by_user: null,
    });
    expect(res.ok.data.attachment).toMatch(/^transactions\/[0-9a-f-]{36}\.pdf$/);
    expect(await balance(account.id)).toBe('1000.00'); // pending never moves a balance
    const file = await storage(String(res.ok.data.attachment), clerk.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('accepts JSON too, and JPG and PNG attachments', async () => {
    const json = await create(transactionValues(account.id, category.id, { type: 'income' }));
    expect(json.status).toBe(201);
    for (const file of [
      { name: 'receipt.JPG', type: 'image/jpeg', data: JPEG },
      { name: 'scan.jpeg', type: 'image/jpeg', data: JPEG },
      { name: 'photo.png', type: 'image/png', data: PNG },
    ]) {
      expect(
        (await postForm(transactionValues(account.id, category.id), file)).status,
        file.name,
      ).toBe(201);
    }
  });

  it('requires type, date, account, category, amount and description', async () => {
    const res = await create({});
    expect(res.status).toBe(422);
    expect(Object.keys(res.failure.errors ?? {}).sort()).toEqual([
      'account_id',
      'amount',
      'category_id',
      'description',
      'transaction_date',
      'type',
    ]);
    const bad = await create(
      transactionValues(account.id, category.id, {
        amount: '0',
        type: 'transfer',
        transaction_date: '2026-02-30',
      }),
    );
    expect(bad.failure.errors).toEqual({
      amount: ['The amount must be at least 0.01.'],
      type: ['The type field is required.'],
      transaction_date: ['The transaction date must be a valid date (YYYY-MM-DD).'],
    });
  });

  it('refuses missing and inactive accounts and categories', async () => {
    const off = await createAccount(t.app, { is_active: false });
    const offCat = await createCategory(t.app, { is_active: false });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account_id: 999999 }, 'account_id', 'The selected account is invalid.'],
      [{ account_id: off.id }, 'account_id', 'The selected account is inactive.'],
      [{ category_id: 999999 }, 'category_id', 'The selected category is invalid.'],
      [{ category_id: offCat.id }, 'category_id', 'The selected category is inactive.'],
    ];
    for (const [o, field, message] of cases) {
      const res = await create(transactionValues(account.id, category.id, o));
      expect(res.status).toBe(422);
      expect(res.failure.errors).toEqual({ [field]: [message] });
    }
  });
});

describe('hostile uploads', () => {
  const fields = () => transactionValues(account.id, category.id);
  it('refuses a PNG renamed .pdf and an HTML file renamed .png', async () => {
    const renamed = await postForm(fields(), {
      name: 'invoice.pdf',
      type: 'application/pdf',
      data: PNG,
    });
    expect(renamed.status).toBe(422);
    expect(renamed.failure.errors).toEqual({
      attachment: ['The attachment content does not match its file type.'],
    });
    const html = await postForm(fields(), {
      name: 'x.png',
      type: 'image/png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.status).toBe(422);
  });

  it('refuses polyglots: markup inside an image or PDF, and PDFs that run script', async () => {
    const polyglots: [string, Buffer][] = [
      ['photo.png', Buffer.concat([PNG, Buffer.from('<script>fetch("/x")</script>')])],
      ['photo.jpg', Buffer.concat([JPEG, Buffer.from('<HTML><body onload=alert(1)>')])],
      ['scan.pdf', Buffer.from('%PDF-1.4\n<svg onload=alert(1)>\n%%EOF\n')],
      [
        'scan.pdf',
        Buffer.from(
          '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
        ),
      ],
      ['scan.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /S /Launch /F (cmd.exe) >> endobj\n%%EOF\n')],
      ['scan.pdf', Buffer.from('%PDF-1.4\n<a href="javascript:alert(1)">\n%%EOF\n')],
    ];
    for (const [name, data] of polyglots) {
      const res = await postForm(fields(), { name, type: 'application/octet-stream', data });
      expect(res.status, name).toBe(422);
      expect(res.failure.errors).toEqual({
        attachment: ['The attachment content does not match its file type.'],
      });
    }
    // The real thing still goes through.
    const clean = await postForm(fields(), { name: 'ok.jpg', type: 'image/jpeg', data: JPEG });
    expect(clean.status).toBe(201);
  });

  it('refuses other file types', async () => {
    for (const name of ['evil.svg', 'page.html', 'run.exe', 'noext']) {
      const res = await postForm(fields(), { name, type: 'application/octet-stream', data: PDF });
      expect(res.failure.errors, name).toEqual({
        attachment: ['The attachment must be a PDF, JPG, JPEG or PNG file.'],
      });
    }
  });

  it('refuses 2 MB + 1 byte with 413 and accepts exactly 2 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const res = await postForm(fields(), { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(res.status).toBe(413);
    expect(res.failure.message).toBe('The attachment may not be greater than 2 MB.');
    const exact = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 - PDF.length, 0x20)]);
    expect(
      (await postForm(fields(), { name: 'ok.pdf', type: 'application/pdf', data: exact })).status,
    ).toBe(201);
  });

  it('serves nothing outside the storage folder', async () => {
    for (const path of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'transactions/../../pg-password',
      'transactions/%2e%2e/x.pdf',
      '/etc/passwd',
      'transactions/not-a-uuid.pdf',
    ]) {
      const res = await storage(path, clerk.token);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text) as unknown).toEqual({
        success: false,
        message: expect.any(String),
      });
    }
  });

  it('serves attachments only to users who may view transactions', async () => {
    const created = await postForm(fields(), { name: 'a.pdf', type: 'application/pdf', data: PDF });
    const outsider = (await signIn(t.app, { role: 'staff' })).token;
    const path = String(created.ok.data.attachment);
    expect((await storage(path, outsider)).status).toBe(403);
    expect((await storage(path)).status).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('edits a pending transaction with POST (multipart) or PUT, replacing the attachment', async () => {
    const created = await postForm(transactionValues(account.id, category.id), {
      name: 'a.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    const id = created.ok.data.id;
    const upd = await postForm(
      {
        ...transactionValues(account.id, category.id),
        amount: '150.50',
        description: 'Updated',
      },
      { name: 'b.png', type: 'image/png', data: PNG },
      id,
    );
    expect(upd.status).toBe(200);
    expect(upd.ok.message).toBe('Transaction updated successfully');
    expect(upd.ok.data).toMatchObject({
      amount: '150.50',
      description: 'Updated',
      attachment_name: 'b.png',
    });
    const old = await storage(String(created.ok.data.attachment), clerk.token);
    expect(old.status).toBe(404); // the replaced file is gone
    const edited = await put(
      id,
      clerk.token,
      transactionValues(account.id, category.id, { amount: '1.00' }),
    );
    expect(edited.ok.data.amount).toBe('1.00');
    expect(edited.ok.data.attachment_name).toBe('b.png'); // kept when no new file is sent
  });

  it('refuses to edit or delete once approved or rejected (409)', async () => {
    for (const action of ['approve', 'reject']) {
      const tx = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
      expect((await decide(action as 'approve', tx, manager.token)).status).toBe(200);
      const edit = await put(tx.id, clerk.token, transactionValues(account.id, category.id));
      expect(edit.status).toBe(409);
      expect(edit.failure.message).toBe('Only pending transactions can be changed.');
      expect((await remove(tx.id, clerk.token)).status).toBe(409);
    }
  });

  it('deletes a pending transaction', async () => {
    const tx = await createTransaction(t.app, account.id, category.id);
    const res = await remove(tx.id, clerk.token);
    expect(res.ok).toEqual({ success: true, message: 'Transaction deleted successfully' });
    const gone = await callEndpoint(t.app, ep.get, { params: { id: tx.id }, token: clerk.token });
    expect(gone.status).toBe(404);
  });
});

describe('approval', () => {
  it('approves with notes, moving the balance once; rejecting moves nothing', async () => {
    const a = await createAccount(t.app, { opening_balance: '1000.00' });
    const income = await createTransaction(
      t.app,
      a.id,
      category.id,
      { type: 'income', amount: '250.75' },
      clerk.user.id,
    );
    const res = await decide('approve', income, manager.token, { notes: 'Checked against bank' });
    expect(res.status).toBe(200);
    expect(res.ok.message).toBe('Transaction approved successfully!');
    expect(res.ok.data).toMatchObject({
      status: 'approved',
      approval_notes: 'Checked against bank',
      approved_by_user: { id: manager.user.id },
    });
    expect(res.ok.data.approved_at).toBeTruthy();
    expect(await balance(a.id)).toBe('1250.75');
    const expense = await createTransaction(
      t.app,
      a.id,
      category.id,
      { type: 'expense', amount: '0.75' },
      clerk.user.id,
    );
    await decide('approve', expense, manager.token);
    expect(await balance(a.id)).toBe('1250.00');
    const rejected = await createTransaction(
      t.app,
      a.id,
      category.id,
      { amount: '500.00' },
      clerk.user.id,
    );
    const rej = await decide('reject', rejected, manager.token, { notes: 'Duplicate' });
    expect(rej.ok.message).toBe('Transaction rejected successfully!');
    expect(rej.ok.data).toMatchObject({ status: 'rejected', approval_notes: 'Duplicate' });
    expect(await balance(a.id)).toBe('1250.00');
    const missing = { id: 999999, updated_at: new Date().toISOString() };
    expect((await decide('approve', missing, manager.token)).status).toBe(404);
  });

  it('keeps the four-eyes rule: a manager cannot decide their own transaction, an admin can', async () => {
    const own = await createTransaction(t.app, account.id, category.id, {}, manager.user.id);
    const res = await decide('approve', own, manager.token);
    expect(res.status).toBe(403);
    expect(res.failure.message).toBe('You cannot approve or reject a transaction you created.');
    expect((await decide('reject', own, manager.token)).status).toBe(403);
    const adminUser = await signIn(t.app, { role: 'admin' });
    const adminsOwn = await createTransaction(
      t.app,
      account.id,
      category.id,
      {},
      adminUser.user.id,
    );
    expect((await decide('approve', adminsOwn, adminUser.token)).status).toBe(200);
  });

  it('needs the manager role as well as the key', async () => {
    const staffWithKey = await signIn(t.app, {
      role: 'staff',
      permissions: ['approve_transactions'],
    });
    const tx = await createTransaction(t.app, account.id, category.id);
    expect((await decide('approve', tx, staffWithKey.token)).status).toBe(403);
  });

  it('approves twenty transactions of one account at once: each posts once, none deadlocks', async () => {
    // Each approval posts its lines first (their foreign keys share the account's row) and
    // locks the account last for its range check: the lock must not need the whole row.
    const a = await createAccount(t.app, { opening_balance: '0.00' });
    const pending = [];
    for (let i = 0; i < 20; i++)
      pending.push(
        await createTransaction(
          t.app,
          a.id,
          category.id,
          { type: 'income', amount: '10.01' },
          clerk.user.id,
        ),
      );
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => login(t.app, manager.user.email, manager.user.password)),
    );
    const results = await Promise.all(
      pending.map((tx, i) => decide('approve', tx, tokens[i % 4]!)),
    );
    expect(results.map((r) => r.status)).toEqual(pending.map(() => 200));
    expect(await balance(a.id)).toBe('200.20');
  });

  it.each(trials())('posts once when 50 approvals race: one 200, 49 409 (trial %i)', async () => {
    const a = await createAccount(t.app, { opening_balance: '0.00' });
    const tx = await createTransaction(
      t.app,
      a.id,
      category.id,
      { type: 'income', amount: '123.45' },
      clerk.user.id,
    );
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => login(t.app, manager.user.email, manager.user.password)),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        decide(i % 2 ? 'approve' : 'reject', tx, tokens[i % 5]!),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.status === 200)!.ok.data.status;
    expect(await balance(a.id)).toBe(winner === 'approved' ? '123.45' : '0.00');
  });

  it('lists pending approvals, 10 a page, newest first', async () => {
    const ctx = await createTestApp();
    try {
      const m = await signIn(ctx.app, { role: 'manager', permissions: ['approve_transactions'] });
      const a = await createAccount(ctx.app);
      const c = await createCategory(ctx.app);
      for (let i = 1; i <= 12; i++)
        await createTransaction(ctx.app, a.id, c.id, {
          transaction_date: `2026-05-${String(i).padStart(2, '0')}`,
        });
      const decided = await createTransaction(ctx.app, a.id, c.id);
      const approved = await callEndpoint(ctx.app, ep.approve, {
        params: { id: decided.id },
        token: m.token,
        payload: { updated_at: decided.updated_at },
      });
      expect(approved.status).toBe(200);
      const res = await callEndpoint(ctx.app, ep.pending, { token: m.token });
      expect(res.ok).toMatchObject({ total: 12, per_page: 10, last_page: 2 });
      expect(res.ok.data[0]!.transaction_date).toBe('2026-05-12');
      expect(res.ok.data.every((x) => x.status === 'pending')).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

describe('four-eyes that holds', () => {
  const STALE = 'This transaction was changed after you opened it. Review it again.';
  const FOUR_EYES = 'You cannot approve or reject a transaction you created.';
  /** A manager who may also record and edit transactions: the attack's manager. */
  const editingManager = () =>
    signIn(t.app, {
      role: 'manager',
      permissions: ['view_transactions', 'create_transactions', 'approve_transactions'],
    });
  const read = async (id: number, token = manager.token) =>
    (await callEndpoint(t.app, ep.get, { params: { id }, token })).ok.data;
  const edit = (id: number, token: string, o: Record<string, unknown>) =>
    put(id, token, transactionValues(account.id, category.id, o));

  it('a manager who edits a staff pending transaction is its maker: cannot approve or reject it', async () => {
    const m = await editingManager();
    for (const [from, to] of [
      ['8600.00', '860.00'],
      ['5.00', '99999.00'],
    ]) {
      const a = await createAccount(t.app, { opening_balance: '1000.00' });
      const tx = await createTransaction(t.app, a.id, category.id, { amount: from }, clerk.user.id);
      const edited = await put(
        tx.id,
        m.token,
        transactionValues(a.id, category.id, { amount: to }),
      );
      expect(edited.status).toBe(200);
      for (const action of ['approve', 'reject'] as const) {
        const res = await decide(action, edited.ok.data, m.token);
        expect(res.status, `${action} ${from} -> ${to}`).toBe(403);
        expect(res.failure.message).toBe(FOUR_EYES);
      }
      expect(await balance(a.id)).toBe('1000.00');
      expect((await read(tx.id)).status).toBe('pending');
      // The record names the editor and when, not only the creator.
      expect(edited.ok.data).toMatchObject({
        amount: to,
        user: { id: clerk.user.id },
        updated_by_user: { id: m.user.id },
        editor_ids: [m.user.id],
      });
      expect(edited.ok.data.updated_at > tx.created_at).toBe(true);
      // Another manager who saw the edited version may approve it.
      expect((await decide('approve', edited.ok.data, manager.token)).status).toBe(200);
    }
  });

  it('every editor stays a maker, not only the last; an admin who edited may still decide', async () => {
    const m = await editingManager();
    const other = await editingManager();
    const tx = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
    expect((await edit(tx.id, m.token, { amount: '200.00' })).status).toBe(200);
    // The makers' record is the server's: a body cannot wipe or rewrite it.
    const last = await edit(tx.id, other.token, {
      amount: '300.00',
      editor_ids: [],
      updated_by: clerk.user.id,
      updated_at: tx.updated_at,
    });
    expect((await decide('approve', last.ok.data, m.token)).status).toBe(403);
    expect((await decide('approve', last.ok.data, other.token)).status).toBe(403);
    expect(last.ok.data.editor_ids).toEqual([m.user.id, other.user.id]);
    expect(last.ok.data.updated_by_user).toMatchObject({ id: other.user.id });
    const adminUser = await signIn(t.app, { role: 'admin' });
    const byAdmin = await edit(tx.id, adminUser.token, { amount: '310.00' });
    expect((await decide('reject', byAdmin.ok.data, adminUser.token)).status).toBe(200);
  });

  it('approves only the version the approver saw: a raise after opening answers 409', async () => {
    const a = await createAccount(t.app, { opening_balance: '1000.00' });
    const tx = await createTransaction(
      t.app,
      a.id,
      category.id,
      { type: 'income', amount: '100.00' },
      clerk.user.id,
    );
    const seen = await read(tx.id); // the manager opens it
    const raised = await put(
      tx.id,
      clerk.token,
      transactionValues(a.id, category.id, { type: 'income', amount: '9000.00' }),
    );
    expect(raised.status).toBe(200);
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide(action, seen, manager.token);
      expect(res.status, action).toBe(409);
      expect(res.failure.message).toBe(STALE);
    }
    expect(await balance(a.id)).toBe('1000.00');
    expect((await read(tx.id)).status).toBe('pending');
    expect(seen.updated_at).toBe(seen.created_at); // it had never been edited when opened
    // Reviewed again, the new version is approved as it now stands.
    const fresh = await read(tx.id);
    expect(fresh.updated_at).toBe(raised.ok.data.updated_at);
    expect((await decide('approve', fresh, manager.token)).status).toBe(200);
    expect(await balance(a.id)).toBe('10000.00');
  });

  it('refuses a decision without updated_at (422 on the field) or with a malformed one', async () => {
    const tx = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
    for (const action of ['approve', 'reject'] as const) {
      for (const body of [undefined, {}, { notes: 'ok' }, { updated_at: null }]) {
        const res = await callEndpoint(t.app, ep[action], {
          params: { id: tx.id },
          token: manager.token,
          payload: body,
        });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.failure.errors).toEqual({ updated_at: ['The updated at field is required.'] });
      }
      const bad = await decide(action, { id: tx.id, updated_at: 'yesterday' }, manager.token);
      expect(bad.status).toBe(422);
      expect(bad.failure.errors).toEqual({
        updated_at: ['The updated at must be a valid date and time.'],
      });
    }
    const other = { id: tx.id, updated_at: new Date(Date.now() - 60_000).toISOString() };
    expect((await decide('approve', other, manager.token)).failure.message).toBe(STALE);
    expect((await read(tx.id)).status).toBe('pending');
  });

  it('lets staff edit only their own pending transactions; managers and admins any', async () => {
    const m = await editingManager();
    const mine = await createTransaction(
      t.app,
      account.id,
      category.id,
      { amount: '450.00' },
      m.user.id,
    );
    const res = await edit(mine.id, clerk.token, { amount: '4500.00' });
    expect(res.status).toBe(403);
    expect(res.failure.message).toBe('You can only edit your own pending transactions.');
    const after = await read(mine.id);
    expect(after).toMatchObject({ amount: '450.00', updated_by_user: null, editor_ids: [] });
    expect(after.updated_at).toBe(mine.updated_at);
    // Their own: allowed, and not as a new maker of someone else's record.
    const own = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
    expect((await edit(own.id, clerk.token, { amount: '120.00' })).status).toBe(200);
    // Managers and admins may edit anyone's pending transaction.
    expect((await edit(own.id, m.token, { amount: '130.00' })).status).toBe(200);
    expect((await edit(mine.id, admin, { amount: '460.00' })).status).toBe(200);
  });

  it('carries updated_at in the list, the detail and the pending list', async () => {
    const tx = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
    const list = await callEndpoint(t.app, ep.list, {
      query: { search: '', per_page: 100 },
      token: manager.token,
    });
    const pending = await callEndpoint(t.app, ep.pending, {
      query: { per_page: 100 },
      token: manager.token,
    });
    for (const row of [
      list.ok.data.find((x) => x.id === tx.id),
      pending.ok.data.find((x) => x.id === tx.id),
      await read(tx.id),
    ])
      expect(row).toMatchObject({ updated_at: tx.updated_at, updated_by_user: null });
    expect(tx.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('an edit racing an approval never ends with an amount the approver did not see (20 trials)', async () => {
    let approvedSeen = 0;
    let editedFirst = 0;
    for (let trial = 1; trial <= 20; trial++) {
      const a = await createAccount(t.app, { opening_balance: '0.00' });
      const tx = await createTransaction(
        t.app,
        a.id,
        category.id,
        { type: 'income', amount: '100.00' },
        clerk.user.id,
      );
      const seen = await read(tx.id);
      const [edited, approved] = await Promise.all([
        put(
          tx.id,
          clerk.token,
          transactionValues(a.id, category.id, { type: 'income', amount: '200.00' }),
        ),
        decide('approve', seen, manager.token),
      ]);
      const now = await read(tx.id);
      if (approved.status === 200) {
        approvedSeen++;
        expect(edited.status, `trial ${trial}`).toBe(409);
        expect(now).toMatchObject({ status: 'approved', amount: '100.00' });
        expect(await balance(a.id)).toBe('100.00');
      } else {
        editedFirst++;
        expect(approved.status, `trial ${trial}`).toBe(409);
        expect(approved.failure.message).toBe(STALE);
        expect(edited.status).toBe(200);
        expect(now).toMatchObject({ status: 'pending', amount: '200.00' });
        expect(await balance(a.id)).toBe('0.00');
      }
    }
    expect(approvedSeen + editedFirst).toBe(20);
  });
});

describe('GET /api/transactions', () => {
  it('filters by search, dates, type, status, account and category in any combination', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, { role: 'admin' })).token;
      const a1 = await createAccount(ctx.app);
      const a2 = await createAccount(ctx.app);
      const c1 = await createCategory(ctx.app);
      const c2 = await createCategory(ctx.app);
      await createTransaction(ctx.app, a1.id, c1.id, {
        transaction_date: '2026-01-10',
        type: 'income',
        description: 'Dubai package for Sharma family',
        reference: 'TF-1',
      });
      await createTransaction(ctx.app, a1.id, c2.id, {
        transaction_date: '2026-02-10',
        type: 'expense',
        description: 'Office rent',
      });
      await createTransaction(ctx.app, a2.id, c1.id, {
        transaction_date: '2026-03-10',
        type: 'income',
        description: 'Visa fees',
      });
      const q = async (query: string) =>
        (
          await callEndpoint(ctx.app, ep.list, {
            query: Object.fromEntries(new URLSearchParams(query)),
            token: tk,
          })
        ).ok.data.map((x) => x.description);
      expect(await q('search=sharma')).toEqual(['Dubai package for Sharma family']);
      expect(await q('search=tf-1')).toEqual(['Dubai package for Sharma family']);
      expect(await q('date_from=2026-02-01&date_to=2026-03-31')).toEqual([
        'Visa fees',
        'Office rent',
      ]);
      expect(await q('type=income')).toEqual(['Visa fees', 'Dubai package for Sharma family']);
      expect(await q(`account_id=${a1.id}&category_id=${c1.id}`)).toEqual([
        'Dubai package for Sharma family',
      ]);
      expect(await q('status=approved')).toEqual([]);
      expect(await q('status=pending&type=expense')).toEqual(['Office rent']);
      expect(
        (await callEndpoint(ctx.app, ep.list, { query: { status: 'done' }, token: tk })).status,
      ).toBe(422);
    } finally {
      await ctx.close();
    }
  });
});

describe('staff who recorded transactions', () => {
  it('counts editing as recording: an editor is only ever deactivated', async () => {
    const m = await signIn(t.app, {
      role: 'manager',
      permissions: ['view_transactions', 'create_transactions'],
    });
    expect(await userHasTransactions(t.db, m.user.id)).toBe(false);
    const tx = await createTransaction(t.app, account.id, category.id, {}, clerk.user.id);
    const edited = await put(
      tx.id,
      m.token,
      transactionValues(account.id, category.id, { amount: '101.00' }),
    );
    expect(edited.status).toBe(200);
    expect(await userHasTransactions(t.db, m.user.id)).toBe(true);
  });

  it('cannot be deleted (409, deactivate instead)', async () => {
    const adminToken = admin;
    const created = await callEndpoint(t.app, staffEndpoints.create, {
      token: adminToken,
      payload: staffValues(),
    });
    const staffId = created.ok.data.id;
    await createTransaction(t.app, account.id, category.id, {}, created.ok.data.user.id);
    const res = await callEndpoint(t.app, staffEndpoints.remove, {
      params: { id: staffId },
      token: adminToken,
    });
    expect(res.status).toBe(409);
    expect(res.failure.message).toBe(
      'This staff member has recorded transactions and cannot be deleted. Deactivate them instead.',
    );
  });
});
