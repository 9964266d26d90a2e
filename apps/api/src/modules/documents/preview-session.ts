import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Access, previewEndpoints } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { Unauthenticated } from '../../lib/http/app-error.ts';
import { signToken, verifyToken } from '../../lib/sessions/signed-token.ts';
import { liveSession } from '../../lib/sessions/session-lookup.ts';
import { ok, route } from '../../lib/http/route.ts';

/**
 * Whether the session that asked for a preview link is still live, by the session's id, since
 * the link carries no login token; it reads only, so opening a preview does not keep a session
 * alive.
 */
export async function isSessionLive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), ...liveSession()));
  return row !== undefined;
}

const PREVIEW_SECONDS = 5 * 60;

/**
 * A preview link for one document, bound to the session that asked for it and valid for
 * five minutes: the voucher's and the receipt's, so the two cannot drift apart.
 */
function previewLink(
  secret: Buffer,
  doc: { purpose: string; id: number; sessionId: number; path: string },
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + PREVIEW_SECONDS;
  const token = signToken(secret, {
    purpose: doc.purpose,
    id: doc.id,
    iat,
    exp,
    sid: doc.sessionId,
  });
  return {
    token,
    expires_at: new Date(exp * 1000).toISOString(),
    url: `${doc.path}?token=${token}`,
  };
}

// The preview page allows its own inline styles and nothing else.
const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Open a preview page's answer: never cached, no referrer, and a 401 with `expired` unless the
 * token was signed for this document and its session is still live.
 */
async function checkPreview(
  reply: FastifyReply,
  at: { db: Db; secret: Buffer },
  doc: { purpose: string; id: number; token: string | undefined; expired: string },
) {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  // Five minutes from its issue at most, whatever expiry the token was signed with.
  const claims = verifyToken(at.secret, doc.token, {
    purpose: doc.purpose,
    id: doc.id,
    maxSeconds: PREVIEW_SECONDS,
  });
  if (!claims || typeof claims.sid !== 'number' || !(await isSessionLive(at.db, claims.sid)))
    throw new Unauthenticated(doc.expired);
}

/** The preview page itself, under its own content security policy. */
const sendPreview = (reply: FastifyReply, html: string) =>
  reply.header('content-security-policy', PREVIEW_CSP).type('text/html; charset=utf-8').send(html);

/** What a document's preview routes need: its catalogued endpoints and its page. */
export interface PreviewRoutes {
  /** The document's preview token and page (contract endpoints/vouchers.ts). */
  endpoints: PreviewEndpoints;
  purpose: string;
  /** The id the link names for the document at `id` (its 404 when there is none). */
  idOf: (id: number) => Promise<number>;
  /** The preview page's HTML for the document at `id`. */
  page: (id: number) => Promise<string>;
  /** The 401's message for a link that is invalid, expired or of an ended session. */
  expired: string;
}
type PreviewEndpoints = ReturnType<typeof previewEndpoints<string, Access>>;

/**
 * The preview token and page routes: a 5-minute, document-scoped token
 * naming the session that asked for it, and the public page that token opens while that
 * session is live. The voucher's and the receipt's, so the two cannot drift apart.
 */
export function registerPreview(app: FastifyInstance, o: PreviewRoutes) {
  route(app, o.endpoints.previewToken, async (req) => {
    if (!req.sessionId) throw new Unauthenticated();
    const id = await o.idOf(req.params.id);
    const data = previewLink(app.secret, {
      purpose: o.purpose,
      id,
      sessionId: req.sessionId,
      path: `/api${o.endpoints.preview.path.replace(':id', String(id))}`,
    });
    return ok(data);
  });

  /** Public route: the signed token is the credential; the login token is never accepted. */
  route(app, o.endpoints.preview, async (req, reply) => {
    await checkPreview(reply, app, {
      purpose: o.purpose,
      id: req.params.id,
      token: req.query.token,
      expired: o.expired,
    });
    return sendPreview(reply, await o.page(req.params.id));
  });
}
