import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/app-error.ts';
import type { VoucherRenderer } from './voucher-renderer.ts';

/**
 * The voucher module's PDF pool and per-user email allowance, shared with other documents
 * (the drivers' duty sheets): one pool of worker threads per app, and one hourly
 * allowance of emails that carry guest data, whichever document they send.
 */
export interface DocumentTools {
  renderer: VoucherRenderer;
  /** @fastify/rate-limit's createRateLimit, keyed by the user. */
  emailAllowance: ReturnType<FastifyInstance['createRateLimit']>;
}

// Keyed by the app's HTTP server: the one object every plugin context of an app shares.
const byApp = new WeakMap<object, DocumentTools>();

export const shareDocumentTools = (app: FastifyInstance, tools: DocumentTools) => {
  byApp.set(app.server, tools);
};

export function documentTools(app: FastifyInstance): DocumentTools {
  const tools = byApp.get(app.server);
  if (!tools) throw new Error('The voucher routes (the PDF pool) are not registered');
  return tools;
}

/** Spend one of the user's hourly document emails, or refuse with 429 and `message(seconds)`. */
export async function spendEmailAllowance(
  allowance: DocumentTools['emailAllowance'],
  req: FastifyRequest,
  message: (seconds: number) => string,
) {
  const a = await allowance(req);
  if (!a.isAllowed && a.isExceeded)
    throw new TooManyRequests(message(a.ttlInSeconds), a.ttlInSeconds);
}

/** A document's PDF as a download: never cached, and no referrer sent from it. */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(pdf);
