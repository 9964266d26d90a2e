import { okEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { idParams } from '../common/fields.ts';
import {
  payablesAgeingSchema,
  payableSchema,
  payablesQuery,
  supplierPaymentDecision,
  supplierPaymentInput,
  supplierPaymentListQuery,
  supplierPaymentSchema,
  supplierPaymentSettingsInput,
  supplierPaymentSettingsSchema,
  supplierPaymentVoid,
  supplierStatementQuery,
  supplierStatementSchema,
} from '../supplier-payments.ts';
import { endpoint } from './define.ts';

const saved = okEnvelope(supplierPaymentSchema);

// What the agency owes its suppliers and pays them (decision 048).
export const supplierPaymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/supplier-payments',
    summary: 'List supplier payments, newest first',
    access: 'view_supplier_payments',
    query: supplierPaymentListQuery,
    response: { 200: pagedEnvelope(supplierPaymentSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/supplier-payments/:id',
    summary: 'Read a supplier payment',
    access: 'view_supplier_payments',
    params: idParams,
    response: { 200: saved },
  }),
  create: endpoint({
    method: 'POST',
    path: '/supplier-payments',
    summary: "Pay a supplier's open services from a money account",
    access: 'create_supplier_payments',
    body: supplierPaymentInput,
    response: { 201: saved },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/supplier-payments/:id/decision',
    summary: 'Approve or reject a supplier payment waiting for approval',
    access: 'approve_supplier_payments',
    params: idParams,
    body: supplierPaymentDecision,
    response: { 200: saved },
  }),
  void: endpoint({
    method: 'POST',
    path: '/supplier-payments/:id/void',
    summary: 'Void a paid supplier payment, with a reason (its entry is reversed)',
    access: 'void_supplier_payments',
    params: idParams,
    body: supplierPaymentVoid,
    response: { 200: saved },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/supplier-payments/settings',
    summary: 'Read the amount above which a supplier payment needs approval',
    access: 'view_supplier_payments',
    response: { 200: okEnvelope(supplierPaymentSettingsSchema) },
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/supplier-payments/settings',
    summary: 'Set the amount above which a supplier payment needs approval',
    access: 'admin',
    body: supplierPaymentSettingsInput,
    response: { 200: okEnvelope(supplierPaymentSettingsSchema) },
  }),
  payables: endpoint({
    method: 'GET',
    path: '/payables',
    summary: 'List what is owed to suppliers, soonest due first',
    access: 'view_suppliers',
    query: payablesQuery,
    response: { 200: pagedEnvelope(payableSchema) },
  }),
  ageing: endpoint({
    method: 'GET',
    path: '/payables/ageing',
    summary: 'What is owed to suppliers by days past due',
    access: 'view_suppliers',
    response: { 200: okEnvelope(payablesAgeingSchema) },
  }),
  statement: endpoint({
    method: 'GET',
    path: '/suppliers/:id/statement',
    summary: "A supplier's statement for a period, per currency",
    access: 'view_suppliers',
    params: idParams,
    query: supplierStatementQuery,
    response: { 200: okEnvelope(supplierStatementSchema) },
  }),
};
