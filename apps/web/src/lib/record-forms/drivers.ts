import { DRIVER_OK } from '@app/contract/constants';
import { paths } from '../paths.ts';
import type { RecordFormSpec } from './spec.ts';

/** Drivers: what their forms say and where they go (spec.ts). */
export const DRIVER_FORM: RecordFormSpec = {
  noun: 'Driver',
  list: paths.drivers,
  open: paths.driverEdit,
  created: DRIVER_OK.created,
  updated: DRIVER_OK.updated,
};
