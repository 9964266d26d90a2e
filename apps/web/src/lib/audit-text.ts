import type { AuditChange, AuditRecordType, AuditValueKind, HistoryEvent } from '@app/contract';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENUM_FIELDS,
  AUDIT_RECORD_TYPE_LABELS,
  labelOf,
  permissionLabel,
} from '@app/contract/constants';
import {
  DEFAULT_BOOKING_CURRENCY,
  DEFAULT_DAY_PLAN_CURRENCY,
  DEFAULT_ENQUIRY_CURRENCY,
} from '@app/contract/constants';
import { formatDate, formatDateTime, formatInr, formatMoney } from './format.ts';
import { paths } from './paths.ts';

/**
 * How audit events read: "Aisha Khan changed Sale amount from AED 5,000.00 to
 * AED 5,500.00". Shared by the History panel and the Audit log screen, so both say the same.
 */
export const EMPTY_VALUE = '—';

/**
 * Records whose money is in a currency of their own, with the one a new record takes: a file and
 * its payments (AED), a day-plan service (USD), an enquiry's budget (INR). The rest is the books'
 * rupees.
 */
const OWN_CURRENCY: Partial<Record<AuditRecordType, string>> = {
  booking: DEFAULT_BOOKING_CURRENCY,
  payment: DEFAULT_BOOKING_CURRENCY,
  agent_payment: DEFAULT_BOOKING_CURRENCY,
  day_plan: DEFAULT_DAY_PLAN_CURRENCY,
  enquiry: DEFAULT_ENQUIRY_CURRENCY,
};
/** Money as its own screens show it: `currency` is the page's record's, else the one the event names. */
const moneyFor = (t: AuditRecordType, currency?: string) => (v: string) => {
  const own = OWN_CURRENCY[t];
  return own ? formatMoney(v, currency ?? own) : formatInr(v);
};

/**
 * A stored value as its screens show it. `field` names what it is: a stored code (a status,
 * a method) reads as its label, "In Progress" not "in_progress"; permission keys as words.
 */
export function formatAuditValue(
  value: string | null,
  kind: AuditValueKind,
  recordType: AuditRecordType,
  field?: string,
  currency?: string,
): string {
  if (value === null || value.trim() === '') return EMPTY_VALUE;
  const enumKind = field === undefined ? undefined : AUDIT_ENUM_FIELDS[recordType]?.[field];
  if (enumKind && kind === 'text') return labelOf(enumKind, value);
  if (field === 'permissions' && kind === 'list') return listText(value, permissionLabel);
  switch (kind) {
    case 'money':
      return Number.isFinite(Number(value)) ? moneyFor(recordType, currency)(value) : value;
    case 'date':
      return formatDate(value) || value;
    case 'datetime':
      return Number.isNaN(Date.parse(value)) ? value : formatDateTime(value);
    case 'boolean':
      return ['true', 't', '1', 'yes'].includes(value.toLowerCase()) ? 'Yes' : 'No';
    case 'list':
      return listText(value);
    default:
      return value;
  }
}

/** A list stored as JSON or as "a, b" text, each item through `item`. */
function listText(value: string, item?: (s: string) => string) {
  const each = (xs: string[]) => (item ? xs.map(item) : xs).join(', ');
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.length ? each(parsed.map(String)) : EMPTY_VALUE;
  } catch {
    // Plain text already ("a, b", as the API writes lists of plain values).
  }
  return item ? each(value.split(/,\s*/)) : value;
}

export const beforeText = (c: AuditChange, t: AuditRecordType, currency?: string) =>
  formatAuditValue(c.before, c.kind, t, c.field, currency);
export const afterText = (c: AuditChange, t: AuditRecordType, currency?: string) =>
  formatAuditValue(c.after, c.kind, t, c.field, currency);
/**
 * The currencies an event's money was in, before and after it: the one the event kept (events
 * since migration 0048), else the page's record's, else one the event names (a file's create, a
 * change of its currency). A draft file moved from AED to INR shows its old sale in AED.
 */
const eventCurrencies = (e: HistoryEvent, pageCurrency?: string) => {
  const change = e.changes.find((c) => c.field === 'currency');
  const current = e.currency ?? pageCurrency ?? change?.after ?? undefined;
  return { before: change?.before ?? current, after: change?.after ?? current };
};

/** Who acted: the person, else what was typed at a failed sign-in. */
export const actorName = (e: HistoryEvent) => e.user?.name ?? e.actor_label ?? 'Someone';

const typeNoun = (t: AuditRecordType) =>
  t === 'staff' ? 'staff member' : AUDIT_RECORD_TYPE_LABELS[t].toLowerCase();

/**
 * "this booking" on the record's own page; "a payment" for a record shown on its parent's page
 * (its label is often the parent's number); else "staff member Rahul Menon".
 */
export function recordNoun(e: HistoryEvent, pageType?: AuditRecordType) {
  const noun = typeNoun(e.record_type);
  if (e.record_type === pageType) return `this ${noun}`;
  if (pageType) return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  return e.record_label ? `${noun} ${e.record_label}` : noun;
}

/** The words shown with a note: a void's reason, an email's recipient. */
export function noteLabel(e: HistoryEvent) {
  if (e.action === 'void' || e.action === 'reverse' || e.action === 'reject') return 'Reason';
  // A booking's cancellation carries its reason.
  if (e.action === 'status' && e.changes.some((c) => c.after === 'cancelled')) return 'Reason';
  if (e.action === 'voucher_email') return 'Sent to';
  return 'Note';
}

export interface EventText {
  /** One sentence per change for an update; one for anything else. */
  sentences: string[];
  /** Fields listed under the sentence: a create's set fields, an approval's changes. */
  details: AuditChange[];
}

/** The sentences of an event, without its time (the caller adds it). */
export function eventText(
  e: HistoryEvent,
  pageType?: AuditRecordType,
  pageCurrency?: string,
): EventText {
  const currency = eventCurrencies(e, pageCurrency);
  const who = actorName(e);
  const self = e.record_type === pageType;
  const noun = recordNoun(e, pageType);
  if (e.record_type === 'session')
    return { sentences: [`${who} ${AUDIT_ACTION_LABELS[e.action]}`], details: [] };
  if (e.action === 'update' && e.changes.length > 0) {
    const of = self ? '' : ` of ${noun}`;
    return {
      sentences: e.changes.map(
        (c) =>
          `${who} changed ${c.label}${of} from ${beforeText(c, e.record_type, currency.before)} to ${afterText(c, e.record_type, currency.after)}`,
      ),
      details: [],
    };
  }
  const only = e.changes.length === 1 ? e.changes[0]! : undefined;
  if (e.action === 'status' && only)
    return {
      sentences: [
        `${who} changed the status of ${noun} from ${beforeText(only, e.record_type, currency.before)} to ${afterText(only, e.record_type, currency.after)}`,
      ],
      details: [],
    };
  return { sentences: [`${who} ${AUDIT_ACTION_LABELS[e.action]} ${noun}`], details: e.changes };
}

/** A detail line: "Sale amount: AED 5,000.00" for a create, "… from … to …" otherwise. */
export function detailText(c: AuditChange, e: HistoryEvent, pageCurrency?: string) {
  const currency = eventCurrencies(e, pageCurrency);
  if (e.action === 'create' || c.before === null)
    return `${c.label}: ${afterText(c, e.record_type, currency.after)}`;
  return `${c.label}: ${beforeText(c, e.record_type, currency.before)} → ${afterText(c, e.record_type, currency.after)}`;
}

/** The Audit log's short summary of what changed: two fields, then a count. */
export function changesSummary(e: HistoryEvent, max = 2) {
  const shown = e.changes.slice(0, max).map((c) => detailText(c, e));
  const more = e.changes.length - shown.length;
  if (more > 0) shown.push(`+${more} more`);
  return shown;
}

export const eventWhen = (e: HistoryEvent) => formatDateTime(e.at);

/** The page of each record type that has one (payments and sessions have none). */
const RECORD_PAGES: Partial<Record<AuditRecordType, (id: number) => string>> = {
  booking: paths.bookingDetail,
  transaction: paths.transactionDetail,
  account: paths.accountStatement,
  agent: paths.agentDetail,
  enquiry: paths.enquiryDetail,
  staff: paths.staffDetail,
  day_plan: paths.dayPlanEdit,
  branch: paths.branchEdit,
  category: paths.categoryEdit,
};

/** The page of a record that has one. */
export const recordPath = (t: AuditRecordType, id: number | null): string | undefined =>
  id === null ? undefined : RECORD_PAGES[t]?.(id);
