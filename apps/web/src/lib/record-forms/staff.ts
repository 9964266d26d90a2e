import { STAFF_OK } from '@app/contract/constants';
import { paths } from '../paths.ts';
import type { RecordFormSpec } from './spec.ts';

/** Staff: what their forms say and where they go (spec.ts). */
export const STAFF_FORM: RecordFormSpec = {
  noun: 'Staff',
  list: paths.staff,
  open: paths.staffDetail,
  created: STAFF_OK.created,
  updated: STAFF_OK.updated,
};
