import type { ChangePasswordBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client.ts';

export const changePassword = (body: ChangePasswordBody) =>
  apiCall<{ success: true; message: string }>('/me/password', {
    method: 'PUT',
    body,
    fallback: 'Failed to change password',
  });
