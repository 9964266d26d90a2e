import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { SEND_AGAIN_ACCESS } from '../document-access.ts';
import { idParams } from '../common/fields.ts';
import {
  bookingMessagesQuery,
  outboxDetailAnswer,
  outboxListQuery,
  outboxPageSchema,
  queuedMailSchema,
} from '../outbox.ts';
import { endpoint } from './define.ts';

/** What an email request answers (202): its message, and the mail queued, not yet sent. */
export const queuedAnswer = okEnvelope(queuedMailSchema).extend({ message: z.string() });

export const outboxEndpoints = {
  // The whole agency's mail, bodies included: admins only.
  list: endpoint({
    method: 'GET',
    path: '/outbox',
    summary: 'List the outbox: emails queued, sent and failed',
    access: 'admin',
    query: outboxListQuery,
    response: { 200: outboxPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/outbox/:id',
    summary: 'Read one email of the outbox',
    access: 'admin',
    params: idParams,
    response: { 200: outboxDetailAnswer },
  }),
  eml: endpoint({
    method: 'GET',
    path: '/outbox/:id/eml',
    summary: 'Download one email of the outbox as an .eml file',
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
    summary: 'List the emails sent about a booking',
    access: 'view_bookings',
    tag: 'outbox',
    params: idParams,
    query: bookingMessagesQuery,
    response: { 200: outboxPageSchema },
  }),
  /**
   * "Send again": a new queued copy (202), under the rule of the route that sent it (send and
   * read keys of the voucher, the receipt or the duty sheet: DOCUMENT_ACCESS; the handler
   * checks the message's own), within the same hourly allowance.
   */
  sendAgain: endpoint({
    method: 'POST',
    path: '/outbox/:id/send-again',
    summary: 'Queue an email of the outbox to be sent again',
    access: SEND_AGAIN_ACCESS,
    params: idParams,
    response: { 202: queuedAnswer },
  }),
};
