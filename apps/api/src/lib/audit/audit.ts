import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditChange, AuditRecordType, AuditValueKind } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { withNames } from './audit-references.ts';

/** Who made a write, and from where: built from the request, passed down to the service. */
export interface Actor {
  userId: number | null;
  name: string | null;
  ip: string | null;
}

/** Writes made outside a request (seed data, test factories). */
export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System', ip: null };

export const actorOf = (req: FastifyRequest): Actor => ({
  userId: req.user?.id ?? null,
  name: req.user?.name ?? null,
  ip: req.ip || null,
});

export interface AuditEventInput {
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: number | null;
  record_label?: string | null | undefined;
  note?: string | null | undefined;
  changes?: AuditChange[] | undefined;
  /** The record whose History also shows this event (a payment's booking). */
  parent?: { type: AuditRecordType; id: number } | null | undefined;
  /**
   * The currency the event's money is in, as it was then: a file's (and its payments'), an
   * enquiry's, a day-plan service's. Absent where money is the books' rupees.
   */
  currency?: string | null | undefined;
}

/**
 * One audit event, written with the caller's handle: inside the write's transaction, so the
 * event and the change commit or roll back together.
 */
export async function recordEvent(tx: DbOrTx, actor: Actor, e: AuditEventInput) {
  await tx.insert(auditEvents).values({
    user_id: actor.userId,
    actor_label: actor.name,
    ip: actor.ip,
    action: e.action,
    record_type: e.record_type,
    record_id: e.record_id,
    record_label: e.record_label ?? null,
    parent_type: e.parent?.type ?? null,
    parent_id: e.parent?.id ?? null,
    note: e.note ?? null,
    currency: e.currency ?? null,
    changes: await withNames(tx, e.changes ?? []),
  });
}

/** Which record an event is about: a module's `xEvent(record)` gives it. */
export type AuditRef = Pick<
  AuditEventInput,
  'record_type' | 'record_id' | 'record_label' | 'parent' | 'currency'
>;

/**
 * A module's `xEvent(record)`: the record's type, its id, the label its History shows, and the
 * currency of its money when the record has one of its own (a file, an enquiry, a service).
 */
export const auditRef =
  <R extends { id: number }>(record_type: AuditRecordType, label: (r: R) => string) =>
  (r: R): AuditRef => ({
    record_type,
    record_id: r.id,
    record_label: label(r),
    currency: currencyOf(r),
  });

/** A record's own currency, if it has one. */
const currencyOf = (r: object) =>
  'currency' in r && typeof r.currency === 'string' ? r.currency : null;

/**
 * The common event: a record written from `before` to `after` (null before for a create),
 * with the changed fields among `fields`.
 */
export function recordWrite(
  tx: DbOrTx,
  actor: Actor,
  action: AuditAction,
  ref: AuditRef,
  before: object | null,
  after: object | null,
  fields: readonly AuditField[],
  note?: string,
) {
  // A service scheduled from a file names no currency in its reference: its record does.
  const currency = ref.currency ?? currencyOf(after ?? before ?? {});
  return recordEvent(tx, actor, {
    action,
    ...ref,
    currency,
    changes: diffFields(before, after, fields),
    ...(note ? { note } : {}),
  });
}

/**
 * A module's writer of its record's events: the reference and the compared fields come from the
 * record (from its `view` where the event compares other fields than the answer's), so a write
 * names only its action and the two versions. It answers `after`, the record a create or an
 * update returns.
 */
export const recordWrites =
  <R extends object>(
    ref: (r: R) => AuditRef,
    fields: (r: R) => readonly AuditField[] = (r) => fieldsOf(r),
    view: (r: R) => object = (r) => r,
  ) =>
  async <A extends R>(
    tx: DbOrTx,
    actor: Actor,
    action: AuditAction,
    before: A | null,
    after: A,
    /** Why, when the write needed a reason (a manager over an agent's credit limit). */
    note?: string,
  ) => {
    await recordWrite(
      tx,
      actor,
      action,
      ref(after),
      before && view(before),
      view(after),
      fields(after),
      note,
    );
    return after;
  };

/** Never in an event, whatever a caller lists. */
const SECRET = /password|token|secret|session|hash/i;
/**
 * Keys that link records for the code, not for people: a service's booking and line (its file
 * number is listed, and its page links the file).
 */
const INTERNAL = new Set(['booking_id', 'source_kind', 'source_line_id']);
const MONEY =
  /(amount|balance|price|cost|payable|paid|profit|total|due|fare|salary|sale|purchase)$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "sale_amount" -> "Sale amount", "agent_id" -> "Agent". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function kindOf(field: string, v: unknown): AuditValueKind {
  if (typeof v === 'boolean') return 'boolean';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Date) return 'datetime';
  if (typeof v === 'string') {
    if (DATE.test(v)) return 'date';
    if (DATETIME.test(v)) return 'datetime';
    if (MONEY.test(field) && DECIMAL.test(v)) return 'money';
  }
  return 'text';
}

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** A value as text, as stored: money stays the exact decimal string. */
function asText(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) {
    if (v.length === 0) return null;
    if (v.every((x) => typeof x !== 'object' || x === null)) return v.map(String).join(', ');
    return lines(v.length);
  }
  // Numbers and booleans read the same in JSON; objects keep their content.
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Equality of stored values; lists compare in full, not by their summary. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  (asText(a) === null && asText(b) === null);

/** A field, or a field with its kind when the value alone does not tell it. */
export type AuditField = string | readonly [string, AuditValueKind];

/**
 * The changed fields between two versions of a record (null before: a create, listing the set
 * fields; null after: a delete, listing the fields as they were). Secrets and internal keys are
 * never listed.
 */
export function diffFields(
  beforeRow: object | null,
  afterRow: object | null,
  fields: readonly AuditField[],
): AuditChange[] {
  const before = beforeRow as Record<string, unknown> | null;
  const after = afterRow as Record<string, unknown> | null;
  const out: AuditChange[] = [];
  for (const f of fields) {
    const [field, declared] = typeof f === 'string' ? [f, undefined] : f;
    if (SECRET.test(field) || INTERNAL.has(field)) continue;
    const b = before?.[field];
    const a = after?.[field];
    if (same(b, a)) continue;
    out.push({
      field,
      label: fieldLabel(field),
      kind: declared ?? kindOf(field, a ?? b),
      before: before ? asText(b) : null,
      after: after ? asText(a) : null,
    });
  }
  return out;
}

/** Every plain field of a wire record, for a module that lists no fields of its own. */
export function fieldsOf(record: object, skip: readonly string[] = []): AuditField[] {
  const row = record as Record<string, unknown>;
  return Object.keys(row).filter(
    (k) =>
      !['id', 'created_at', 'updated_at', ...skip].includes(k) &&
      (typeof row[k] !== 'object' || row[k] === null || Array.isArray(row[k])),
  );
}
