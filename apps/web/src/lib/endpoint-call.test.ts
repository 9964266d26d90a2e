import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, fetchEndpoint, pathOf } from './endpoint-call.ts';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering `body` with `status`, recording what was asked. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('calls of catalogued endpoints', () => {
  it('writes the params into the path and keeps the method', () => {
    expect(pathOf('GET /accounts/:id/statement', { id: 7 })).toEqual({
      method: 'GET',
      path: '/accounts/7/statement',
    });
    expect(pathOf('DELETE /branches/:id', { id: 'a/b' }).path).toBe('/branches/a%2Fb');
  });

  it('sends the query (per_page spelled once) and resolves to the typed answer', async () => {
    const fetch = answer(200, { success: true, data: { id: 3, code: 'CASH' } });
    const r = await fetchEndpoint('GET /accounts', {
      query: { page: 2, per_page: 10, search: '', type: 'asset' },
      fallback: 'Failed',
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/accounts?page=2&per_page=10&type=asset');
    expect(r.success).toBe(true);
  });

  it('resolves a refusal to the envelope with its status, for the form to show', async () => {
    const fetch = answer(422, { success: false, message: 'Bad', errors: { name: ['Bad'] } });
    const r = await callEndpoint('PUT /transaction-categories/:id', {
      params: { id: 4 },
      body: { name: '' },
      fallback: 'Failed',
    });
    expect(fetch.mock.calls[0]![1].method).toBe('PUT');
    expect(r).toEqual({ success: false, status: 422, message: 'Bad', errors: { name: ['Bad'] } });
  });

  it('is typed from the catalogue: wrong names do not compile (checked by tsc)', () => {
    const fallback = 'Failed';
    const never = () => {
      // @ts-expect-error: no such endpoint
      void callEndpoint('GET /branchs', { fallback });
      // @ts-expect-error: the path's parameter is `id`
      void callEndpoint('GET /branches/:id', { params: { idd: 1 }, fallback });
      // @ts-expect-error: the web spells the page size per_page
      void callEndpoint('GET /branches', { query: { perPage: 5 }, fallback });
      // @ts-expect-error: the body's field is `name`
      void callEndpoint('POST /transaction-categories', { body: { nmae: 'x' }, fallback });
    };
    expect(typeof never).toBe('function');
  });
});
