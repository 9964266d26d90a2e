import { useQuery } from '@tanstack/react-query';
import type { BodyOf, EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/* The agency's tax profile (contract src/endpoints/tax-profile.ts): one read, one write. */

export const TAX_PROFILE_FAIL = {
  read: 'Failed to load the tax profile',
  save: 'Failed to save the tax profile',
} as const;

export type TaxProfile = NonNullable<EndpointAnswer<'GET /tax-profile'>['data']>;
export type TaxProfileBody = BodyOf<'PUT /tax-profile'>;

export const useTaxProfile = () =>
  useQuery({
    queryKey: ['tax-profile'],
    queryFn: () => fetchEndpoint('GET /tax-profile', { fallback: TAX_PROFILE_FAIL.read }),
  });

export const useSetTaxProfile = () =>
  useEnvelopeMutation(
    (body: TaxProfileBody) =>
      callEndpoint('PUT /tax-profile', { body, fallback: TAX_PROFILE_FAIL.save }),
    [['tax-profile']],
  );
