import { callEndpoint } from '../../../lib/endpoint-call.ts';
import { clearSession } from '../../../lib/session.ts';

/** The local session is cleared whatever the server answers (spec section 7). */
export async function logout() {
  await callEndpoint('POST /logout', { fallback: 'Logout failed' });
  clearSession();
}
