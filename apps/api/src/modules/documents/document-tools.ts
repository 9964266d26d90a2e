import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/http/app-error.ts';
import { databaseRateLimitStore } from '../../lib/http/rate-limit-store.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createVoucherRenderer } from './voucher-renderer.ts';
import type { VoucherRenderer } from './voucher-renderer.ts';

/** Document emails carry guest data to any address: each user may send this many an hour. */
export const EMAILS_PER_HOUR = 20;

/**
 * The documents' PDF pool and per-user email allowance, shared by vouchers, receipts, the
 * drivers' duty sheets and the outbox's Send again: one pool of worker threads per app, and one
 * hourly allowance of emails that carry guest data, whichever document they send.
 */
export interface DocumentTools {
  renderer: VoucherRenderer;
  /** @fastify/rate-limit's createRateLimit, keyed by the user. */
  emailAllowance: ReturnType<FastifyInstance['createRateLimit']>;
}

// Keyed by the app's HTTP server: the one object every plugin context of an app shares.
const byApp = new WeakMap<object, DocumentTools>();

const shareDocumentTools = (app: FastifyInstance, tools: DocumentTools) => {
  byApp.set(app.server, tools);
};

/**
 * Start the pool and the allowance in the plugin that registers the voucher routes (the first
 * document routes), and share them with the other documents' routes.
 */
export async function startDocumentTools(app: FastifyInstance): Promise<DocumentTools> {
  // PDFs are made in worker threads, started with the first one and stopped with the app.
  const renderer = createVoucherRenderer();
  app.addHook('onClose', () => renderer.close());
  // Counted in the database: one allowance across every API process.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  const emailAllowance = app.createRateLimit({
    max: EMAILS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    // The key keeps its first name: allowances already counted stay counted.
    keyGenerator: (req) => `voucher-email:${currentUser(req).id}`,
  });
  const tools = { renderer, emailAllowance };
  shareDocumentTools(app, tools);
  return tools;
}

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
