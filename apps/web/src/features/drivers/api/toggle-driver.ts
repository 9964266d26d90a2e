import type { ApiSuccess, Driver } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';

/**
 * The list's Active/Inactive button: the driver saved as it is with `active` flipped (the API
 * has no toggle route; PUT takes the whole driver).
 */
export const useToggleDriver = () =>
  useEnvelopeMutation(
    (d: Driver) =>
      apiCall<ApiSuccess<Driver>>(`/drivers/${d.id}`, {
        method: 'PUT',
        body: {
          name: d.name,
          mobile: d.mobile,
          email: d.email,
          vehicle_number: d.vehicle_number,
          active: !d.active,
        },
        fallback: 'Failed to save driver',
      }),
    [['drivers'], ['day-plans']],
  );
