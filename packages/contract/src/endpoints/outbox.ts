import { z } from 'zod';
import { idParams } from '../common/fields.ts';
import {
  bookingMessagesQuery,
  outboxDetailAnswer,
  outboxListQuery,
  outboxPageSchema,
} from '../outbox.ts';
import { endpoint } from './define.ts';

/*
 * "Send again" (POST /outbox/:id/send-again) answers 202 (queued, not sent), a status the
 * catalogue's `response` does not take yet (200 or 201): it stays in catalogue-pending.ts with
 * the other 202 email routes until define.ts, route() and callEndpoint accept a 202.
 */
export const outboxEndpoints = {
  // The whole agency's mail, bodies included: admins only.
  list: endpoint({
    method: 'GET',
    path: '/outbox',
    access: 'admin',
    query: outboxListQuery,
    response: { 200: outboxPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/outbox/:id',
    access: 'admin',
    params: idParams,
    response: { 200: outboxDetailAnswer },
  }),
  eml: endpoint({
    method: 'GET',
    path: '/outbox/:id/eml',
    access: 'admin',
    params: idParams,
    produces: 'message/rfc822',
    response: {
      200: z
        .string()
        .describe('The message as an .eml file (message/rfc822, an attachment), not JSON.'),
    },
  }),
  // Whoever may view the booking sees its messages' states (not their bodies).
  bookingMessages: endpoint({
    method: 'GET',
    path: '/bookings/:id/messages',
    access: 'view_bookings',
    tag: 'outbox',
    params: idParams,
    query: bookingMessagesQuery,
    response: { 200: outboxPageSchema },
  }),
};
