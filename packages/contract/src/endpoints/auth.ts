import { changePasswordBody, loginBody, loginResult, sessionUser } from '../auth.ts';
import { messageEnvelope, okEnvelope } from '../common/envelope.ts';
import { endpoint } from './define.ts';

const tag = 'session';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    tag,
    body: loginBody,
    response: { 200: okEnvelope(loginResult) },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    access: 'signed-in',
    tag,
    response: { 200: messageEnvelope },
  }),
  me: endpoint({
    method: 'GET',
    path: '/me',
    access: 'signed-in',
    tag,
    response: { 200: okEnvelope(sessionUser) },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/me/password',
    access: 'signed-in',
    tag,
    body: changePasswordBody,
    response: { 200: messageEnvelope },
  }),
};
