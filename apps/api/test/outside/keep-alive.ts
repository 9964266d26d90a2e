import http from 'node:http';
import zlib from 'node:zlib';

/**
 * Requests over a few kept-alive connections (node's http.Agent, `sockets` at most), the way a
 * browser or a proxy sends them: many requests of one token arrive together on the same
 * sockets, which is what shared session reads (decision 029) have to get right.
 */
export interface KeptAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded from br/gzip when compressed, as text. */
  text: string;
  /** performance.now() when the request was handed to the agent, and when its answer ended. */
  sentAt: number;
  doneAt: number;
}

export interface KeptRequest {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function keepAliveClient(port: number, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (req: KeptRequest) =>
    new Promise<KeptAnswer>((resolve, reject) => {
      const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
      const headers: Record<string, string> = { ...req.headers };
      if (req.token) headers.authorization = `Bearer ${req.token}`;
      if (body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(body.length);
      }
      const sentAt = performance.now();
      const r = http.request(
        { agent, host: '127.0.0.1', port, method: req.method ?? 'GET', path: req.path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const enc = res.headers['content-encoding'];
            const plain =
              enc === 'br'
                ? zlib.brotliDecompressSync(raw)
                : enc === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : raw;
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw,
              text: plain.toString('utf8'),
              sentAt,
              doneAt: performance.now(),
            });
          });
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The body of an answer as JSON (throws with the text when it is not valid JSON). */
export function jsonOfAnswer(a: KeptAnswer): any {
  try {
    return JSON.parse(a.text);
  } catch (e) {
    throw new Error(`not valid JSON (${a.status}): ${a.text.slice(0, 300)}`, { cause: e });
  }
}
