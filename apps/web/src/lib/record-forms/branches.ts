import { OK } from '@app/contract/constants';
import { paths } from '../paths.ts';
import type { RecordFormSpec } from './spec.ts';

/** Branches: what their forms say and where they go (spec.ts). */
export const BRANCH_FORM: RecordFormSpec = {
  noun: 'Branch',
  list: paths.branches,
  open: paths.branchEdit,
  created: OK.branchCreated,
  updated: OK.branchUpdated,
};
