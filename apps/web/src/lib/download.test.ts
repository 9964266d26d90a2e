import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download.ts';
import { setSession } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

/** The URL each download fetched, with the fetch answering a small file. */
function fetched() {
  const fn = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(new Blob(['%PDF']), { status: 200 })),
  );
  vi.stubGlobal('fetch', fn);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  return fn;
}

describe('downloadFile', () => {
  it("fetches the catalogue's path with its parameters and query, with the session's token", async () => {
    setSession('tok', {
      id: 1,
      name: 'A',
      email: 'a@b.co',
      role: 'admin',
      permissions: [],
    } as never);
    const fetch = fetched();
    await downloadFile('GET /vouchers/:id/pdf', { params: { id: 7 } }, 'Voucher-7.pdf');
    await downloadFile(
      'GET /drivers/:id/duty-sheet/pdf',
      { params: { id: 3 }, query: new URLSearchParams({ date: '2026-11-28' }) },
      'sheet.pdf',
    );
    await downloadFile('GET /storage/*', { params: { '*': 'attachments/a b.pdf' } }, 'a.pdf');
    expect(fetch.mock.calls.map(([u]) => u)).toEqual([
      '/api/vouchers/7/pdf',
      '/api/drivers/3/duty-sheet/pdf?date=2026-11-28',
      '/api/storage/attachments/a%20b.pdf',
    ]);
    expect(fetch.mock.calls[0]![1]).toEqual({ headers: { authorization: 'Bearer tok' } });
  });

  it("says what failed: the server's message, or 'Download failed'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, message: 'Receipt not found.' }), {
            status: 404,
          }),
        ),
      ),
    );
    expect(await downloadFile('GET /receipts/:id/pdf', { params: { id: 9 } }, 'r.pdf')).toEqual({
      ok: false,
      message: 'Receipt not found.',
    });
  });
});
