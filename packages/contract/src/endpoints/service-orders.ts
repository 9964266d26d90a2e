import { DOCUMENT_ACCESS } from '../document-access.ts';
import { serviceParams } from '../suppliers.ts';
import { endpoint } from './define.ts';
import { queuedAnswer } from './outbox.ts';
import { pdfFile } from './vouchers.ts';

/**
 * A file's service order: one hotel, tour or flight asked of its supplier (guest, dates, rooms
 * or pax, special requests, our file number), by the line's kind and id within its file.
 */
export const serviceOrderEndpoints = {
  /** The service order as its supplier will receive it: a preview before sending. */
  pdf: endpoint({
    method: 'GET',
    path: '/bookings/:id/services/:kind/:lineId/service-order',
    summary: "Download a service's order to its supplier as a PDF",
    tag: 'bookings',
    access: DOCUMENT_ACCESS.service_order.read,
    params: serviceParams,
    produces: 'application/pdf',
    response: { 200: pdfFile('The service order') },
  }),
  /**
   * Send request: queue the service order to the supplier's email (202, queued, not yet sent);
   * a service to request, or changed, is then requested. Refused for a line with no supplier, a
   * supplier with no email, a confirmed or cancelled service, and a cancelled file.
   */
  request: endpoint({
    method: 'POST',
    path: '/bookings/:id/services/:kind/:lineId/request',
    summary: "Email a service's order to its supplier (queued in the outbox)",
    tag: 'bookings',
    access: DOCUMENT_ACCESS.service_order.send,
    params: serviceParams,
    response: { 202: queuedAnswer },
  }),
};
