import type { ApiFailure, FieldErrors } from '@app/contract';
import { clearSession, getSession } from './session.ts';

/**
 * The one HTTP client. Every call resolves to the envelope: a failure becomes
 * `{ success: false, message }` with the server's message or the spec's fallback, plus the
 * HTTP status (0 when the network failed). Any 401 signs the user out.
 *
 * Features call catalogued endpoints through `callEndpoint`/`fetchEndpoint` (endpoint-call.ts),
 * typed from the contract. Calling `apiCall`/`call` with a path and a hand-written answer type
 * is the old way, left for the endpoints not catalogued yet; it goes with the last.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export type Failure = ApiFailure & { status: number };
export type Result<T> = T | Failure;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  fallback: string;
}

export function buildQuery(query: CallOptions['query']) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * One Idempotency-Key per submission attempt of a POST: the same path and body reuse the key
 * while a request is in flight, after a network failure (a retry) and for a second after a
 * success (the second click of a double click), so the server answers them once. A refusal
 * frees the key. Not longer: a second payment of the same amount entered on purpose (the
 * dialog closed and opened again, the prefilled amount submitted) came within five seconds in
 * a browser test, was answered with the first payment's receipt and never saved.
 */
export const SECOND_CLICK_MS = 1000;
const attempts = new Map<string, string>();
const attemptOf = (path: string, body: unknown) => {
  const parts =
    body instanceof FormData
      ? [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.size}`])
      : body;
  return `${path}\n${JSON.stringify(parts ?? null)}`;
};

export async function apiCall<T extends { success: true }>(
  path: string,
  opts: CallOptions,
): Promise<Result<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const attempt = opts.method === 'POST' ? attemptOf(path, opts.body) : null;
  if (attempt) {
    const key = attempts.get(attempt) ?? crypto.randomUUID();
    attempts.set(attempt, key);
    headers['idempotency-key'] = key;
  }
  const settle = (ok: boolean) => {
    if (!attempt) return;
    const key = headers['idempotency-key'];
    const free = () => attempts.get(attempt) === key && attempts.delete(attempt);
    if (ok) setTimeout(free, SECOND_CLICK_MS);
    else free();
  };
  const isForm = opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${buildQuery(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body:
        opts.body === undefined
          ? undefined
          : opts.body instanceof FormData
            ? opts.body
            : JSON.stringify(opts.body),
    });
  } catch {
    return { success: false, status: 0, message: opts.fallback };
  }
  const json = (await res.json().catch(() => null)) as
    (Partial<ApiFailure> & { success?: boolean }) | null;
  settle(res.ok && !!json?.success);
  if (res.ok && json?.success) return json as unknown as T;
  if (res.status === 401 && path !== '/login') clearSession();
  return {
    success: false,
    status: res.status,
    message: json?.message || opts.fallback,
    ...(json?.errors ? { errors: json.errors } : {}),
  };
}

/** For TanStack Query: a failed result becomes a thrown ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export function unwrap<T extends { success: true }>(r: Result<T>): T {
  if (r.success) return r;
  throw new ApiError(r.status, r.message, r.errors);
}

export const call = async <T extends { success: true }>(path: string, opts: CallOptions) =>
  unwrap(await apiCall<T>(path, opts));
