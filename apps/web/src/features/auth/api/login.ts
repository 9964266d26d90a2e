import type { ApiSuccess, LoginBody, LoginResult } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { apiCall } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) =>
  apiCall<ApiSuccess<LoginResult>>('/login', { method: 'POST', body, fallback: FAIL.login });
