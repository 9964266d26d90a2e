import { useQuery } from '@tanstack/react-query';
import { TOUR_FAIL } from '@app/contract/constants';
import { fetchEndpoint } from './endpoint-call.ts';

/**
 * Options of a stored enum, for forms and filters: `labelOptions('dayPlanStatus')` gives
 * `{ value: 'in_progress', label: 'In Progress' }`, with the words the badges and the audit
 * use (contract labels.ts). A form's own subset: `labelOptions('paymentMethod', METHODS)`.
 */
export { labelOptions } from '@app/contract/constants';

/** Dropdown lists several features use (no feature imports another). */
export const useAgentOptions = () =>
  useQuery({
    queryKey: ['agents', 'options'],
    queryFn: () => fetchEndpoint('GET /agents/list', { fallback: TOUR_FAIL.fetchAgentsList }),
    staleTime: 60_000,
  });

/** Active suppliers, for a file's lines and the supplier screens. */
export const useSupplierOptions = () =>
  useQuery({
    queryKey: ['suppliers', 'options'],
    queryFn: () => fetchEndpoint('GET /suppliers/list', { fallback: 'Failed to fetch suppliers' }),
    staleTime: 60_000,
  });

export const useUserOptions = () =>
  useQuery({
    queryKey: ['users', 'options'],
    queryFn: () => fetchEndpoint('GET /users/list', { fallback: 'Failed to fetch users' }),
    staleTime: 60_000,
  });

/**
 * Where a payment's money may go (decision 043): the money accounts and Undeposited Funds, with
 * the account each method deposits to. The payment forms and the Books settings read it.
 */
export const useDepositChoices = (enabled = true) =>
  useQuery({
    queryKey: ['ledger', 'deposit-accounts'],
    queryFn: () =>
      fetchEndpoint('GET /ledger/deposit-accounts', {
        fallback: 'Failed to fetch the deposit accounts',
      }),
    staleTime: 60_000,
    enabled,
  });

/** The active currencies (admins switch them on): the booking form's and the rates' pickers. */
export const useCurrencyOptions = () =>
  useQuery({
    queryKey: ['currencies', 'active'],
    queryFn: () =>
      fetchEndpoint('GET /currencies', {
        query: { active: '1' },
        fallback: 'Failed to load the currencies',
      }),
    staleTime: 60_000,
  });
