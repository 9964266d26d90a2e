import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, SECOND_CLICK_MS } from './api-client.ts';

/** The Idempotency-Key each POST went out with. */
function recordKeys(status = 201) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      return Promise.resolve(
        new Response(
          JSON.stringify(status < 400 ? { success: true } : { success: false, message: 'No' }),
          {
            status,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    }),
  );
  return keys;
}
const pay = () =>
  apiCall('/bookings/7/payment', { method: 'POST', body: { amount: '450' }, fallback: 'Failed' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Idempotency-Key of a POST', () => {
  it('is reused by the second click of a double click, and new for the same payment entered again later', async () => {
    vi.useFakeTimers();
    const keys = recordKeys();
    await pay();
    await pay(); // the second click, right after the answer
    vi.advanceTimersByTime(SECOND_CLICK_MS);
    await pay(); // the dialog opened again and the same amount submitted on purpose
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(SECOND_CLICK_MS).toBeLessThanOrEqual(1000);
  });

  it('is freed by a refusal: the corrected form is a new attempt', async () => {
    const keys = recordKeys(422);
    await pay();
    await pay();
    expect(keys[1]).not.toBe(keys[0]);
  });
});
