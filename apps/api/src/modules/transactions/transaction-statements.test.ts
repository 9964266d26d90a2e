import { transactionEndpoints as ep } from '@app/contract';
import type { Callers } from '../../../test/fixture.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import type { TestContext } from '../../../test/app.ts';
import { createAccount, createCategory, transactionValues } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { insideTransaction, statementsOf, writtenTables } from '../../../test/statements.ts';

/**
 * A transaction's create and approval read their rules' facts in one statement each (the lock
 * date, the account, the category, the rate: decision 062), then write.
 */
/** An admin (who may approve their own) and a new transaction's form fields. */
async function desk(app: TestContext, callers: Callers) {
  const admin = await callers.admin();
  const account = await createAccount(app.app);
  const category = await createCategory(app.app);
  const values = transactionValues(account.id, category.id);
  return {
    admin,
    fields: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
  };
}

describe("a transaction's statements", () => {
  test('a create: the books locked, one read, the row, the row read back, its History event', async ({
    app,
    callers,
  }) => {
    const { admin, fields } = await desk(app, callers);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await admin.call(ep.create, multipart(fields))).status;
    });
    expect(status).toBe(201);
    const inside = insideTransaction(sent);
    expect(inside).toHaveLength(5);
    expect(inside[0]).toBe('lock table journal_entries in row exclusive mode');
    expect(inside[1]).toMatch(
      /^select .*books_settings.*"accounts".*"transaction_categories".*exchange_rates/,
    );
    expect(writtenTables(inside).filter(Boolean)).toEqual(['transactions', 'audit_events']);
  });

  test('an approval: the row locked, the books locked, one read, the entry, the decision, History, the account checked', async ({
    app,
    callers,
  }) => {
    const { admin, fields } = await desk(app, callers);
    const created = (await admin.call(ep.create, multipart(fields))).ok.data;
    let status = 0;
    const sent = await statementsOf(async () => {
      const approved = await admin.call(ep.approve, {
        params: { id: created.id },
        payload: { updated_at: created.updated_at },
      });
      status = approved.status;
    });
    expect(status).toBe(200);
    const inside = insideTransaction(sent);
    expect(inside[0]).toMatch(/^select .* from "transactions" .*for update$/);
    expect(inside[1]).toBe('lock table journal_entries in row exclusive mode');
    expect(inside[2]).toMatch(
      /^select .*books_settings.*exchange_rates.* from "transaction_categories"/,
    );
    expect(writtenTables(inside.slice(3, 6))).toEqual([
      'journal_entries',
      'transactions',
      'audit_events',
    ]);
    // Then the account's row lock and the kept totals its range check reads: nothing else.
    expect(inside.slice(6)).toHaveLength(2);
    expect(inside[6]).toMatch(/^select .* from "accounts" .*for no key update$/);
  });
});
