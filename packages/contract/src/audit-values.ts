/**
 * The audit history's plain values and shapes, without zod, so the History panel
 * can load them through `@app/contract/constants`.
 */
import { AUDIT_RECORD_TYPE_LABELS, valuesOf } from './labels.ts';

/** What was done, as the audit text says it: "<who> voided <record>". */
export const AUDIT_ACTION_LABELS = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  status: 'changed the status of',
  permissions: 'changed the permissions of',
  approve: 'approved',
  reject: 'rejected',
  void: 'voided',
  reverse: 'reversed',
  login: 'signed in',
  logout: 'signed out',
  login_failed: 'failed to sign in',
  password_change: 'changed the password of',
  voucher_email: 'emailed the voucher of',
  receipt_email: 'emailed the receipt of',
  duty_sheet_email: 'emailed the duty sheet of',
  service_order_email: 'emailed a service order of',
  tax_document_email: 'emailed a tax document of',
  export: 'exported',
};

// The value lists (for the schemas and the database) and the types, read off the two tables
// (the record types' table is in labels.ts, beside the audit text's enum fields it keys).
export const AUDIT_RECORD_TYPES = valuesOf(AUDIT_RECORD_TYPE_LABELS);
export const AUDIT_ACTIONS = valuesOf(AUDIT_ACTION_LABELS);
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How a changed value is shown: money with the currency, dates in the agency's format. */
export const AUDIT_VALUE_KINDS = ['text', 'money', 'date', 'datetime', 'boolean', 'list'] as const;
export type AuditValueKind = (typeof AUDIT_VALUE_KINDS)[number];
