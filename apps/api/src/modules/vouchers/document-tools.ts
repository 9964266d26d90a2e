import type { FastifyInstance } from 'fastify';
import type { VoucherRenderer } from './voucher-renderer.ts';

/**
 * The voucher module's PDF pool and per-user email allowance, shared with other documents
 * (the drivers' duty sheets, issue 18): one pool of worker threads per app, and one hourly
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
