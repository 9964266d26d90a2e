import type { Driver } from '@app/contract';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';
import { saveDriver } from './drivers-api.ts';

/**
 * The list's Active/Inactive button: the driver saved as it is with `active` flipped (the API
 * has no toggle route; PUT takes the whole driver).
 */
export const useToggleDriver = () =>
  useEnvelopeMutation(
    (d: Driver) =>
      saveDriver(
        {
          name: d.name,
          mobile: d.mobile,
          email: d.email,
          vehicle_number: d.vehicle_number,
          active: !d.active,
        },
        d.id,
      ),
    [['drivers'], ['day-plans']],
  );
