import { API_BASE } from './api-client.ts';
import { clearSession, getSession } from './session.ts';

/**
 * Fetch a protected file with the bearer token and hand it to the browser as a download:
 * a plain link cannot carry the token, and the token never goes into a URL.
 */
export async function downloadFile(
  path: string,
  filename: string,
  /** Name the file as the server's Content-Disposition does (exports date it by the agency's day). */
  serverName = false,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const token = getSession()?.token;
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
