import { useQuery } from '@tanstack/react-query';
import { TAX_DOCUMENT_FAIL } from '@app/contract/constants';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';

/* A file's tax invoice and its notes (contract src/endpoints/tax-documents.ts). */

export type FileTaxDocument = EndpointAnswer<'GET /bookings/:id/tax-documents'>['data'][number];

const fileTaxDocumentsQuery = detailQuery(
  'GET /bookings/:id/tax-documents',
  TAX_DOCUMENT_FAIL.list,
  'tax-documents',
);
export const useFileTaxDocuments = (id: number) => useQuery(fileTaxDocumentsQuery(id));
