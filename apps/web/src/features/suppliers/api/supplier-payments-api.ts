import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierPayment } from '@app/contract';
import { SUPPLIER_PAYMENT_LINES_MAX } from '@app/contract/constants';
import type { BodyOf, EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { pagedQuery, recordQuery } from '../../../lib/endpoint-queries.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * The supplier payments' endpoints of the catalogue (contract src/endpoints/supplier-payments.ts):
 * what is owed to suppliers (payables, their ageing, a supplier's statement) and the payments
 * that settle it. Reads as queryOptions + hook, writes as mutation hooks; a payment, a decision
 * or a void refreshes every read of what is owed and paid.
 */

export const SUPPLIER_PAYMENT_FAIL = {
  fetchPayments: 'Failed to fetch supplier payments',
  fetchPayables: 'Failed to fetch what is owed to suppliers',
  fetchAgeing: 'Failed to fetch the payables ageing',
  fetchStatement: "Failed to load the supplier's statement",
  create: 'Failed to record the supplier payment',
  decide: 'Failed to record the decision',
  void: 'Failed to void the supplier payment',
} as const;

export const SUPPLIER_PAYMENTS_PAGE_SIZE = 20;
export const PAYABLES_PAGE_SIZE = 20;

export type Payable = EndpointAnswer<'GET /payables'>['data'][number];
export type PayablesAgeing = EndpointAnswer<'GET /payables/ageing'>['data'];
export type SupplierStatement = EndpointAnswer<'GET /suppliers/:id/statement'>['data'];
export type SupplierPaymentBody = BodyOf<'POST /supplier-payments'>;

export const supplierPaymentsQuery = pagedQuery(
  'GET /supplier-payments',
  SUPPLIER_PAYMENTS_PAGE_SIZE,
  SUPPLIER_PAYMENT_FAIL.fetchPayments,
);

/** The latest payments to one supplier, for its page (the list page has them all). */
export const useSupplierPayments = (supplierId: number, perPage: number) =>
  useQuery(
    queryOptions({
      queryKey: ['supplier-payments', 'supplier', supplierId, perPage],
      queryFn: () =>
        fetchEndpoint('GET /supplier-payments', {
          query: { supplier_id: supplierId, per_page: perPage },
          fallback: SUPPLIER_PAYMENT_FAIL.fetchPayments,
        }),
    }),
  );

/** How many payments wait for a manager (the list's first page of them, for its count). */
export const usePendingSupplierPayments = (enabled: boolean) =>
  useQuery({
    queryKey: ['supplier-payments', 'pending-count'],
    queryFn: () =>
      fetchEndpoint('GET /supplier-payments', {
        query: { status: 'pending', per_page: 1 },
        fallback: SUPPLIER_PAYMENT_FAIL.fetchPayments,
      }),
    enabled,
  });

/** What is owed, service by service, soonest due first (filters: supplier, due). */
export const payablesQuery = pagedQuery(
  'GET /payables',
  PAYABLES_PAGE_SIZE,
  SUPPLIER_PAYMENT_FAIL.fetchPayables,
);

/**
 * What is still open to one supplier, soonest due first, as many services as one payment may
 * settle (also the most a page holds), for its page's card and the payment form.
 */
export const useSupplierPayables = (supplierId: number, enabled = true) =>
  useQuery({
    queryKey: ['payables', 'supplier', supplierId],
    queryFn: () =>
      fetchEndpoint('GET /payables', {
        query: { supplier_id: supplierId, per_page: SUPPLIER_PAYMENT_LINES_MAX },
        fallback: SUPPLIER_PAYMENT_FAIL.fetchPayables,
      }),
    enabled,
  });

export const usePayablesAgeing = () =>
  useQuery({
    queryKey: ['payables', 'ageing'],
    queryFn: () =>
      fetchEndpoint('GET /payables/ageing', { fallback: SUPPLIER_PAYMENT_FAIL.fetchAgeing }),
  });

const statementQuery = recordQuery(
  'GET /suppliers/:id/statement',
  SUPPLIER_PAYMENT_FAIL.fetchStatement,
  'statement',
);
/** A page of a supplier's statement for a period; the one on screen stays while the next loads. */
export const useSupplierStatement = (id: number, period: { from: string; to: string }, page = 1) =>
  useQuery(statementQuery(id, { ...period, page }));

// What is owed and paid shows on the supplier's page, the payables, Today, the books and the
// accounts' balances: a payment, a decision or a void refreshes them all.
const CHANGES = [
  ['supplier-payments'],
  ['payables'],
  ['suppliers'],
  ['dashboard'],
  ['ledger'],
  ['accounts'],
] as const;

/** Pay a supplier's open services; the answer says paid, or waiting for approval. */
export const usePaySupplier = () =>
  useEnvelopeMutation(
    (body: SupplierPaymentBody) =>
      callEndpoint('POST /supplier-payments', { body, fallback: SUPPLIER_PAYMENT_FAIL.create }),
    CHANGES,
  );

export interface SupplierPaymentDecision {
  payment: SupplierPayment;
  decision: 'approved' | 'rejected';
  notes: string;
}

export const useDecideSupplierPayment = () =>
  useEnvelopeMutation(
    ({ payment, decision, notes }: SupplierPaymentDecision) =>
      callEndpoint('POST /supplier-payments/:id/decision', {
        params: { id: payment.id },
        body: { decision, notes },
        fallback: SUPPLIER_PAYMENT_FAIL.decide,
      }),
    CHANGES,
  );

export const useVoidSupplierPayment = () =>
  useEnvelopeMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      callEndpoint('POST /supplier-payments/:id/void', {
        params: { id },
        body: { reason },
        fallback: SUPPLIER_PAYMENT_FAIL.void,
      }),
    CHANGES,
  );
