import { apiCall } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/** The local session is cleared whatever the server answers (spec section 7). */
export async function logout() {
  await apiCall<{ success: true }>('/logout', { method: 'POST', fallback: 'Logout failed' });
  clearSession();
}
