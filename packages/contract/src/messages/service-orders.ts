/**
 * A file's service orders (Send request: the order a supplier is emailed for one hotel, tour or
 * flight), and the words the page and the voucher use for a service its supplier has not
 * confirmed.
 */

/** What the booking's page and the voucher say of a service its supplier has not confirmed. */
export const NOT_CONFIRMED = 'Not confirmed';

export const SERVICE_ORDER_OK = {
  requested: 'Service order emailed to the supplier',
  downloaded: 'Service order downloaded',
} as const;

export const SERVICE_ORDER_FAIL = {
  request: 'Failed to send the service order',
  download: 'Failed to download the service order',
} as const;

export const SERVICE_ORDER_SERVER = {
  noSupplier: 'This service has no supplier: choose its supplier on the booking first.',
  noEmail: (supplier: string) =>
    `${supplier} has no email address: add one on the supplier's page first.`,
  cancelledFile: 'This booking is cancelled: no service order can be sent for it.',
  settled: (state: string) => `This service is ${state}: mark it changed to request it again.`,
  emailLimit: (perHour: number, minutes: number) =>
    `You can send ${perHour} document emails an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
