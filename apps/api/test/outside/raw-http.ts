import net from 'node:net';

/**
 * HTTP/1.1 over a bare socket, so a request target arrives byte for byte as written: fetch
 * and undici normalise paths (dot segments, backslashes, escapes) before sending them.
 */

export interface RawRequest {
  method: string;
  /** The request target exactly as it goes on the wire (origin or absolute form). */
  target: string;
  headers?: Record<string, string>;
  /** Sent as is; a string is UTF-8. Content-Length is added unless given. */
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON when the answer says it is JSON, else undefined. */
  json: any;
  ms: number;
}

/** An answer we could not read: the server closed without one, or never answered. */
export class NoAnswer extends Error {}

export function rawRequest(port: number, req: RawRequest, timeoutMs = 10_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new NoAnswer(`no answer within ${timeoutMs} ms: ${req.method} ${req.target}`));
    }, timeoutMs);
    socket.on('connect', () => {
      const body =
        req.body === undefined
          ? undefined
          : typeof req.body === 'string'
            ? Buffer.from(req.body)
            : req.body;
      const headers: Record<string, string> = {
        host: `127.0.0.1:${port}`,
        connection: 'close',
        ...req.headers,
      };
      if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
        headers['content-length'] = String(body.length);
      }
      const head = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${req.method} ${req.target} HTTP/1.1\r\n${head}\r\n`);
      if (body) socket.write(body);
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err) => {
      clearTimeout(timer);
      // A reset after a complete answer (the server closed while we were still writing) is
      // still an answer; without one it is a failure.
      const parsed = chunks.length > 0 ? tryParse(Buffer.concat(chunks)) : null;
      if (parsed) resolve({ ...parsed, ms: performance.now() - started });
      else reject(new NoAnswer(`${err.message}: ${req.method} ${req.target}`));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const parsed = tryParse(Buffer.concat(chunks));
      if (parsed) resolve({ ...parsed, ms: performance.now() - started });
      else reject(new NoAnswer(`connection closed without an answer: ${req.method} ${req.target}`));
    });
  });
}

function tryParse(raw: Buffer): Omit<RawResponse, 'ms'> | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const lines = raw.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
  if (!m) return null;
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let bodyBuf = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) bodyBuf = unchunk(bodyBuf);
  else if (headers['content-length'] !== undefined) {
    bodyBuf = bodyBuf.subarray(0, Number(headers['content-length']));
  }
  const body = bodyBuf.toString('utf8');
  let json: unknown = undefined;
  if (/json/i.test(headers['content-type'] ?? '')) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return { status: Number(m[1]), headers, body, json };
}

function unchunk(buf: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < buf.length) {
    const eol = buf.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = parseInt(buf.subarray(i, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Run `fn` over `items` with at most `limit` running at once, in order of the items. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Is this answer our envelope for a refusal: `{ success: false, message: "..." }`? */
export function isEnvelopeError(res: RawResponse) {
  const j = res.json;
  return (
    j !== null &&
    typeof j === 'object' &&
    j.success === false &&
    typeof j.message === 'string' &&
    j.message.length > 0
  );
}
