// An event names the records a record points at as its page does: "Driver: Imran Khan", never
// "Driver: 1".
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  agents,
  branches,
  drivers,
  enquiries,
  transactionCategories,
  users,
} from '../../db/schema/index.ts';

/** Each id field any record's event lists, and the column its page shows for it. */
const REFERENCES: Record<string, { id: PgColumn; name: PgColumn }> = {
  agent_id: { id: agents.id, name: agents.name },
  driver_id: { id: drivers.id, name: drivers.name },
  ops_person_id: { id: users.id, name: users.name },
  sales_person_id: { id: users.id, name: users.name },
  assigned_to: { id: users.id, name: users.name },
  received_by: { id: users.id, name: users.name },
  branch_id: { id: branches.id, name: branches.name },
  account_id: { id: accounts.id, name: accounts.name },
  category_id: { id: transactionCategories.id, name: transactionCategories.name },
  enquiry_id: { id: enquiries.id, name: enquiries.enquiry_number },
};

const ID = /^\d+$/;

/**
 * The changes with every id of a referenced record replaced by its name as it is now, when the
 * event is written (so the event keeps the name it had then, as it keeps the actor's). An id
 * whose record is gone reads "#<id>".
 */
export async function withNames(tx: DbOrTx, changes: AuditChange[]): Promise<AuditChange[]> {
  const wanted = new Map<string, Set<number>>();
  for (const c of changes) {
    if (!(c.field in REFERENCES)) continue;
    for (const v of [c.before, c.after])
      if (v !== null && ID.test(v))
        (wanted.get(c.field) ?? wanted.set(c.field, new Set()).get(c.field)!).add(Number(v));
  }
  if (wanted.size === 0) return changes;
  const names = new Map<string, string>();
  for (const [field, ids] of wanted) {
    const ref = REFERENCES[field]!;
    const rows = await tx
      .select({ id: ref.id, name: ref.name })
      .from(ref.id.table)
      .where(inArray(ref.id, [...ids]));
    for (const r of rows) names.set(`${field}:${String(r.id)}`, String(r.name));
  }
  const named = (field: string, v: string | null) =>
    v === null || !ID.test(v) ? v : (names.get(`${field}:${v}`) ?? `#${v}`);
  return changes.map((c) =>
    c.field in REFERENCES
      ? { ...c, kind: 'text', before: named(c.field, c.before), after: named(c.field, c.after) }
      : c,
  );
}
