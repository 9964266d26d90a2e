import { API_BASE } from './api-client.ts';
import type { EndpointKey } from './endpoint-call.ts';
import { pathOf } from './endpoint-call.ts';
import { clearSession, getSession } from './session.ts';

/** A catalogued file (a PDF, an export, a stored attachment): `'GET /vouchers/:id/pdf'`. */
export type FileKey = Extract<EndpointKey, `GET ${string}`>;
/** The file's path parameters and its query (the export's screen query, the sheet's date). */
export interface FileArgs {
  params?: Record<string, string | number>;
  query?: URLSearchParams;
}

/**
 * Fetch a protected file with the bearer token and hand it to the browser as a download:
 * a plain link cannot carry the token, and the token never goes into a URL.
 */
export async function downloadFile(
  key: FileKey,
  { params, query }: FileArgs,
  filename: string,
  /** Name the file as the server's Content-Disposition does (exports date it by the agency's day). */
  serverName = false,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const token = getSession()?.token;
  const q = query?.toString();
  const path = `${pathOf(key, params).path}${q ? `?${q}` : ''}`;
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.status === 401) clearSession();
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return { ok: false, message: body?.message ?? 'Download failed' };
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download =
      (serverName && dispositionName(res.headers.get('content-disposition'))) || filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true };
  } catch {
    return { ok: false, message: 'Download failed' };
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or ''. */
const dispositionName = (header: string | null) =>
  /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? '';
