import type { LoginBody } from '@app/contract';
import { FAIL } from '@app/contract/constants';
import { callEndpoint } from '../../../lib/endpoint-call.ts';

export const login = (body: LoginBody) =>
  callEndpoint('POST /login', { body, fallback: FAIL.login });
