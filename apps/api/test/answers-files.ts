import type { InjectOptions } from 'fastify';
import type { ApiFailure } from '@app/contract';
import { errorEnvelope } from '@app/contract';
import type { App } from '../src/app.ts';

/**
 * A file answer (PDF, the HTML preview, CSV/XLSX, a stored attachment), requested raw with
 * its URL as written: callEndpoint (answers.ts) parses JSON answers by their
 * schema, a file has no JSON to parse. Its body is read as text or bytes, never as `any`;
 * a refusal is still the JSON error envelope, parsed by its schema through `failure`.
 */
export interface FileAnswer {
  status: number;
  headers: Record<string, unknown>;
  /** The body as text (a CSV, the preview page). */
  text: string;
  /** The body as bytes (a PDF, an XLSX). */
  raw: Buffer;
  /** The refusal, parsed by the error envelope; throws on a success or another shape. */
  readonly failure: ApiFailure;
}

export async function requestFile(
  app: App,
  opts: Pick<InjectOptions, 'payload' | 'headers'> & {
    url: string;
    method?: 'GET' | 'POST';
    token?: string | undefined;
  },
): Promise<FileAnswer> {
  const { token, method = 'GET', ...rest } = opts;
  const res = await app.inject({
    ...rest,
    method,
    headers: { ...rest.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const where = `${method} ${opts.url} answered ${res.statusCode}`;
  return {
    status: res.statusCode,
    headers: res.headers,
    text: res.body,
    raw: res.rawPayload,
    get failure() {
      if (res.statusCode < 400) throw new Error(`${where}, not a refusal`);
      const parsed = errorEnvelope.safeParse(JSON.parse(res.body));
      if (!parsed.success) throw new Error(`${where}, not the error envelope: ${res.body}`);
      return parsed.data;
    },
  };
}
