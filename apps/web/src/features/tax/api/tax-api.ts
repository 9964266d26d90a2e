import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TAX_DOCUMENT_FAIL } from '@app/contract/constants';
import type { BodyOf, EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/*
 * The tax screens' endpoints (contract src/endpoints/tax.ts and tax-documents.ts): the dated
 * rules (admins keep them) and the tax documents the books issued.
 */

export const TAX_RATES_FAIL = {
  list: 'Failed to load the tax rates',
  save: 'Failed to save the tax rate',
} as const;

export const TAX_DOCUMENTS_PAGE_SIZE = 20;

export type TaxRate = EndpointAnswer<'GET /tax-rates'>['data'][number];
export type TaxRateBody = BodyOf<'POST /tax-rates'>;
export type TaxDocumentRow = EndpointAnswer<'GET /tax-documents'>['data'][number];

export const useTaxRates = () =>
  useQuery({
    queryKey: ['tax-rates'],
    queryFn: () => fetchEndpoint('GET /tax-rates', { fallback: TAX_RATES_FAIL.list }),
  });

/** Add a rule (no id) or change one (its id): the list is read again after either. */
export const useSaveTaxRate = () =>
  useEnvelopeMutation(
    ({ id, body }: { id: number | null; body: TaxRateBody }) =>
      id === null
        ? callEndpoint('POST /tax-rates', { body, fallback: TAX_RATES_FAIL.save })
        : callEndpoint('PUT /tax-rates/:id', {
            params: { id },
            body,
            fallback: TAX_RATES_FAIL.save,
          }),
    [['tax-rates']],
  );

export const useTaxDocuments = (q: { page: number; from: string; to: string }) =>
  useQuery({
    queryKey: ['tax-documents', 'list', q],
    queryFn: () =>
      fetchEndpoint('GET /tax-documents', {
        query: {
          page: q.page,
          per_page: TAX_DOCUMENTS_PAGE_SIZE,
          ...(q.from ? { from: q.from } : {}),
          ...(q.to ? { to: q.to } : {}),
        },
        fallback: TAX_DOCUMENT_FAIL.list,
      }),
    placeholderData: keepPreviousData,
  });
