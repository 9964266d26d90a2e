import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FAIL, PAGE_SIZES, STAFF_FAIL } from '@app/contract/constants';
import { callEndpoint, fetchEndpoint } from '../../../lib/endpoint-call.ts';
import { pagedQuery } from '../../../lib/endpoint-queries.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/staff.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. A write refreshes every 'staff' key and
 * the branch form's managers.
 */

const CHANGES = [['staff'], ['managers']] as const;

const staff = pagedRecordHooks('/staff', CHANGES);
export const staffMembersQuery = staff.list(PAGE_SIZES.staff, STAFF_FAIL.fetchStaff);
export const useStaffList = (...args: Parameters<typeof staffMembersQuery>) =>
  useQuery(staffMembersQuery(...args));
export const useStaffMember = staff.one(STAFF_FAIL.fetchMember);
/** Create (no id) or update; resolves to the envelope so the form can show field errors. */
export const useSaveStaff = staff.save(STAFF_FAIL.create, STAFF_FAIL.update);
export const useDeleteStaff = staff.remove(STAFF_FAIL.delete);

/** The staff form's branch dropdown (spec section 7: loaded from the branch list call). */
export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: ['branches', 'options'],
    queryFn: () => fetchEndpoint('GET /branches/list', { fallback: FAIL.fetchBranchesList }),
  });
export const useBranchOptions = () => useQuery(branchOptionsQuery());

/** Status toggle: sends the inverse of the current state (spec section 4). */
export const useUpdateStaffStatus = () =>
  useEnvelopeMutation(
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint('POST /staff/:id/update-status', {
        params: { id },
        body: { is_active: isActive },
        fallback: STAFF_FAIL.status,
      }),
    CHANGES,
  );

export const useUpdatePermissions = () =>
  useEnvelopeMutation(
    ({ id, permissions }: { id: number; permissions: string[] }) =>
      callEndpoint('PUT /staff/:id/permissions', {
        params: { id },
        body: { permissions },
        fallback: STAFF_FAIL.permissions,
      }),
    CHANGES,
  );

/**
 * The stat cards' counts over every staff member the list's search matches, so
 * "Total Staff" is the list's own total. Under the 'staff' key: any staff write refreshes it.
 */
export const staffCountsQuery = (search: string) =>
  queryOptions({
    queryKey: ['staff', 'counts', search],
    queryFn: () =>
      fetchEndpoint('GET /dashboard/staff-counts', {
        query: { search },
        fallback: STAFF_FAIL.fetchStaff,
      }),
    placeholderData: keepPreviousData,
  });
export const useStaffCounts = (search: string) => useQuery(staffCountsQuery(search));

/**
 * The permission matrix's "Copy permissions from…": the first members whose name, email or
 * employee id holds what is typed, each with their permissions (the list's own answer).
 */
const staffPickQuery = pagedQuery('GET /staff', 20, STAFF_FAIL.fetchStaff, 'pick');
export const useStaffPick = (search: string) => useQuery(staffPickQuery(1, { search }));
