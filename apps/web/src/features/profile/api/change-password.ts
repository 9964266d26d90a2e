import type { ChangePasswordBody } from '@app/contract';
import { callEndpoint } from '../../../lib/endpoint-call.ts';

export const changePassword = (body: ChangePasswordBody) =>
  callEndpoint('PUT /me/password', { body, fallback: 'Failed to change password' });
