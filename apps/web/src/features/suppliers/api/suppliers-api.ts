import { PAGE_SIZES } from '@app/contract/constants';
import { pagedRecordHooks } from '../../../lib/record-hooks.ts';

/*
 * Each endpoint of the catalogue (contract src/endpoints/suppliers.ts) this feature uses: reads
 * as queryOptions + hook, writes as mutation hooks. Every key starts with 'suppliers', so a
 * write refreshes them all (an agent's save refreshes them too: agents-api.ts).
 */

const FAIL = {
  fetchSuppliers: 'Failed to fetch suppliers',
  fetchSupplier: 'Failed to fetch supplier',
  createSupplier: 'Failed to create supplier',
  updateSupplier: 'Failed to update supplier',
  deleteSupplier: 'Failed to delete supplier',
} as const;

const suppliers = pagedRecordHooks('/suppliers', [['suppliers']]);
export const suppliersQuery = suppliers.list(PAGE_SIZES.suppliers, FAIL.fetchSuppliers);
export const useSupplier = suppliers.one(FAIL.fetchSupplier);
export const useSaveSupplier = suppliers.save(FAIL.createSupplier, FAIL.updateSupplier);
export const useDeleteSupplier = suppliers.remove(FAIL.deleteSupplier);
