import { notInArray, sql } from 'drizzle-orm';
import type { AuditAction, AuditRecordType, Identity, RouteAccess } from '@app/contract';
import {
  AUDIT_ACTIONS,
  bookingEndpoints,
  can,
  dayPlanEndpoints,
  driverEndpoints,
  receiptEndpoints,
  transactionEndpoints,
  voucherEndpoints,
} from '@app/contract';
import { auditEvents } from '../../db/schema/index.ts';

/**
 * Who may see an event on a History panel: whoever may read what the event shows, by that
 * thing's own read route. A panel is opened under its record's read rule, but it also shows
 * other records' events (a booking's payments, agent payments, services and documents; an
 * account's transactions; an agent's payments), and each of those has its own read rule.
 * The rules are the catalogue's, so a change of a read key changes what History shows.
 */
const READ_RULES: {
  type: AuditRecordType;
  /** Only these actions; without, every action of the type that no earlier rule names. */
  actions?: readonly AuditAction[];
  access: RouteAccess;
}[] = [
  // A receipt's email carries the receipt.
  { type: 'payment', actions: ['receipt_email'], access: receiptEndpoints.get.access },
  // Customer payments are read with their booking: its detail lists them.
  { type: 'payment', access: bookingEndpoints.get.access },
  { type: 'agent_payment', access: bookingEndpoints.agentPayments.access },
  { type: 'day_plan', access: dayPlanEndpoints.get.access },
  { type: 'transaction', access: transactionEndpoints.get.access },
  { type: 'booking', actions: ['voucher_email'], access: voucherEndpoints.pdf.access },
  { type: 'driver', actions: ['duty_sheet_email'], access: driverEndpoints.dutySheet.access },
];

/** The rule that decides whether an event of this type and action may be seen, if any. */
function ruleOf(type: AuditRecordType, action: AuditAction) {
  return READ_RULES.find(
    (r) => r.type === type && (r.actions === undefined || r.actions.includes(action)),
  );
}

const mayPass = (viewer: Identity, access: RouteAccess) =>
  access === 'public' || can(viewer, access);

/** The events this viewer may not see, as "record_type:action" keys. */
export function hiddenEventKeys(viewer: Identity): string[] {
  const hidden: string[] = [];
  for (const type of new Set(READ_RULES.map((r) => r.type))) {
    for (const action of AUDIT_ACTIONS) {
      const rule = ruleOf(type, action);
      if (rule && !mayPass(viewer, rule.access)) hidden.push(`${type}:${action}`);
    }
  }
  return hidden;
}

/** The condition that leaves out what the viewer may not see (none for an admin). */
export function readableBy(viewer: Identity) {
  const hidden = hiddenEventKeys(viewer);
  if (hidden.length === 0) return undefined;
  return notInArray(sql`(${auditEvents.record_type} || ':' || ${auditEvents.action})`, hidden);
}
