import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { todayIn } from '@app/contract';

/** The HTTP side of kept answers (kept-json.ts): encodings, ETag matching, the agency's day. */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const encoders = {
  br: (s: string) => brotli(s, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (s: string) => gzip(s, { level: 6 }),
};
export type Encoding = keyof typeof encoders;

/** The client's preferred encoding of ours (br, then gzip, as app.ts registers them). */
export function encodingFor(req: FastifyRequest): Encoding | null {
  if (req.headers['x-no-compression'] !== undefined) return null; // as the plugin honours it
  const accepted = new Set(
    String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * If-None-Match against our (weak) ETag, by the weak comparison GET uses (RFC 9110 13.1.2):
 * any listed tag, with or without W/, or `*`.
 */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = etag.slice(2); // W/"…" → "…"
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

let last = { zone: '', minute: -1, day: '' };
/**
 * Today in the agency's time zone, 'YYYY-MM-DD' (todayIn), worked out once a minute: every
 * zone's midnight falls on a whole minute.
 */
export function agencyDay(timeZone: string, now = Date.now()) {
  const minute = Math.floor(now / 60_000);
  if (last.zone === timeZone && last.minute === minute) return last.day;
  last = { zone: timeZone, minute, day: todayIn(timeZone, now) };
  return last.day;
}
