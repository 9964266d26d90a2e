import { DRIVER_SERVER } from '@app/contract';
import type { FieldErrors } from '@app/contract';

/** What a service stores about its driver. */
export interface DriverChoice {
  driver_id: number | null;
  driver_name: string | null;
  driver_mobile: string | null;
  vehicle_number: string | null;
}

/** A mobile or a plate as people write it: spaces, dashes and case aside. */
const squash = (s: string) => s.replace(/[\s-]/g, '').toLowerCase();

const FIELDS = [
  ['driver_mobile', 'mobile', DRIVER_SERVER.mobileMismatch],
  ['vehicle_number', 'vehicle_number', DRIVER_SERVER.vehicleMismatch],
] as const;

/**
 * A picked driver's mobile and vehicle as sent must be blank (the driver's own fill them), the
 * driver's own, or what this service already keeps for the same driver (a record edited since
 * does not make the service's unchanged details wrong). Anything else is another driver's (a
 * driver changed and the first one's details left behind) and is refused, never rewritten.
 * Where the driver's record has no mobile or vehicle, what is sent is the only one there is.
 */
export function driverDetailErrors(
  sent: DriverChoice,
  driver: { id: number; mobile: string | null; vehicle_number: string | null },
  kept: DriverChoice | null,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, own, message] of FIELDS) {
    const value = sent[field];
    const recorded = driver[own];
    if (value === null || recorded === null || squash(value) === squash(recorded)) continue;
    const keptValue = kept?.driver_id === driver.id ? kept[field] : null;
    if (keptValue !== null && squash(value) === squash(keptValue)) continue;
    errors[field] = [message];
  }
  return errors;
}
