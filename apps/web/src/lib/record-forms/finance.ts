import { FIN_OK } from '@app/contract/constants';
import { paths } from '../paths.ts';
import type { RecordFormSpec } from './spec.ts';

/** Accounts and categories: what their forms say and where they go (spec.ts). */
export const ACCOUNT_FORM: RecordFormSpec = {
  noun: 'Account',
  list: paths.accounts,
  open: paths.accountStatement,
  created: FIN_OK.accountCreated,
  updated: FIN_OK.accountUpdated,
};
export const CATEGORY_FORM: RecordFormSpec = {
  noun: 'Category',
  list: paths.categories,
  open: paths.categoryEdit,
  created: FIN_OK.categoryCreated,
  updated: FIN_OK.categoryUpdated,
};
