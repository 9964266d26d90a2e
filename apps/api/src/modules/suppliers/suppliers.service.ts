import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FieldErrors,
  PagingQuery,
  Supplier,
  supplierListQuery,
  SupplierOption,
  SupplierValues,
} from '@app/contract';
import { LIST_SORTS, money, PAGE_SIZES, SUPPLIER_MESSAGES as M, toMoney } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { payableOpenSql } from '../supplier-payments/supplier-payments.service.ts';
import { payableServiceName } from '../../db/service-lines.ts';
import { agents, suppliers } from '../../db/schema/index.ts';
import { auditRef, recordWrites, SYSTEM_ACTOR } from '../../lib/audit/audit.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { Conflict, NotFound } from '../../lib/http/app-error.ts';
import { throwIfAny } from '../../lib/http/validation.ts';
import { deleteUnused } from '../../lib/rows/delete-unused.ts';
import { formatNumber, nextNumber } from '../../lib/rows/numbering.ts';
import { paginate } from '../../lib/rows/pagination.ts';
import { uniqueAsField } from '../../lib/rows/pg-errors.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';
import { listOrder } from '../../lib/rows/sorting.ts';
import { currencyRefusal } from '../currencies/rates.ts';
import { listSearch } from '../search/search-terms.ts';

const supplierEvent = auditRef('supplier', (s: { id: number; name: string }) => s.name);
const writeSupplier = recordWrites(supplierEvent);

/** The fields a supplier that is also an agent shares with it: the agent's are the truth. */
export const SHARED_WITH_AGENT = [
  'name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'country',
  'gstin',
  'pan',
] as const;

const columns = {
  row: suppliers,
  agent: { id: agents.id, code: agents.code, name: agents.name },
};
const selectSuppliers = (db: DbOrTx) =>
  db.select(columns).from(suppliers).leftJoin(agents, eq(agents.id, suppliers.agent_id));
type Joined = {
  row: typeof suppliers.$inferSelect;
  agent: { id: number; code: string; name: string } | null;
};

export function toSupplier({ row, agent }: Joined): Supplier {
  const { search_text, updated_at, agent_id, ...s } = row;
  // A left join's missing agent (an export's cursor gives its columns as nulls).
  return { ...s, agent: agent?.id ? agent : null, created_at: s.created_at.toISOString() };
}

export type SupplierFilters = Omit<z.output<typeof supplierListQuery>, keyof PagingQuery>;

function supplierWhere(q: SupplierFilters) {
  const c: (SQL | undefined)[] = [];
  if (q.search)
    c.push(listSearch(q.search, sql`${suppliers.search_text}`, [sql`${suppliers.phone}`]));
  if (q.kind) c.push(eq(suppliers.kind, q.kind));
  if (q.status) c.push(eq(suppliers.status, q.status));
  return and(...c);
}

const supplierOrder = listOrder(suppliers, LIST_SORTS.suppliers, [
  asc(suppliers.name),
  asc(suppliers.id),
]);

/** The list's rows in its order, unpaged: the page and the export both read it. */
export const supplierRows = (db: Db, q: SupplierFilters) =>
  selectSuppliers(db)
    .where(supplierWhere(q))
    .orderBy(...supplierOrder(q.sort));

export async function listSuppliers(db: Db, q: PagingQuery & SupplierFilters) {
  return paginate(
    q,
    PAGE_SIZES.suppliers,
    async (limit, offset) =>
      (await supplierRows(db, q).limit(limit).offset(offset)).map(toSupplier),
    () => db.$count(suppliers, supplierWhere(q)),
  );
}

export async function getSupplier(db: DbOrTx, id: number, withPayables = false): Promise<Supplier> {
  const [row] = await selectSuppliers(db).where(eq(suppliers.id, id));
  if (!row) throw new NotFound(M.notFound);
  const supplier = toSupplier(row);
  return withPayables ? { ...supplier, payables: await openPayables(db, id) } : supplier;
}

type OpenPayable = NonNullable<Supplier['payables']>['open'][number];
/**
 * What the agency still owes the supplier: its live payables less the payments on them, soonest
 * due first, and their sums.
 */
async function openPayables(db: DbOrTx, id: number): Promise<NonNullable<Supplier['payables']>> {
  const { rows } = await db.execute<OpenPayable & Record<string, unknown>>(sql`
    select p.id, json_build_object('id', b.id, 'file_number', b.file_number, 'guest_name', b.guest_name) as booking,
      p.line_kind as kind, ${payableServiceName} as service,
      p.currency, ${payableOpenSql}::numeric(14, 2)::text as amount, p.due_date::text as due_date
    from supplier_payables p join bookings b on b.id = p.booking_id
    where p.supplier_id = ${id} and p.reversed_at is null and ${payableOpenSql} > 0
    order by p.due_date, p.id`);
  const sums = new Map<string, ReturnType<typeof money>>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? money(0)).plus(r.amount));
  return {
    balance: [...sums].map(([currency, amount]) => ({ currency, amount: toMoney(amount) })),
    open: rows,
  };
}

/**
 * What the schema cannot judge: a code another supplier has, and a currency that is not active
 * (or the one the supplier already had). Asked before the write, with the schema's errors in one
 * answer; the unique index still decides a race.
 */
export async function supplierErrors(
  db: DbOrTx,
  v: Record<string, unknown>,
  id?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const code = typeof v.code === 'string' && v.code !== '' ? v.code : null;
  if (code) {
    const same = eq(sql`lower(${suppliers.code})`, code.toLowerCase());
    const [other] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(id === undefined ? same : and(same, ne(suppliers.id, id)))
      .limit(1);
    if (other) errors.code = [M.codeTaken];
  }
  if (typeof v.currency === 'string') {
    const [kept] =
      id === undefined
        ? []
        : await db
            .select({ currency: suppliers.currency })
            .from(suppliers)
            .where(eq(suppliers.id, id));
    const refused = await currencyRefusal(db, v.currency, kept?.currency);
    if (refused) errors.currency = [refused];
  }
  return errors;
}

/** A blank code becomes the next SUP-NNNN. */
export async function createSupplier(db: DbOrTx, v: SupplierValues, actor: Actor = SYSTEM_ACTOR) {
  throwIfAny(await supplierErrors(db, v));
  return uniqueAsField({ suppliers_code_unique: ['code', M.codeTaken] }, () =>
    inTransaction(db, async (tx) => {
      const code = v.code ?? formatNumber('SUP', await nextNumber(tx, 'SUP'), 4);
      const [row] = await tx
        .insert(suppliers)
        .values({ ...v, code })
        .returning({ id: suppliers.id });
      const after = await getSupplier(tx, row!.id);
      await writeSupplier(tx, actor, 'create', null, after);
      return after;
    }),
  );
}

/**
 * A supplier that is also an agent keeps the agent's shared fields: a form that changes one is
 * refused on that field (change it on the agent), never quietly set back.
 */
export async function updateSupplier(
  db: Db,
  id: number,
  v: SupplierValues,
  actor: Actor = SYSTEM_ACTOR,
) {
  throwIfAny(await supplierErrors(db, v, id));
  return uniqueAsField({ suppliers_code_unique: ['code', M.codeTaken] }, () =>
    db.transaction(async (tx) => {
      await lockRow(tx, suppliers, id, M.notFound);
      const before = await getSupplier(tx, id);
      if (before.agent) {
        const errors: FieldErrors = {};
        for (const f of SHARED_WITH_AGENT)
          if ((v[f] ?? null) !== (before[f] ?? null))
            errors[f] = [M.linkedToAgent(f === 'gstin' ? 'GSTIN' : f === 'pan' ? 'PAN' : f)];
        throwIfAny(errors);
      }
      await updateRow(tx, suppliers, id, { ...v, code: v.code || undefined });
      const after = await getSupplier(tx, id);
      await writeSupplier(tx, actor, 'update', before, after);
      return after;
    }),
  );
}

/** Suppliers with services on files are kept: set them inactive (the lines restrict it). */
const deleteUnusedSupplier = deleteUnused({
  table: suppliers,
  notFound: M.notFound,
  inUse: { by: [], restricted: true, message: M.inUse },
  event: supplierEvent,
});
/** A supplier that is an agent goes with the agent (or stays, inactive, when it is unmarked). */
export async function deleteSupplier(db: Db, id: number, actor: Actor = SYSTEM_ACTOR) {
  if ((await getSupplier(db, id)).agent) throw new Conflict(M.agentLinkedDelete);
  return deleteUnusedSupplier(db, id, actor);
}

export async function supplierOptions(db: Db): Promise<SupplierOption[]> {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      code: suppliers.code,
      kind: suppliers.kind,
      currency: suppliers.currency,
    })
    .from(suppliers)
    .where(eq(suppliers.status, 'active'))
    .orderBy(asc(suppliers.name));
}

/** An agent as a vendor's shared fields, as the supplier keeps them. */
type AgentShared = {
  id: number;
  name: string;
  company_name: string | null;
  primary_mobile: string;
  primary_email: string;
  vendor_email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  gst_number: string | null;
  pan_number: string | null;
  is_vendor: boolean;
  status: string;
};

const upperCompact = (v: string | null) => (v ? v.replace(/\s+/g, '').toUpperCase() : null);

/**
 * An agent marked as a vendor is a supplier (decision 046): made the first time it is marked
 * (a local partner paid on booking, in rupees, as migration 0051 made the existing ones), its
 * shared fields copied from the agent on every save; unmarked, the supplier is set inactive
 * (its money and history stay). Called inside the agent's write.
 */
export async function syncAgentSupplier(tx: DbOrTx, a: AgentShared, actor: Actor) {
  const shared = {
    name: a.name,
    phone: a.primary_mobile,
    email: a.vendor_email ?? a.primary_email,
    address: a.address,
    city: a.city,
    state: a.state,
    country: a.country,
    gstin: upperCompact(a.gst_number),
    pan: upperCompact(a.pan_number),
  };
  const [linked] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.agent_id, a.id));
  if (!linked) {
    if (!a.is_vendor) return;
    const code = formatNumber('SUP', await nextNumber(tx, 'SUP'), 4);
    const [row] = await tx
      .insert(suppliers)
      .values({
        ...shared,
        code,
        kind: 'dmc',
        contact_person: a.company_name,
        payment_terms: 'after_booking',
        status: a.status === 'active' ? 'active' : 'inactive',
        agent_id: a.id,
      })
      .returning({ id: suppliers.id });
    await writeSupplier(tx, actor, 'create', null, await getSupplier(tx, row!.id));
    return;
  }
  const before = await getSupplier(tx, linked.id);
  const status = a.is_vendor && a.status === 'active' ? before.status : 'inactive';
  const changed =
    before.status !== status ||
    SHARED_WITH_AGENT.some((f) => (before[f] ?? null) !== (shared[f] ?? null));
  if (!changed) return;
  await updateRow(tx, suppliers, linked.id, { ...shared, status });
  await writeSupplier(tx, actor, 'update', before, await getSupplier(tx, linked.id));
}
